/*
 * The classifier's thread: TensorFlow.js on its WebAssembly backend with nsfwjs's MobileNetV2, both
 * read from their npm packages (the weights are bundled in nsfwjs; the backend's .wasm is read from
 * disk, never fetched). It imports nothing of ours, so that a crash here stays here.
 */
import { parentPort } from "node:worker_threads";
import * as tf from "@tensorflow/tfjs-core";
import { loadLayersModel, type LayersModel } from "@tensorflow/tfjs-layers";
import "@tensorflow/tfjs-backend-wasm";
import { MobileNetV2Model } from "nsfwjs/models/mobilenet_v2";
import { INPUT_SIDE, type FromWorker, type ToWorker } from "./protocol.js";

const port = parentPort!;

/** nsfwjs's bundled model: its JSON, and its weights in base64 (typed here: its own types name the full tfjs). */
interface BundledModel {
  modelJson: () => Promise<{ default: tf.io.ModelJSON }>;
  weightBundles: Array<() => Promise<{ default: string }>>;
}

async function load(): Promise<LayersModel> {
  await tf.setBackend("wasm");
  const { modelJson, weightBundles } = MobileNetV2Model as BundledModel;
  const json = (await modelJson()).default;
  const weights = Buffer.from((await weightBundles[0]!()).default, "base64");
  const model = await loadLayersModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  );
  // The first prediction compiles the kernels: done here, not on a member's image.
  tf.tidy(() => model.predict(tf.zeros([1, INPUT_SIDE, INPUT_SIDE, 3])) as tf.Tensor).dispose();
  return model;
}

/** Each frame's class probabilities (nsfwjs's order: Drawing, Hentai, Neutral, Porn, Sexy). */
async function classify(model: LayersModel, pixels: Uint8Array, frames: number): Promise<number[][]> {
  const output = tf.tidy(() => {
    const batch = tf.tensor4d(pixels, [frames, INPUT_SIDE, INPUT_SIDE, 3], "int32");
    // As nsfwjs's own `infer`: values in [0, 1].
    return model.predict(tf.div(tf.cast(batch, "float32"), 255)) as tf.Tensor;
  });
  const values = (await output.array()) as number[][];
  output.dispose();
  return values;
}

const model = load();
model.then(
  () => port.postMessage({ type: "ready" } satisfies FromWorker),
  (error: unknown) => port.postMessage({ type: "failed", message: String(error) } satisfies FromWorker),
);

port.on("message", (message: ToWorker) => {
  model
    .then((loaded) => classify(loaded, message.pixels, message.frames))
    .then(
      (scores) => port.postMessage({ type: "scores", id: message.id, scores } satisfies FromWorker),
      (error: unknown) =>
        port.postMessage({ type: "error", id: message.id, message: String(error) } satisfies FromWorker),
    );
});
