/*
 * Decodes a video's frames with ffmpeg's WebAssembly build (@ffmpeg/core, read from its npm
 * package: nothing is fetched). A thread per video: ffmpeg's memory (80-140 MB while it decodes)
 * goes back to the system when the thread ends. It imports nothing of ours; plain JavaScript for
 * the reason ./worker.js gives.
 */
import "./quiet.js";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";

/** The model's input side (INPUT_SIDE in ./protocol.ts). */
const SIDE = 224;
/** Where in the video the frames are taken: its start, middle and end. */
const AT = [0, 0.5, 1];

async function core() {
  // The core is built for browsers' workers and reads its location from `self`; its .wasm is handed over read.
  globalThis.self ??= { location: { href: import.meta.url } };
  const require = createRequire(import.meta.url);
  const wasmBinary = await readFile(require.resolve("@ffmpeg/core/wasm"));
  const { default: create } = await import("@ffmpeg/core");
  return create({ wasmBinary, print: () => undefined, printErr: () => undefined });
}

async function frames(video) {
  const ffmpeg = await core();
  let seconds;
  ffmpeg.setLogger(({ message }) => {
    const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(message);
    if (match) seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  });
  ffmpeg.FS.writeFile("input", video);
  ffmpeg.exec("-i", "input"); // reads the header only: ffmpeg says the duration, then wants an output
  ffmpeg.reset();
  if (seconds === undefined) throw new Error("not a video ffmpeg reads");
  const side = SIDE * SIDE * 3;
  const out = new Uint8Array(side * AT.length);
  for (const [i, at] of AT.entries()) {
    // The last frame is a little before the end: seeking to the very end finds nothing.
    const ss = Math.max(0, Math.min(seconds * at, seconds - 0.1)).toFixed(3);
    const name = `frame${i}.rgb`;
    const code = ffmpeg.exec(
      ...["-ss", ss, "-i", "input", "-frames:v", "1", "-vf", `scale=${SIDE}:${SIDE}`],
      ...["-pix_fmt", "rgb24", "-f", "rawvideo", name],
    );
    ffmpeg.reset();
    const frame = code === 0 ? ffmpeg.FS.readFile(name) : undefined;
    if (frame?.length !== side) throw new Error(`frame ${i} could not be decoded`);
    out.set(frame, side * i);
  }
  return out;
}

frames(workerData.video).then(
  (pixels) => parentPort.postMessage({ pixels, frames: AT.length }, [pixels.buffer]),
  (error) => parentPort.postMessage({ error: String(error) }),
);
