import { request } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { FakeCloud } from "../../fakes/cloud/server.js";
import type { Playground } from "../../playground/start.js";
import { startPlaygroundOnServices } from "../playground/setup.js";

/**
 * AUDIT: the playground page's server (playground/web.ts) listens on 127.0.0.1, but checks
 * neither the `Origin` of its POST actions nor the `Host` of its reads, and parses any body as
 * JSON whatever its content type. So any web page the operator opens while `npm run playground`
 * runs can drive it: a `fetch("http://127.0.0.1:8080/api/command", { method: "POST", mode:
 * "no-cors", body: '{"as":"owner","text":"/generate …"}' })` is a "simple" cross-site request
 * (text/plain, no preflight), and it runs commands as the server owner. With FLOW_CLOUD_URL and
 * FLOW_API_URL set (README: "jobs go to the real services … with FLOW_API_KEY"), that spends the
 * operator's real key (videos cost credits), and `/settings key` etc. can be played as the owner.
 * With a DNS-rebinding name (`Host: evil.example:8080`), the page's state (every message, the
 * services line) is readable too.
 *
 * What should hold: cross-site actions (a foreign Origin / Sec-Fetch-Site: cross-site) and foreign
 * Host headers are refused (403), and nothing reaches the services.
 */
let cloud: FakeCloud;
let playground: Playground;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ playground, cloud, close } = await startPlaygroundOnServices());
}, 60_000);
afterAll(async () => {
  await close?.();
});

test("a cross-site POST from another web page runs a command on the operator's real key", async () => {
  // Exactly what a browser sends for fetch(..., { method: "POST", mode: "no-cors", body: "<json>" }) from https://evil.example.
  const response = await fetch(`${playground.url}api/command`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
      "sec-fetch-mode": "no-cors",
    },
    body: JSON.stringify({ as: "owner", text: "/generate prompt:paid for by the operator" }),
  });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const submitted = [...cloud.jobs.values()].filter((j) =>
    JSON.stringify(j.workflow).includes("paid for by the operator"),
  ).length;
  console.log(`cross-site POST answered ${response.status}; prompts submitted on the operator's key: ${submitted}`);
  expect(response.status, "a cross-site action must be refused").toBe(403);
  expect(submitted).toBe(0);
}, 30_000);

test("a DNS-rebound Host reads the page's state", async () => {
  const { port } = new URL(playground.url);
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: "/api/state?as=owner", headers: { host: `evil.example:${port}` } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end();
  });
  console.log(`GET /api/state with Host evil.example answered ${status}`);
  expect(status, "a foreign Host must be refused").toBe(403);
}, 30_000);
