import { afterAll, beforeAll, expect, test } from "vitest";
import { PartnerClient } from "../../src/api/partner.js";
import { RegistryClient } from "../../src/api/registry.js";
import { startFakePlatform, type FakePlatform } from "../../fakes/platform/server.js";

let fake: FakePlatform;
let registry: RegistryClient;
let partner: PartnerClient;
let imageTask = "";
let videoTask = "";

beforeAll(async () => {
  fake = await startFakePlatform({ knobs: { taskMs: 20 } });
  registry = new RegistryClient({ baseUrl: fake.url, token: fake.token });
  partner = new PartnerClient({ baseUrl: fake.url, token: fake.token });
  imageTask = (await partner.upscale({ image: "https://example.com/a.png" })).taskId;
  videoTask = (await partner.startEnd2Video({ model: "vidq2-pro", images: ["https://example.com/a.png"] })).taskId;
});
afterAll(() => fake.close());

const IMG = "/proxy/imgpartner/v1/ai";
const frame = "https://example.com/f.png";

// Every method + path of registry-and-partner-api.md, then the read-backs of wire-notes.md.
const endpoints: [method: string, path: string, call: () => Promise<unknown>][] = [
  [
    "POST",
    "/publishers/{publisherId}/nodes",
    () => registry.createNode("acme-nodes", { id: "endpoint-pack", name: "Endpoint" }),
  ],
  [
    "PUT",
    "/publishers/{publisherId}/nodes/{nodeId}",
    () => registry.updateNode("acme-nodes", "endpoint-pack", { description: "d" }),
  ],
  ["GET", "/publishers/{publisherId}/nodes/v2", () => registry.listPublisherNodes("acme-nodes")],
  ["GET", "/flow-nodes/{flowNodeName}/node", () => registry.nodeForFlowNode("VideoPackLoader")],
  ["GET", "/nodes/search", () => registry.searchNodes({ search: "pack" })],
  ["GET", "/nodes/{nodeId}/versions", () => registry.nodeVersions("video-pack")],
  ["GET", "/versions", () => registry.listVersions({ statuses: ["NodeVersionStatusActive"] })],
  [
    "PUT",
    "/nodes/{nodeId}/versions/{version}/flow-nodes/{flowNodeName}",
    () => registry.updateFlowNode("video-pack", "1.0.0", "VideoPackLoader", { experimental: true }),
  ],
  [
    "GET",
    "/nodes/{nodeId}/versions/{version}/flow-nodes/{flowNodeName}",
    () => registry.getFlowNode("video-pack", "1.0.0", "VideoPackLoader"),
  ],
  ["GET", "/nodes/{nodeId}/versions/{version}/flow-nodes", () => registry.listFlowNodes("video-pack", "1.0.0")],
  ["POST", "/admin/generate-token", () => registry.generateAdminToken()],
  ["POST", `${IMG}/image-style-transfer`, () => partner.styleTransfer({ image: frame, reference_image: frame })],
  ["POST", `${IMG}/skin-enhancer/flexible`, () => partner.skinEnhancer({ image: frame })],
  ["POST", `${IMG}/image-upscaler`, () => partner.upscale({ image: frame })],
  ["GET", `${IMG}/image-upscaler-precision-v2/{task_id}`, () => partner.precisionV2Status(imageTask)],
  ["GET", `${IMG}/image-relight/{task_id}`, () => partner.relightStatus(imageTask)],
  [
    "POST",
    "/proxy/vidpartner/start-end2video",
    () => partner.startEnd2Video({ model: "vidq2-turbo", images: [frame] }),
  ],
  [
    "POST",
    "/proxy/vidpartner/extend",
    () => partner.extend({ model: "vidq2-pro", video_creation_id: "c", video_url: "https://example.com/v.mp4" }),
  ],
  [
    "POST",
    "/proxy/vidpartner/multiframe",
    () =>
      partner.multiframe({
        model: "vidq2-pro",
        start_image: frame,
        image_settings: [{ key_image: frame }, { key_image: frame }],
      }),
  ],
  // wire-notes.md
  ["GET", "/proxy/vidpartner/tasks/{task_id}/creations", () => partner.creations(videoTask)],
  ["GET", `${IMG}/image-upscaler/{task_id}`, () => partner.imageTask("image-upscaler", imageTask)],
  ["GET", `${IMG}/image-style-transfer/{task_id}`, () => partner.imageTask("image-style-transfer", imageTask)],
  ["GET", `${IMG}/skin-enhancer/{task_id}`, () => partner.imageTask("skin-enhancer", imageTask)],
];

test.each(endpoints)("%s %s is called by a client method and served by the fake", async (method, path, call) => {
  const pattern = new RegExp(`^${path.replace(/\{[a-zA-Z_]+\}/g, "[^/]+")}$`);
  const before = fake.requests.length;
  await expect(call()).resolves.toBeDefined();
  const requests = fake.requests.slice(before);
  expect(requests.map((r) => `${r.method} ${pattern.test(r.path) ? path : r.path}`)).toEqual([`${method} ${path}`]);
});
