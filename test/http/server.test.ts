import { randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startHttpServer, type HttpHooks, type HttpServer } from "../../src/http/server.js";
import { Signer } from "../../src/http/sign.js";
import { createLogger } from "../../src/logging/logger.js";
import { metrics } from "../../src/metrics.js";

/** The file a test "service" holds: 300 KB of random bytes, served in 16 KB chunks like a download. */
const FILE = randomBytes(300 * 1024);
const signer = new Signer(randomBytes(32));

describe("the HTTP server's routes", () => {
  let server: HttpServer;
  let reason: string | undefined;
  const woken: string[] = [];
  const opened: Array<[string, number]> = [];
  const hooks: HttpHooks = {
    notReady: () => Promise.resolve(reason),
    wake: (jobId) => void woken.push(jobId),
    openOutput: (jobId, n) => {
      opened.push([jobId, n]);
      if (jobId !== "job-1" || n > 1) return Promise.resolve(undefined);
      const chunks = Array.from({ length: Math.ceil(FILE.length / 16384) }, (_, i) =>
        FILE.subarray(i * 16384, (i + 1) * 16384),
      );
      return Promise.resolve({
        body: Readable.from(chunks),
        size: FILE.length,
        contentType: "video/mp4",
        filename: "clip 1.mp4",
      });
    },
  };
  const url = (path: string) => `${server.localUrl}${path}`;

  beforeAll(async () => {
    server = await startHttpServer({
      port: 0,
      host: "127.0.0.1",
      log: createLogger("silent"),
      signer,
      hooks,
      metrics: { port: 0, host: "127.0.0.1" },
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    woken.length = 0;
    opened.length = 0;
    reason = undefined;
  });

  test("/healthz answers 200 while the process runs", async () => {
    const res = await fetch(url("/healthz"));
    expect(res.status).toBe(200);
  });

  test("/readyz is 503 with the reason while not ready, 200 after", async () => {
    reason = "the Discord gateway is not connected";
    const down = await fetch(url("/readyz"));
    expect(down.status).toBe(503);
    expect(await down.text()).toContain("the Discord gateway is not connected");
    reason = undefined;
    expect((await fetch(url("/readyz"))).status).toBe(200);
  });

  test("/metrics, on its own listener only, is Prometheus text with flowbot_ names, process metrics and the counters the bot moves", async () => {
    metrics.jobEnded("upscale", "failed", 2_500);
    expect((await fetch(url("/metrics"))).status).toBe(404);
    const res = await fetch(server.metricsUrl!);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await res.text();
    expect(body).toMatch(/^flowbot_jobs_total\{kind="upscale",outcome="failed"\} [1-9]/m);
    expect(body).toMatch(/^flowbot_job_duration_seconds_bucket\{le="5",kind="upscale",outcome="failed"\} [1-9]/m);
    expect(body).toContain("# TYPE flowbot_process_cpu_seconds_total counter");
    expect(body).toContain("# TYPE flowbot_discord_rate_limited_total counter");
    expect(body).toContain("# TYPE flowbot_progress_updates_total counter");
    expect(body).toContain("# TYPE flowbot_event_stream_reconnects_total counter");
  });

  test("a partner callback with a bad signature is 403 and wakes nothing", async () => {
    const forged = signer.sign({ kind: "callback", jobId: "job-2" });
    const res = await fetch(url(`/callbacks/partner/job-1/${forged}`), { method: "POST", body: "{}" });
    expect(res.status).toBe(403);
    const garbage = await fetch(url(`/callbacks/partner/job-1/${"A".repeat(43)}`), { method: "POST", body: "{}" });
    expect(garbage.status).toBe(403);
    expect(woken).toEqual([]);
  });

  test("a partner callback with the job's signature wakes that job", async () => {
    const target = signer.callbackUrl(server.localUrl, "job-1");
    const res = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ task_id: "t", status: "COMPLETED" }),
    });
    expect(res.status).toBe(202);
    expect(woken).toEqual(["job-1"]);
    expect((await fetch(target)).status).toBe(405);
  });

  test("a file link streams the service's bytes", async () => {
    const res = await fetch(signer.fileUrl(server.localUrl, "job-1", 0));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="clip_1.mp4"');
    expect(Buffer.from(await res.arrayBuffer()).equals(FILE)).toBe(true);
  });

  test.each([
    ["bytes=100000-100099", 100_000, 100_099],
    ["bytes=299000-", 299_000, FILE.length - 1],
    ["bytes=-10", FILE.length - 10, FILE.length - 1],
    ["bytes=0-0", 0, 0],
  ])("a range request (%s) gets exactly those bytes", async (range, start, end) => {
    const res = await fetch(signer.fileUrl(server.localUrl, "job-1", 0), { headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${FILE.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(FILE.subarray(start, end + 1))).toBe(true);
  });

  test("a range past the end is 416", async () => {
    const res = await fetch(signer.fileUrl(server.localUrl, "job-1", 0), {
      headers: { range: `bytes=${FILE.length}-` },
    });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${FILE.length}`);
  });

  test("HEAD gives the size without the body", async () => {
    const res = await fetch(signer.fileUrl(server.localUrl, "job-1", 0), { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(FILE.length));
  });

  test("a forged file signature is refused before the service is asked", async () => {
    const otherOutput = signer.sign({ kind: "file", jobId: "job-1", n: 1 });
    const otherJob = signer.sign({ kind: "file", jobId: "job-2", n: 0 });
    const callbackSig = signer.sign({ kind: "callback", jobId: "job-1" });
    const otherKey = new Signer(randomBytes(32)).sign({ kind: "file", jobId: "job-1", n: 0 });
    for (const sig of [otherOutput, otherJob, callbackSig, otherKey]) {
      expect((await fetch(url(`/files/job-1/0/${sig}`))).status).toBe(403);
    }
    expect(opened).toEqual([]);
  });

  test("a signed link to an output the job does not have is 404", async () => {
    const res = await fetch(signer.fileUrl(server.localUrl, "job-1", 7));
    expect(res.status).toBe(404);
  });

  test("unknown routes are 404", async () => {
    expect((await fetch(url("/files/job-1/0"))).status).toBe(404);
    expect((await fetch(url("/"))).status).toBe(404);
  });
});

describe("what one client may hold of the HTTP server", () => {
  let server: HttpServer;
  const open: Socket[] = [];
  const hooks: HttpHooks = { notReady: () => Promise.resolve(undefined) };

  beforeAll(async () => {
    const limits = { headersTimeoutMs: 500, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 500, maxConnections: 3 };
    server = await startHttpServer({ port: 0, host: "127.0.0.1", log: createLogger("silent"), signer, hooks, limits });
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await server.close();
  });

  /** A connection to the server; resolves with it once connected, and `closed` once the server ends it. */
  async function connection(): Promise<{ socket: Socket; closed: Promise<void> }> {
    const socket = connect(server.port, "127.0.0.1");
    open.push(socket);
    socket.on("error", () => undefined).resume();
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    return { socket, closed };
  }

  test("a request whose headers never finish is closed after the headers timeout", async () => {
    const { socket, closed } = await connection();
    socket.write("GET /healthz HTTP/1.1\r\nHost: bot\r\nX-Slow: ");
    // The deadline only tells a closed connection from one left open for Node's default minute.
    await expect(Promise.race([closed.then(() => "closed"), sleep(5_000).then(() => "still open")])).resolves.toBe(
      "closed",
    );
  });

  test("connections past the cap are closed as they come; a freed place serves again", async () => {
    const held = await Promise.all([connection(), connection(), connection()]);
    const extra = await connection();
    await expect(
      Promise.race([extra.closed.then(() => "closed"), sleep(5_000).then(() => "still open")]),
    ).resolves.toBe("closed");
    held[0].socket.destroy();
    await held[0].closed;
    const res = await fetch(`${server.localUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
    expect(res.status).toBe(200);
  });
});

describe("a file link whose service is slow to start sending", () => {
  let server: HttpServer;
  const signals: AbortSignal[] = [];
  const hooks: HttpHooks = {
    notReady: () => Promise.resolve(undefined),
    // A service that never answers: only the abort ends the wait.
    openOutput: (_jobId, _n, how) =>
      new Promise((_resolve, reject) => {
        signals.push(how.signal!);
        how.signal!.addEventListener("abort", () => reject(new Error("aborted")));
      }),
  };

  beforeAll(async () => {
    const files = { maxDownloads: 4, maxPerJob: 2, idleMs: 300 };
    server = await startHttpServer({
      port: 0,
      host: "127.0.0.1",
      log: createLogger("silent"),
      signer,
      hooks,
      limits: { files },
    });
  });
  afterAll(() => server.close());

  test("is answered 504 once idle, the service's request cancelled, and its slot freed", async () => {
    const link = signer.fileUrl(server.localUrl, "job-1", 0);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(link, { signal: AbortSignal.timeout(5_000) });
      expect(res.status).toBe(504);
      expect(await res.text()).toContain("did not send the file in time");
    }
    // Three in turn through a job's two slots: each 504 gave its slot back.
    expect(signals).toHaveLength(3);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });
});
