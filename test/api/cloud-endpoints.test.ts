import { once } from "node:events";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { CloudClient } from "../../src/api/cloud.js";
import { CloudEvents } from "../../src/api/events.js";
import { textWorkflow } from "../../fakes/cloud/fixtures.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { makePng } from "../../fakes/png.js";

let fake: FakeCloud;
let cloud: CloudClient;
let promptId: string;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
let output: { filename: string; subfolder: string; type: string };

beforeAll(async () => {
  fake = await startFakeCloud({ stepMs: 1, steps: 1 });
  cloud = new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey, retry: { baseDelayMs: 5 } });
  promptId = (await cloud.submit(textWorkflow())).promptId;
  await vi.waitFor(() => expect(fake.jobs.get(promptId)?.status).toBe("success"), { interval: 2 });
  output = { filename: fake.jobs.get(promptId)!.outputs[0]!.filename, subfolder: "", type: "output" };
});
afterAll(() => fake.close());

/** Every method + path of cloud-api.md (and the wire-notes read-backs), with the client call that uses it. */
const ENDPOINTS: Array<[method: string, path: string, call: () => Promise<unknown>]> = [
  ["GET", "/api/object_info", () => new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey }).objectInfo()],
  ["POST", "/api/upload/image", () => cloud.uploadImage({ data: makePng(4, 4, 1), filename: "e.png" })],
  [
    "POST",
    "/api/upload/mask",
    () =>
      cloud.uploadMask(
        { data: makePng(4, 4, 2), filename: "m.png" },
        { filename: "e.png", subfolder: "", type: "input" },
      ),
  ],
  ["POST", "/api/prompt", () => cloud.submit(textWorkflow())],
  ["GET", "/api/job/{prompt_id}/status", () => cloud.status(promptId)],
  ["GET", "/api/view", async () => (await cloud.view(output)).body.resume()],
  ["GET", "/api/queue", () => cloud.queue()],
  ["POST", "/api/queue", () => cloud.cancelQueued(["not-queued"])],
  ["POST", "/api/interrupt", () => cloud.interrupt()],
  ["GET", "/api/history_v2/{prompt_id}", () => cloud.history(promptId)],
  ["GET", "/api/jobs/{unknown_id}", () => cloud.history(UNKNOWN)],
  [
    "GET",
    "/ws",
    async () => {
      const events = new CloudEvents({ baseUrl: fake.url, apiKey: fake.apiKey });
      const opened = once(events, "open");
      events.start();
      await opened;
      await events.close();
    },
  ],
];

test.each(ENDPOINTS)("%s %s is called by the client and served by the fake", async (method, path, call) => {
  const before = fake.requests.length;
  await call();
  const actual = path.replace("{prompt_id}", promptId).replace("{unknown_id}", UNKNOWN);
  const served = fake.requests.slice(before).filter((r) => r.method === method && r.path === actual);
  expect(served.length).toBeGreaterThan(0);
});

test.each(["/object_info", "/queue"])("the route %s is also served without the /api prefix", async (path) => {
  const response = await fetch(fake.url + path, { headers: { "x-api-key": fake.apiKey } });
  expect(response.status).toBe(200);
});
