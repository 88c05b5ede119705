import { readFileSync } from "node:fs";
import * as tf from "@tensorflow/tfjs-core";
import "@tensorflow/tfjs-backend-wasm";
import { loadLayersModel } from "@tensorflow/tfjs-layers";
import { MobileNetV2Model } from "nsfwjs/models/mobilenet_v2";
import { beforeAll, describe, expect, it } from "vitest";
import { makePng } from "../../fakes/png.js";
import { loadModel, SIDE, type LoadedModel } from "../../src/image-check/model.js";
import { pixelsOf } from "../../src/image-check/pixels.js";

/** nsfwjs's model as nsfwjs runs it: the layers model, each image's values divided by 255. */
async function layersModel() {
  const json = (await MobileNetV2Model.modelJson()).default as unknown as {
    modelTopology: object;
    weightsManifest: { weights: tf.io.WeightsManifestEntry[] }[];
  };
  const bundle = Buffer.from((await MobileNetV2Model.weightBundles[0]!()).default, "base64");
  const model = await loadLayersModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
      weightData: bundle.buffer.slice(bundle.byteOffset, bundle.byteOffset + bundle.byteLength),
    }),
  );
  return async (pixels: Uint8Array, frames: number) => {
    const output = tf.tidy(
      () => model.predict(tf.div(tf.tensor4d(pixels, [frames, SIDE, SIDE, 3], "float32"), 255)) as tf.Tensor,
    );
    const values = (await output.array()) as number[][];
    output.dispose();
    return values;
  };
}

let fused: LoadedModel;
let reference: Awaited<ReturnType<typeof layersModel>>;

beforeAll(async () => {
  await tf.setBackend("wasm");
  fused = await loadModel();
  reference = await layersModel();
});

describe("the image check's model (src/image-check/model.js)", () => {
  it("gives nsfwjs's layers model's probabilities, within float rounding, for a photo, the fakes' output, noise and a flat colour", async () => {
    const noise = new Uint8Array(SIDE * SIDE * 3).map((_, i) => (i * 2654435761) >>> 24);
    const images = [
      (await pixelsOf(readFileSync(new URL("../fixtures/images/coffee.jpg", import.meta.url))))!,
      (await pixelsOf(makePng(1024, 1024, "a lighthouse")))!,
      noise,
      new Uint8Array(SIDE * SIDE * 3).fill(200),
    ];
    for (const pixels of images) {
      const [ours] = await fused.run(pixels, 1);
      const [theirs] = await reference(pixels, 1);
      expect(ours).toHaveLength(5);
      ours!.forEach((p, k) => expect(Math.abs(p - theirs![k]!)).toBeLessThan(1e-4));
    }
  });

  it("scores frames given together as each alone (a video's three frames)", async () => {
    const a = (await pixelsOf(makePng(512, 512, 7)))!;
    const b = new Uint8Array(SIDE * SIDE * 3).map((_, i) => (i * 40503) >>> 8);
    const both = new Uint8Array(a.length * 2);
    both.set(a);
    both.set(b, a.length);
    const together = await fused.run(both, 2);
    const alone = [...(await fused.run(a, 1)), ...(await fused.run(b, 1))];
    together.forEach((frame, f) => frame.forEach((p, k) => expect(Math.abs(p - alone[f]![k]!)).toBeLessThan(1e-5)));
  });
});
