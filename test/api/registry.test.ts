import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { RegistryClient } from "../../src/api/registry.js";
import { startFakePlatform, type FakePlatform } from "../../fakes/platform/server.js";

let fake: FakePlatform;
let registry: RegistryClient;
const retry = { retries: 3, baseDelayMs: 5, maxDelayMs: 20 };

beforeAll(async () => {
  fake = await startFakePlatform();
  registry = new RegistryClient({ baseUrl: fake.url, token: fake.token, retry });
});
afterAll(() => fake.close());

/** Runs `action` and returns the requests the fake saw meanwhile. */
async function sent<T>(action: () => Promise<T>) {
  const before = fake.requests.length;
  const result = await action();
  return { result, requests: fake.requests.slice(before) };
}

describe("node search", () => {
  test("lists active nodes by page with the envelope of the document", async () => {
    const first = await registry.searchNodes({ page: 1, limit: 10 });
    const active = [...fake.catalogue.nodes.values()].filter((n) => n.record.status === "NodeStatusActive");
    expect(first).toMatchObject({
      page: 1,
      limit: 10,
      total: active.length,
      totalPages: Math.ceil(active.length / 10),
    });
    const pages = [first];
    for (let page = 2; page <= first.totalPages; page++) pages.push(await registry.searchNodes({ page, limit: 10 }));
    const ids = pages.flatMap((p) => p.nodes.map((n) => n.id));
    expect(new Set(ids).size).toBe(active.length);
    expect(first.nodes[0]?.publisher?.id).toBeTruthy();
    expect(first.nodes[0]?.latest_version?.status).toBe("NodeVersionStatusActive");
  });

  test("sends every filter under its wire name and gets only matching nodes", async () => {
    const { result, requests } = await sent(() =>
      registry.searchNodes({
        search: "Tile",
        repositoryUrlSearch: "flow-tile",
        supportedOs: "macos",
        supportedAccelerator: "mps",
        flowNodeSearch: "TileTools",
        limit: 5,
      }),
    );
    expect(requests[0]!.query).toEqual({
      search: "Tile",
      repository_url_search: "flow-tile",
      supported_os: "macos",
      supported_accelerator: "mps",
      flow_node_search: "TileTools",
      limit: "5",
    });
    expect(result.nodes.map((n) => n.id)).toEqual(["tile-tools"]);
  });

  test.each([
    ["supportedOs", "macos", (n: { supported_os?: string[] }) => n.supported_os?.includes("macos")],
    [
      "supportedAccelerator",
      "rocm",
      (n: { supported_accelerators?: string[] }) => n.supported_accelerators?.includes("rocm"),
    ],
    ["search", "upscale", (n: { id: string }) => n.id.includes("upscale")],
  ] as const)("the %s filter keeps only nodes with %s", async (filter, value, holds) => {
    const { nodes, total } = await registry.searchNodes({ [filter]: value, limit: 50 });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(30);
    expect(nodes.every((n) => holds(n as never))).toBe(true);
  });

  test("banned nodes appear only with include_banned", async () => {
    const without = await registry.searchNodes({ limit: 100 });
    const withBanned = await registry.searchNodes({ limit: 100, includeBanned: true });
    expect(without.nodes.some((n) => n.status === "NodeStatusBanned")).toBe(false);
    expect(withBanned.nodes.some((n) => n.status === "NodeStatusBanned")).toBe(true);
  });
});

describe("versions", () => {
  test("a node's versions come as a bare array, filtered by repeated statuses", async () => {
    const statuses = ["NodeVersionStatusActive", "NodeVersionStatusPending"] as const;
    const { result, requests } = await sent(() =>
      registry.nodeVersions("video-pack", { statuses, includeStatusReason: true }),
    );
    expect(requests[0]!.path).toBe("/nodes/video-pack/versions");
    expect(requests[0]!.query.statuses).toEqual([...statuses]);
    expect(requests[0]!.query.include_status_reason).toBe("true");
    expect(result.map((v) => [v.version, v.status])).toEqual([
      ["1.0.0", "NodeVersionStatusActive"],
      ["1.2.0", "NodeVersionStatusActive"],
      ["1.3.0", "NodeVersionStatusPending"],
    ]);
    expect(result[2]?.status_reason).toBe("Awaiting security scan");
  });

  test("status reasons are left out unless asked for", async () => {
    const versions = await registry.nodeVersions("video-pack");
    expect(versions).toHaveLength(4);
    expect(versions.every((v) => v.status_reason === undefined)).toBe(true);
  });

  test("the version list searches status reasons case-insensitively, by page", async () => {
    const { result, requests } = await sent(() =>
      registry.listVersions({
        statuses: ["NodeVersionStatusBanned", "NodeVersionStatusFlagged"],
        statusReason: "MALICIOUS",
        page: 1,
        pageSize: 3,
        includeStatusReason: true,
      }),
    );
    expect(requests[0]!.query.statuses).toEqual(["NodeVersionStatusBanned", "NodeVersionStatusFlagged"]);
    expect(requests[0]!.query.status_reason).toBe("MALICIOUS");
    expect(result).toMatchObject({ page: 1, pageSize: 3 });
    expect(result.total).toBeGreaterThan(3);
    expect(result.totalPages).toBe(Math.ceil(result.total / 3));
    expect(
      result.versions.every((v) => v.status === "NodeVersionStatusBanned" && /malicious/i.test(v.status_reason ?? "")),
    ).toBe(true);
  });

  test("the version list narrows to one node by nodeId", async () => {
    const { versions, total } = await registry.listVersions({ nodeId: "video-pack", pageSize: 50 });
    expect(total).toBe(4);
    expect(versions.every((v) => v.node_id === "video-pack")).toBe(true);
  });
});

describe("flow nodes", () => {
  test("are listed by page, read and updated", async () => {
    const page = await registry.listFlowNodes("video-pack", "1.0.0", { page: 2, limit: 2 });
    expect(page.totalNumberOfPages).toBe(3);
    expect(page.flow_nodes.map((n) => n.flow_node_name)).toEqual(["VideoPackPreview", "VideoPackCombine"]);

    const { requests } = await sent(() =>
      registry.updateFlowNode("video-pack", "1.0.0", "VideoPackPreview", {
        policy: "FlowNodePolicyBanned",
        deprecated: true,
      }),
    );
    expect(requests[0]).toMatchObject({ method: "PUT", body: { policy: "FlowNodePolicyBanned", deprecated: true } });
    const read = await registry.getFlowNode("video-pack", "1.0.0", "VideoPackPreview");
    expect(read).toMatchObject({
      flow_node_name: "VideoPackPreview",
      policy: "FlowNodePolicyBanned",
      deprecated: true,
    });
  });

  test("finds the node that provides a flow node class", async () => {
    expect((await registry.nodeForFlowNode("VideoPackLoader")).id).toBe("video-pack");
  });

  test("encodes path segments and maps a 404 with details", async () => {
    const before = fake.requests.length;
    await expect(registry.getFlowNode("video-pack", "1.0.0", "Odd/Name ?")).rejects.toMatchObject({
      service: "registry",
      status: 404,
      code: "http_404",
      retryable: false,
      message: "flow node not found: Odd/Name ?",
    });
    expect(fake.requests[before]!.path).toBe("/nodes/video-pack/versions/1.0.0/flow-nodes/Odd%2FName%20%3F");
  });
});

describe("publisher writes and admin token", () => {
  test("creates, lists and updates a node with the bearer token", async () => {
    const { result, requests } = await sent(() =>
      registry.createNode("pixel-forge", { id: "new-pack", name: "New Pack", tags: ["new"] }),
    );
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(result).toMatchObject({ id: "new-pack", name: "New Pack", publisher: { id: "pixel-forge" } });
    const updated = await registry.updateNode("pixel-forge", "new-pack", { description: "now described" });
    expect(updated).toMatchObject({ id: "new-pack", name: "New Pack", description: "now described" });
    const listed = await registry.listPublisherNodes("pixel-forge", { limit: 100 });
    expect(listed.nodes.map((n) => n.id)).toContain("new-pack");
    expect(listed.nodes.every((n) => n.publisher?.id === "pixel-forge")).toBe(true);
  });

  test("a second node with the same id is a conflict", async () => {
    await registry.createNode("pixel-forge", { id: "twice-pack" });
    await expect(registry.createNode("pixel-forge", { id: "twice-pack" })).rejects.toMatchObject({
      status: 409,
      code: "conflict",
      message: "node twice-pack already exists",
    });
  });

  test("an invalid body is refused before any request", async () => {
    const before = fake.requests.length;
    await expect(
      registry.createNode("pixel-forge", { id: "x", status: "Nope" as never, downloads: 1.5 }),
    ).rejects.toMatchObject({
      code: "invalid_body",
      message:
        "downloads must be a whole number; status must be one of: NodeStatusActive, NodeStatusDeleted, NodeStatusBanned",
    });
    expect(fake.requests.length).toBe(before);
  });

  test("issues a one-hour admin JWT", async () => {
    const { token, expires_at } = await registry.generateAdminToken();
    expect(token.split(".")).toHaveLength(3);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(3_590_000);
  });

  test("without credentials the authenticated endpoints answer 401", async () => {
    const anonymous = new RegistryClient({ baseUrl: fake.url, retry });
    for (const call of [() => anonymous.generateAdminToken(), () => anonymous.listPublisherNodes("acme-nodes")]) {
      await expect(call()).rejects.toMatchObject({ status: 401, code: "unauthorized", retryable: false });
    }
    expect((await anonymous.searchNodes()).total).toBeGreaterThan(0);
  });

  test("an API key is sent as X-API-KEY when there is no token", async () => {
    const keyed = new RegistryClient({ baseUrl: fake.url, apiKey: fake.token, retry });
    const { requests } = await sent(() =>
      keyed.listPublisherNodes("acme-nodes", { page: 1, limit: 2, includeBanned: true }),
    );
    expect(requests[0]!.headers["x-api-key"]).toBe(fake.token);
    expect(requests[0]!.headers.authorization).toBeUndefined();
    expect(requests[0]!.query).toEqual({ include_banned: "true", page: "1", limit: "2" });
  });
});

describe("retries", () => {
  test("a read is retried after 503s", async () => {
    fake.knobs.fail5xxNext = 2;
    const { result, requests } = await sent(() => registry.nodeVersions("video-pack"));
    expect(result).toHaveLength(4);
    expect(requests).toHaveLength(3);
  });

  test("a create is not sent again after a 503", async () => {
    fake.knobs.fail5xxNext = 1;
    const before = fake.requests.length;
    await expect(registry.createNode("acme-nodes", { id: "once-pack" })).rejects.toMatchObject({
      status: 503,
      code: "unavailable",
      retryable: true,
    });
    expect(fake.requests.length - before).toBe(1);
  });

  test("a read gives up with the 503 when every try fails", async () => {
    fake.knobs.failRate5xx = 1;
    try {
      const before = fake.requests.length;
      await expect(registry.searchNodes()).rejects.toMatchObject({ status: 503, retryable: true });
      expect(fake.requests.length - before).toBe(1 + retry.retries);
    } finally {
      fake.knobs.failRate5xx = 0;
    }
  });

  test("the latency knob delays every answer", async () => {
    fake.knobs.latencyMs = 60;
    try {
      const started = Date.now();
      await registry.getFlowNode("video-pack", "1.0.0", "VideoPackLoader");
      expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    } finally {
      fake.knobs.latencyMs = 0;
    }
  });

  test("a 429 is retried after its Retry-After, even for a create", async () => {
    Object.assign(fake.knobs, { rateLimitNext: 1, retryAfterSeconds: 0.2 });
    const started = Date.now();
    const { result, requests } = await sent(() => registry.createNode("acme-nodes", { id: "patient-pack" }));
    expect(result.id).toBe("patient-pack");
    expect(requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
