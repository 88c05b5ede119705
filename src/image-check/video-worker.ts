/*
 * Decodes a video's frames with ffmpeg's WebAssembly build (@ffmpeg/core, read from its npm
 * package: nothing is fetched). A thread per video: ffmpeg's memory (80-140 MB while it decodes)
 * goes back to the system when the thread ends. It imports nothing of ours.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import { INPUT_SIDE } from "./protocol.js";

interface FFmpegCore {
  FS: { writeFile(path: string, data: Uint8Array): void; readFile(path: string): Uint8Array };
  exec(...args: string[]): number;
  reset(): void;
  setLogger(logger: (line: { type: string; message: string }) => void): void;
}

const { video } = workerData as { video: Uint8Array };

/** Where in the video the frames are taken: its start, middle and end. */
const AT = [0, 0.5, 1] as const;

async function core(): Promise<FFmpegCore> {
  // The core is built for browsers' workers and reads its location from `self`; its .wasm is handed over read.
  (globalThis as { self?: unknown }).self ??= { location: { href: import.meta.url } };
  const require = createRequire(import.meta.url);
  const wasmBinary = await readFile(require.resolve("@ffmpeg/core/wasm"));
  // By a name held in a variable: the package is optional, and ships no types.
  const name = "@ffmpeg/core";
  const { default: create } = (await import(name)) as { default: (options: object) => Promise<FFmpegCore> };
  return create({ wasmBinary, print: () => undefined, printErr: () => undefined });
}

async function frames(): Promise<Uint8Array> {
  const ffmpeg = await core();
  let seconds: number | undefined;
  ffmpeg.setLogger(({ message }) => {
    const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(message);
    if (match) seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  });
  ffmpeg.FS.writeFile("input", video);
  ffmpeg.exec("-i", "input"); // reads the header only: ffmpeg says the duration, then wants an output
  ffmpeg.reset();
  if (seconds === undefined) throw new Error("not a video ffmpeg reads");
  const side = INPUT_SIDE * INPUT_SIDE * 3;
  const out = new Uint8Array(side * AT.length);
  for (const [i, at] of AT.entries()) {
    // The last frame is a little before the end: seeking to the very end finds nothing.
    const ss = Math.max(0, Math.min(seconds * at, seconds - 0.1)).toFixed(3);
    const name = `frame${i}.rgb`;
    const code = ffmpeg.exec(
      ...["-ss", ss, "-i", "input", "-frames:v", "1", "-vf", `scale=${INPUT_SIDE}:${INPUT_SIDE}`],
      ...["-pix_fmt", "rgb24", "-f", "rawvideo", name],
    );
    ffmpeg.reset();
    const frame = code === 0 ? ffmpeg.FS.readFile(name) : undefined;
    if (frame?.length !== side) throw new Error(`frame ${i} could not be decoded`);
    out.set(frame, side * i);
  }
  return out;
}

frames().then(
  (pixels) => parentPort!.postMessage({ pixels, frames: AT.length }, [pixels.buffer as ArrayBuffer]),
  (error: unknown) => parentPort!.postMessage({ error: String(error) }),
);
