import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import type { StoredOutput } from "../../src/db/store.js";
import { downloadOutputs } from "../../src/jobs/download.js";
import type { Pieces } from "../../src/pieces.js";

const LIMITS = { maxFileBytes: 200 * 1024, maxTotalBytes: 25 * 1024 * 1024, maxFiles: 10 };
const output = (filename: string, kind: StoredOutput["kind"]): StoredOutput => ({
  node: "9",
  kind,
  filename,
  subfolder: "",
  type: "output",
});

async function photo(): Promise<Buffer> {
  const pixels = randomBytes(700 * 500 * 3).map((v, i) => (v % 32) + (i % 700) / 4);
  return sharp(pixels, { raw: { width: 700, height: 500, channels: 3 } })
    .png()
    .toBuffer();
}

function deliver(
  files: Record<string, Buffer>,
  outputs: StoredOutput[],
  link?: (o: StoredOutput) => string | undefined,
) {
  const open = (o: StoredOutput) =>
    Promise.resolve({
      filename: o.filename,
      contentType: "application/octet-stream",
      size: files[o.filename]!.length,
      body: Readable.from([files[o.filename]!]),
    });
  return downloadOutputs(open, outputs, LIMITS, {
    retryMs: [],
    bodyTimeoutMs: 10_000,
    final: true,
    ...(link ? { link } : {}),
  });
}

describe("outputs over the upload limit", () => {
  test("an image is attached re-encoded under the limit, and the note links the original", async () => {
    const png = await photo();
    expect(png.length).toBeGreaterThan(LIMITS.maxFileBytes);
    const { files, notes } = await deliver(
      { "render.png": png },
      [output("render.png", "images")],
      () => "https://bot.example/files/j/0/sig",
    );
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe("render.jpg");
    expect(files[0]!.data.length).toBeLessThanOrEqual(LIMITS.maxFileBytes);
    expect(notes).toEqual([
      expect.stringMatching(
        /^render\.png was re-encoded \(JPEG quality \d+\) because it is larger than this server's upload limit \(200 KB\); the original: https:\/\/bot\.example\/files\/j\/0\/sig$/,
      ),
    ]);
  });

  test("a video is linked instead of attached, saying why", async () => {
    const { files, notes } = await deliver(
      { "clip.mp4": randomBytes(300 * 1024) },
      [output("clip.mp4", "video")],
      () => "https://bot.example/files/j/0/sig",
    );
    expect(files).toEqual([]);
    expect(notes).toEqual([
      "clip.mp4 is linked instead of attached because it is larger than this server's upload limit (200 KB): https://bot.example/files/j/0/sig",
    ]);
  });

  test("with no link to give, the note says the file was left out and how the operator can have it linked", async () => {
    const { files, notes } = await deliver({ "song.flac": randomBytes(300 * 1024) }, [output("song.flac", "audio")]);
    expect(files).toEqual([]);
    expect(notes[0]).toBe(
      "song.flac was not attached: it is larger than this server's upload limit (200 KB). (The bot links such files when its operator sets FLOWBOT_PUBLIC_URL.)",
    );
  });

  test("a file within the limit is attached as it is", async () => {
    const small = randomBytes(1000);
    const { files, notes } = await deliver({ "a.png": small }, [output("a.png", "images")], () => "https://x");
    expect(files.map((f) => f.name)).toEqual(["a.png"]);
    expect((files[0]!.data as Pieces).whole().equals(small)).toBe(true);
    expect(notes).toEqual([]);
  });
});
