/*
 * The classifier's thread: nsfwjs's MobileNetV2 (./model.js) on TensorFlow.js's WebAssembly
 * backend, both read from their npm packages (the weights are bundled in nsfwjs; the backend's
 * .wasm is read from disk, never fetched). It imports nothing of ours but this folder's plain
 * modules, so that a crash here stays here.
 *
 * Plain JavaScript, not TypeScript: the thread then starts the same from the sources (`npm start`,
 * the tests) as compiled, with no TypeScript loader of its own, which cost seconds and tens of MB
 * on each start. What it says and hears is typed in ./protocol.ts.
 */
import "./quiet.js";
import { parentPort } from "node:worker_threads";
import * as tf from "@tensorflow/tfjs-core";
import "@tensorflow/tfjs-backend-wasm";
import { loadModel } from "./model.js";

async function load() {
  await tf.setBackend("wasm");
  return loadModel();
}

const model = load();
model.then(
  () => parentPort.postMessage({ type: "ready" }),
  (error) => parentPort.postMessage({ type: "failed", message: String(error) }),
);

/**
 * A video's frames one at a time, as an image's: run together they made the WASM memory, which never
 * shrinks, hold each activation once per frame (33 MB after the load, 58 MB after one 3-frame video,
 * measured; batching did not pay in time either, docs/image-safety.md).
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
