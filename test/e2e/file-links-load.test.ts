import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { Signer } from "../../src/http/sign.js";
import { pngFile } from "../../fakes/png.js";
import { ended, jobIdOf, setGuildKey, useHarness } from "./harness.js";

/**
 * Short clocks: a download nobody reads is closed after 1.5 s; at most 4 of one job's at once. The
 * video is 64 MiB so that a reader who stops reading cannot have it all in its kernel buffers (32 MiB here).
 */
const FILES = { maxDownloads: 32, maxPerJob: 4, idleMs: 1_500 };
const h = useHarness({ platform: { taskMs: 200, videoBytes: 64 * 1024 * 1024 }, timings: { http: { files: FILES } } });
const png = (name: string) => pngFile(name, 32, 24);
const sockets: Socket[] = [];
let video: string;
let image: string;
let generated: string;

/** Runs a command to its end and gives the signed link to its first output. */
async function linkOf(command: string, options: Record<string, unknown>, subcommand?: string): Promise<string> {
  const interaction = await h.discord.driver.slashCommand(command, options, subcommand ? { subcommand } : {});
  const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage(), 15_000)).id, 30_000);
  return new Signer(h.database.signingKey).fileUrl(h.bot.http!.localUrl, jobIdOf(message), 0);
}

beforeAll(async () => {
  await setGuildKey(h);
  video = await linkOf("video", { start: png("start"), prompt: "a long video" }, "start-end");
  image = await linkOf("upscale", { image: png("small") });
  generated = await linkOf("generate", { prompt: "a lighthouse" });
}, 60_000);
afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

/** A download that is not read: the status line is noted, then the socket stops reading until `drain`. */
function unreadDownload(link: string): { status: () => string | undefined; drain: () => Promise<number> } {
  const { port, pathname } = new URL(link);
  const socket = connect(Number(port), "127.0.0.1");
  sockets.push(socket);
  let status: string | undefined;
  let bytes = 0;
  socket.write(`GET ${pathname} HTTP/1.1\r\nHost: bot\r\n\r\n`);
  socket.once("data", (chunk: Buffer) => {
    status = chunk.toString("latin1").split(" ")[1];
    socket.pause();
  });
  socket.on("data", (chunk: Buffer) => void (bytes += chunk.length)).on("error", () => undefined);
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(bytes)));
  /** Reads what is left until the server ends the connection; the bytes received in all. */
  const drain = () => {
    socket.resume();
    return closed;
  };
  return { status: () => status, drain };
}

/** A request that must answer, with a deadline that only tells a hang from an answer. */
const get = (link: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(link, { method, headers, signal: AbortSignal.timeout(10_000) });

describe("file links under load", () => {
  test("16 downloads nobody reads hold neither another download nor a job's requests, and are closed when idle", async () => {
    const held = Array.from({ length: 16 }, () => unreadDownload(video));
    await vi.waitFor(() => expect(held.map((d) => d.status())).not.toContain(undefined), { timeout: 10_000 });
    // At most 4 downloads of one job at once: the others are told to come back, at once.
    expect(held.filter((d) => d.status() === "200")).toHaveLength(FILES.maxPerJob);
    expect(held.filter((d) => d.status() === "503")).toHaveLength(16 - FILES.maxPerJob);

    const again = await get(video, { range: "bytes=0-99" });
    expect(again.status).toBe(503);
    expect(again.headers.get("retry-after")).toBe("10");
    await again.arrayBuffer();
    const other = await get(image);
    expect(other.status).toBe(200);
    expect((await other.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // A job of another server's kind starts and ends: its requests to the service do not queue behind the readers.
    const posts = () => h.platform.requests.filter((r) => r.method === "POST").length;
    const before = posts();
    const upscale = await h.discord.driver.slashCommand("upscale", { image: png("during") });
    await ended(h, (await h.discord.waitFor(() => upscale.originalMessage(), 15_000)).id, 30_000);
    expect(posts()).toBeGreaterThan(before);
    expect(JSON.stringify(upscale.originalMessage()?.attachments ?? [])).toContain(".png");

    // The readers that stopped reading are closed once idle: the link serves as many at once as before.
    await vi.waitFor(
      async () => {
        const answers = await Promise.all(
          Array.from({ length: FILES.maxPerJob }, () => get(video, { range: "bytes=0-99" })),
        );
        const bodies = await Promise.all(answers.map((res) => res.arrayBuffer()));
        expect(answers.map((res) => res.status)).toEqual(Array(FILES.maxPerJob).fill(206));
        expect(bodies.map((body) => body.byteLength)).toEqual(Array(FILES.maxPerJob).fill(100));
      },
      { timeout: 15_000, interval: 500 },
    );
    // Cut, not finished: each received less than the file.
    for (const download of held.filter((d) => d.status() === "200"))
      expect(await download.drain()).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);
});

describe("a range request reads that range from the service", () => {
  test.each([
    ["a video (partner storage)", () => video, () => h.platform.bytesServed],
    ["a generated image (cloud storage)", () => generated, () => h.cloud.bytesServed],
  ])("%s: ten one-byte requests for the last byte read ten bytes; HEAD reads one", async (_what, link, served) => {
    const before = served();
    let size = 0;
    for (let i = 0; i < 10; i++) {
      const res = await get(link(), { range: "bytes=-1" });
      expect(res.status).toBe(206);
      const [, , end, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get("content-range") ?? "")!.map(Number);
      size = total!;
      expect(end).toBe(size - 1);
      expect((await res.arrayBuffer()).byteLength).toBe(1);
    }
    expect(size).toBeGreaterThan(100);
    expect(served() - before).toBe(10);

    const head = await get(link(), {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(size));
    expect(head.headers.get("accept-ranges")).toBe("bytes");
    expect(served() - before).toBe(11);

    const middle = await get(link(), { range: "bytes=10-19" });
    expect(middle.headers.get("content-range")).toBe(`bytes 10-19/${size}`);
    expect((await middle.arrayBuffer()).byteLength).toBe(10);
    expect((await get(link(), { range: `bytes=${size}-` })).status).toBe(416);
  });
});
