/*
 * The classifier's thread: TensorFlow.js on its WebAssembly backend with nsfwjs's MobileNetV2, both
 * read from their npm packages (the weights are bundled in nsfwjs; the backend's .wasm is read from
 * disk, never fetched). It imports nothing of ours, so that a crash here stays here.
 *
 * Plain JavaScript, not TypeScript: the thread then starts the same from the sources (`npm start`,
 * the tests) as compiled, with no TypeScript loader of its own, which cost seconds and tens of MB
 * on each start. What it says and hears is typed in ./protocol.ts.
 */
import "./quiet.js";
import { parentPort } from "node:worker_threads";
import * as tf from "@tensorflow/tfjs-core";
import { loadLayersModel } from "@tensorflow/tfjs-layers";
import "@tensorflow/tfjs-backend-wasm";
import { MobileNetV2Model } from "nsfwjs/models/mobilenet_v2";

/** The model's input side (INPUT_SIDE in ./protocol.ts). */
const SIDE = 224;

async function load() {
  await tf.setBackend("wasm");
  const json = (await MobileNetV2Model.modelJson()).default;
  const weights = Buffer.from((await MobileNetV2Model.weightBundles[0]()).default, "base64");
  const model = await loadLayersModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  );
  // The first prediction compiles the kernels: done here, not on a member's image.
  tf.tidy(() => model.predict(tf.zeros([1, SIDE, SIDE, 3]))).dispose();
  return model;
}

/** Each frame's class probabilities (nsfwjs's order: Drawing, Hentai, Neutral, Porn, Sexy). */
async function classify(model, pixels, frames) {
  const output = tf.tidy(() => {
    const batch = tf.tensor4d(pixels, [frames, SIDE, SIDE, 3], "int32");
    // As nsfwjs's own `infer`: values in [0, 1].
    return model.predict(tf.div(tf.cast(batch, "float32"), 255));
  });
  const values = await output.array();
  output.dispose();
  return values;
}

const model = load();
model.then(
  () => parentPort.postMessage({ type: "ready" }),
  (error) => parentPort.postMessage({ type: "failed", message: String(error) }),
);

parentPort.on("message", (message) => {
  model
    .then((loaded) => classify(loaded, message.pixels, message.frames))
    .then(
      (scores) => parentPort.postMessage({ type: "scores", id: message.id, scores }),
      (error) => parentPort.postMessage({ type: "error", id: message.id, message: String(error) }),
    );
});
