/*
 * The classifier's thread: nsfwjs's MobileNetV2 (./model.js) on ONNX Runtime, both read from their
 * npm packages (the weights are bundled in nsfwjs; ONNX Runtime's native library is shipped in
 * onnxruntime-node), nothing fetched. It imports nothing of ours but this folder's plain modules,
 * so that a crash here stays here; and ONNX Runtime's `run` holds the thread for the whole image,
 * which must not be the bot's event loop.
 *
 * Plain JavaScript, not TypeScript: the thread then starts the same from the sources (`npm start`,
 * the tests) as compiled, with no TypeScript loader of its own, which cost seconds and tens of MB
 * on each start. What it says and hears is typed in ./protocol.ts.
 */
import "./quiet.js";
import { parentPort, workerData } from "node:worker_threads";
import { loadModel } from "./model.js";

// `workerData.threads`: ONNX Runtime's threads for one image (1 unless a measurement says otherwise).
const model = loadModel(workerData ?? {});
model.then(
  () => parentPort.postMessage({ type: "ready" }),
  (error) => parentPort.postMessage({ type: "failed", message: String(error) }),
);

/**
 * A video's frames one at a time, as an image's: run together they make ONNX Runtime's memory
 * arena, which keeps its largest size, hold each activation once per frame (batching did not pay
 * in time either, docs/image-safety.md).
 */
async function scores(loaded, pixels, frames) {
  const side = pixels.length / frames;
  const all = [];
  for (let i = 0; i < frames; i++) all.push(...(await loaded.run(pixels.subarray(i * side, (i + 1) * side), 1)));
  return all;
}

parentPort.on("message", (message) => {
  model
    .then((loaded) => scores(loaded, message.pixels, message.frames))
    .then(
      (scores) => parentPort.postMessage({ type: "scores", id: message.id, scores }),
      (error) => parentPort.postMessage({ type: "error", id: message.id, message: String(error) }),
    );
});
