/*
 * nsfwjs's MobileNetV2, run by the classifier's thread (./worker.js) on ONNX Runtime's CPU
 * execution provider (onnxruntime-node: a native library shipped in its npm package). The model is
 * nsfwjs's own, folded (./nsfwjs.js) and built as an ONNX graph in memory at load (./onnx.js). Its
 * scores are nsfwjs's layers model's within float rounding (test/unit/image-check-model.test.ts).
 *
 * Plain JavaScript, as ./worker.js (see there).
 */
import ort from "onnxruntime-node";
import { foldedLayers, SIDE } from "./nsfwjs.js";
import { onnxModel } from "./onnx.js";

export { SIDE };

/** nsfwjs's MobileNetV2, ready to run: `run(pixels, frames)` gives each frame's class probabilities. */
export async function loadModel({ threads = 1 } = {}) {
  const session = await ort.InferenceSession.create(onnxModel(await foldedLayers(), SIDE), {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: "sequential",
    graphOptimizationLevel: "all",
    // Its warnings would go to the process's stderr (native, past ./quiet.js): errors are thrown anyway.
    logSeverityLevel: 3,
    // The arena keeps the activations' memory from run to run: without it the bench's peak RSS was 703 MB (once, load 6), 334 with it (load 4-8).
    enableCpuMemArena: true,
  });
  const model = { run: (pixels, frames) => run(session, pixels, frames) };
  // The first run plans the memory and packs the weights: done here, not on a member's image.
  await model.run(new Uint8Array(SIDE * SIDE * 3), 1);
  return model;
}

/** Each frame's class probabilities; `pixels` holds `frames` SIDE² RGB images one after the other. */
async function run(session, pixels, frames) {
  const input = new ort.Tensor("uint8", pixels, [frames, SIDE, SIDE, 3]);
  const { scores } = await session.run({ pixels: input });
  const classes = scores.dims[1];
  return Array.from({ length: frames }, (_, f) => Array.from(scores.data.subarray(f * classes, (f + 1) * classes)));
}
