/*
 * nsfwjs's MobileNetV2, run by the classifier's thread (./worker.js) with TensorFlow.js's own ops
 * rather than through @tensorflow/tfjs-layers, for what the layers model cost on each image:
 *
 * - each batch normalisation (52 of them) was an op of its own over a whole activation: 43 of the
 *   model's 92 ms on the WASM backend. Here each is folded into the convolution before it (its scale
 *   into the kernel, its shift into a bias), and the ReLU6 after it is the convolution's fused
 *   activation (one op where there were four: convolution, normalisation, ReLU, clip);
 * - each zero padding (5) is the next convolution's explicit padding, not a copy of the activation;
 * - every activation is freed once the layers reading it have run, not at the end of the image: the
 *   WASM memory (which never shrinks) holds a few activations, not all of them.
 *
 * The model is nsfwjs's own (its topology and its weights, read from the package): the layers and
 * options it uses are read from it, and anything else in it is refused at load rather than
 * guessed. The scores are the layers model's within float rounding (test/unit/image-check-model.test.ts).
 *
 * Plain JavaScript, as ./worker.js (see there).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as tf from "@tensorflow/tfjs-core";
import { MobileNetV2Model } from "nsfwjs/models/mobilenet_v2";

const require = createRequire(import.meta.url);

/** The model's input side (INPUT_SIDE in ./protocol.ts). */
export const SIDE = 224;

/** nsfwjs's MobileNetV2, ready to run: `run(pixels, frames)` gives each frame's class probabilities. */
export async function loadModel() {
  const steps = await compiled();
  const model = { run: (pixels, frames) => run(steps, pixels, frames) };
  // The first run compiles the kernels (XNNPACK's operators): done here, not on a member's image.
  await model.run(new Uint8Array(SIDE * SIDE * 3), 1);
  return model;
}

/** The steps, built in a scope of their own: the topology, the bundle and the weights read in JavaScript are let go once they are. */
async function compiled() {
  const json = (await MobileNetV2Model.modelJson()).default;
  const weights = decodeWeights(
    weightBundle(),
    json.weightsManifest.flatMap((group) => group.weights),
  );
  const steps = compile(json.modelTopology.model_config.config, weights);
  // The steps' functions share compile's scope, which holds the map: emptied, the arrays go (10 MB).
  weights.clear();
  return steps;
}

/**
 * The bytes of nsfwjs's weight bundle (3.5 MB of base64 in a JavaScript module), read as text and
 * decoded. Not imported: an imported module is compiled and kept for the process's life, source
 * and string with it (about 10 MB more, measured); the text read here is let go once decoded.
 * nsfwjs is pinned (package.json), and a bundle of another form is refused, naming itself.
 */
function weightBundle() {
  const file = new URL("../models/mobilenet_v2/group1-shard1of1.min.js", pathToFileURL(require.resolve("nsfwjs")));
  const base64 = /"([A-Za-z0-9+/=]{100000,})"/.exec(readFileSync(file, "latin1"))?.[1];
  if (!base64)
    throw new Error(`nsfwjs's weight bundle (${fileURLToPath(file)}) holds no base64 string this reader knows`);
  return Buffer.from(base64, "base64");
}

/**
 * The weights as float32 arrays, in JavaScript: folded here, so that the WASM memory only ever holds
 * the tensors the steps use. The bundle's are quantised to bytes (`value = q × scale + min`, as
 * TensorFlow.js's own decodeWeights reads them).
 */
function decodeWeights(bundle, specs) {
  const weights = new Map();
  let at = 0;
  for (const spec of specs) {
    const size = spec.shape.reduce((a, b) => a * b, 1);
    const values = new Float32Array(size);
    const q = spec.quantization;
    if (spec.dtype !== "float32") throw new Error(`the model's weight ${spec.name} is ${spec.dtype}, not float32`);
    if (q && (q.dtype === "uint8" || q.dtype === "uint16") && q.min !== undefined) {
      const bytes = q.dtype === "uint8" ? 1 : 2;
      for (let i = 0; i < size; i++) {
        const v = bytes === 1 ? bundle[at + i] : bundle.readUInt16LE(at + 2 * i);
        values[i] = v * q.scale + q.min;
      }
      at += size * bytes;
    } else if (!q) {
      for (let i = 0; i < size; i++) values[i] = bundle.readFloatLE(at + 4 * i);
      at += size * 4;
    } else throw new Error(`the model's weight ${spec.name} is quantised in a way this runner does not read`);
    weights.set(spec.name, { shape: spec.shape, values });
  }
  return weights;
}

/** The layers of a Keras functional model's config, as steps: folded, fused, each knowing its inputs. */
function compile(config, weights) {
  const layers = new Map(config.layers.map((layer) => [layer.name, layer]));
  const inputsOf = (layer) => (layer.inbound_nodes[0] ?? []).map(([name]) => name);
  const consumers = new Map();
  for (const layer of config.layers)
    for (const name of inputsOf(layer)) consumers.set(name, [...(consumers.get(name) ?? []), layer]);
  // The only layer reading `name`'s output, if it is one of `classes`.
  const soleConsumer = (name, ...classes) => {
    const next = consumers.get(name) ?? [];
    return next.length === 1 && classes.includes(next[0].class_name) ? next[0] : undefined;
  };
  const weight = (layer, part) => {
    const found = weights.get(`${layer.name}/${part}`);
    if (!found) throw new Error(`the model has no weight ${layer.name}/${part}`);
    return found;
  };
  const tensor = ({ values, shape }) => tf.tensor(values, shape, "float32");
  // A layer's output read under the name of the layer it was merged into.
  const alias = new Map();
  const source = (name) => alias.get(name) ?? name;
  const steps = [];
  const merged = new Set();

  for (const layer of config.layers) {
    if (merged.has(layer.name)) continue;
    const c = layer.config;
    const inputs = inputsOf(layer).map(source);
    const step = { name: layer.name, inputs };
    switch (layer.class_name) {
      case "InputLayer":
        step.input = true;
        break;
      case "Dropout": // inference: nothing
        alias.set(layer.name, inputs[0]);
        continue;
      case "ZeroPadding2D": {
        const conv = soleConsumer(layer.name, "Conv2D", "DepthwiseConv2D");
        if (conv && conv.config.padding === "valid") {
          // Merged into the convolution reading it: its explicit padding.
          alias.set(layer.name, inputs[0]);
          conv.explicitPad = [[0, 0], ...c.padding, [0, 0]];
          continue;
        }
        const pad = [[0, 0], ...c.padding, [0, 0]];
        step.apply = ([x]) => tf.pad(x, pad);
        break;
      }
      case "Conv2D":
      case "DepthwiseConv2D": {
        const depthwise = layer.class_name === "DepthwiseConv2D";
        expect(layer, c.data_format === "channels_last", "data_format");
        expect(layer, !depthwise || c.depth_multiplier === 1, "depth_multiplier");
        const kernel = weight(layer, depthwise ? "depthwise_kernel" : "kernel");
        const channels = depthwise ? kernel.shape[2] : kernel.shape[3];
        const bias = {
          shape: [channels],
          values: c.use_bias ? weight(layer, "bias").values.slice() : new Float32Array(channels),
        };
        let activation = c.activation;
        let last = layer;
        const norm = activation === "linear" ? soleConsumer(layer.name, "BatchNormalization") : undefined;
        if (norm) {
          // y = gamma (x - mean) / sqrt(variance + epsilon) + beta, over the convolution's output channels.
          expect(norm, [-1, 3].includes(norm.config.axis), "axis");
          const { epsilon } = norm.config;
          const [gamma, beta] = [
            norm.config.scale && weight(norm, "gamma"),
            norm.config.center && weight(norm, "beta"),
          ];
          const [mean, variance] = [weight(norm, "moving_mean"), weight(norm, "moving_variance")];
          const scale = new Float32Array(channels);
          for (let k = 0; k < channels; k++) {
            scale[k] = (gamma ? gamma.values[k] : 1) / Math.sqrt(variance.values[k] + epsilon);
            bias.values[k] = (bias.values[k] - mean.values[k]) * scale[k] + (beta ? beta.values[k] : 0);
          }
          // The kernel's last axis is the output channel (a depthwise kernel's [.., channel, 1]: the same, flat).
          // In place: the decoded arrays are this load's own, each read by one layer.
          for (let i = 0; i < kernel.values.length; i++) kernel.values[i] *= scale[i % channels];
          merged.add(norm.name);
          last = norm;
          const relu = soleConsumer(norm.name, "ReLU");
          if (relu && reluKind(relu)) {
            activation = reluKind(relu);
            merged.add(relu.name);
            last = relu;
          }
        }
        expect(layer, ["linear", "relu", "relu6"].includes(activation), "activation");
        step.name = last.name;
        alias.set(layer.name, last.name);
        if (norm) alias.set(norm.name, last.name);
        const options = {
          filter: tensor(kernel),
          strides: c.strides,
          pad: layer.explicitPad ?? c.padding,
          dilations: c.dilation_rate,
          bias: tensor(bias),
          activation,
        };
        step.apply = depthwise
          ? ([x]) => tf.fused.depthwiseConv2d({ x, ...options })
          : ([x]) => tf.fused.conv2d({ x, ...options });
        break;
      }
      case "BatchNormalization": {
        const [mean, variance] = [tensor(weight(layer, "moving_mean")), tensor(weight(layer, "moving_variance"))];
        const offset = c.center ? tensor(weight(layer, "beta")) : undefined;
        const scale = c.scale ? tensor(weight(layer, "gamma")) : undefined;
        step.apply = ([x]) => tf.batchNorm(x, mean, variance, offset, scale, c.epsilon);
        break;
      }
      case "ReLU": {
        const kind = reluKind(layer);
        expect(layer, kind !== undefined, "max_value, negative_slope, threshold");
        step.apply = ([x]) => (kind === "relu6" ? tf.relu6(x) : tf.relu(x));
        break;
      }
      case "Add":
        step.apply = (xs) => xs.reduce((sum, x) => tf.add(sum, x));
        break;
      case "AveragePooling2D":
        expect(layer, c.data_format === "channels_last", "data_format");
        step.apply = ([x]) => tf.avgPool(x, c.pool_size, c.strides, c.padding);
        break;
      case "Flatten":
        step.apply = ([x]) => tf.reshape(x, [x.shape[0], -1]);
        break;
      case "Dense": {
        expect(layer, ["linear", "relu", "softmax"].includes(c.activation), "activation");
        const b = tensor(weight(layer, "kernel"));
        const bias = c.use_bias ? tensor(weight(layer, "bias")) : undefined;
        const activation = c.activation === "relu" ? "relu" : "linear";
        step.apply = ([a]) => {
          const out = tf.fused.matMul({ a, b, bias, activation });
          return c.activation === "softmax" ? tf.softmax(out) : out;
        };
        break;
      }
      default:
        throw new Error(`the model has a layer this runner does not know: ${layer.class_name} (${layer.name})`);
    }
    steps.push(step);
  }
  const [[output]] = config.output_layers;
  const last = source(output);
  // How many steps read each output (the model's output is read by the caller): freed after its last reader.
  for (const step of steps) step.readers = 0;
  const byName = new Map(steps.map((step) => [step.name, step]));
  for (const step of steps) for (const name of step.inputs) byName.get(name).readers++;
  byName.get(last).readers++;
  steps.output = last;
  return steps;
}

/** "relu6" or "relu" for a Keras ReLU layer that is one of them; undefined for a leaky or thresholded one. */
function reluKind(layer) {
  const { max_value: max, negative_slope: slope = 0, threshold = 0 } = layer.config;
  if (slope !== 0 || threshold !== 0) return undefined;
  return max === 6 ? "relu6" : max === null || max === undefined ? "relu" : undefined;
}

function expect(layer, ok, option) {
  if (!ok) throw new Error(`the model's layer ${layer.name} has a ${option} this runner does not handle`);
}

/** Each frame's class probabilities; `pixels` holds `frames` SIDE² RGB images one after the other. */
async function run(steps, pixels, frames) {
  // As nsfwjs's own `infer`: values in [0, 1].
  const values = new Float32Array(pixels.length);
  for (let i = 0; i < pixels.length; i++) values[i] = pixels[i] / 255;
  const outputs = new Map();
  const left = new Map();
  const release = (name) => {
    const count = left.get(name) - 1;
    left.set(name, count);
    if (count === 0) outputs.get(name).dispose();
  };
  try {
    for (const step of steps) {
      left.set(step.name, step.readers);
      const out = step.input
        ? tf.tensor4d(values, [frames, SIDE, SIDE, 3], "float32")
        : tf.tidy(() => step.apply(step.inputs.map((name) => outputs.get(name))));
      outputs.set(step.name, out);
      for (const name of step.inputs) release(name);
    }
    return await outputs.get(steps.output).array();
  } finally {
    // An error on the way: what is still held is freed too.
    for (const [name, tensor] of outputs) if (left.get(name) > 0) tensor.dispose();
  }
}
