/*
 * nsfwjs's MobileNetV2 (its Keras topology and its weights, read from the package) as a short list of
 * layers ready for a runner (./onnx.js): each batch normalisation (52) folded into the convolution
 * before it (its scale into the kernel, its shift into a bias), each ReLU6 after it the
 * convolution's activation, each zero padding (5) the next convolution's explicit padding, each
 * dropout (inference) nothing. The layers and options it uses are read from the model, and anything
 * else in it is refused at load rather than guessed.
 *
 * Plain JavaScript, as ./worker.js (see there).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { MobileNetV2Model } from "nsfwjs/models/mobilenet_v2";

const require = createRequire(import.meta.url);

/** The model's input side (INPUT_SIDE in ./protocol.ts). */
export const SIDE = 224;

/**
 * The layers in order, each naming its inputs, and the name of the output. Kernels and biases are
 * float32 arrays in Keras's layout (`{ shape, values }`: a kernel's last axis its output channel).
 */
export async function foldedLayers() {
  const json = (await MobileNetV2Model.modelJson()).default;
  const weights = decodeWeights(
    weightBundle(),
    json.weightsManifest.flatMap((group) => group.weights),
  );
  return fold(json.modelTopology.model_config.config, weights);
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

/** The weights as float32 arrays, quantised to bytes in the bundle (`value = q × scale + min`, as TensorFlow.js reads them). */
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

/** The layers of a Keras functional model's config, folded and fused, each knowing its inputs. */
function fold(config, weights) {
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
  // A layer's output read under the name of the layer it was merged into.
  const alias = new Map();
  const source = (name) => alias.get(name) ?? name;
  const layers = [];
  const merged = new Set();
  const paddings = new Map();

  for (const layer of config.layers) {
    if (merged.has(layer.name)) continue;
    const c = layer.config;
    const inputs = inputsOf(layer).map(source);
    switch (layer.class_name) {
      case "InputLayer":
        layers.push({ kind: "input", name: layer.name, inputs });
        break;
      case "Dropout": // inference: nothing
        alias.set(layer.name, inputs[0]);
        break;
      case "ZeroPadding2D": {
        const conv = soleConsumer(layer.name, "Conv2D", "DepthwiseConv2D");
        expect(layer, conv?.config.padding === "valid", "place (not before a valid convolution)");
        expect(layer, c.data_format === "channels_last", "data_format");
        alias.set(layer.name, inputs[0]);
        paddings.set(conv.name, c.padding);
        break;
      }
      case "Conv2D":
      case "DepthwiseConv2D":
        layers.push(convolution(layer, inputs, { soleConsumer, weight, alias, merged, paddings }));
        break;
      case "ReLU": {
        const activation = reluKind(layer);
        expect(layer, activation !== undefined, "max_value, negative_slope, threshold");
        layers.push({ kind: "activation", name: layer.name, inputs, activation });
        break;
      }
      case "Add":
        layers.push({ kind: "add", name: layer.name, inputs });
        break;
      case "AveragePooling2D":
        expect(layer, c.data_format === "channels_last", "data_format");
        layers.push({
          kind: "averagePool",
          name: layer.name,
          inputs,
          size: c.pool_size,
          strides: c.strides,
          padding: c.padding,
        });
        break;
      case "Flatten":
        layers.push({ kind: "flatten", name: layer.name, inputs });
        break;
      case "Dense":
        expect(layer, ["linear", "relu", "softmax"].includes(c.activation), "activation");
        layers.push({
          kind: "dense",
          name: layer.name,
          inputs,
          kernel: weight(layer, "kernel"),
          bias: c.use_bias ? weight(layer, "bias") : undefined,
          activation: c.activation,
        });
        break;
      default:
        // A batch normalisation lands here only when no convolution precedes it to fold it into.
        throw new Error(`the model has a layer this runner does not know here: ${layer.class_name} (${layer.name})`);
    }
  }
  const [[output]] = config.output_layers;
  return { layers, output: source(output) };
}

/** A convolution with the batch normalisation and the ReLU after it folded in, and the zero padding before it. */
function convolution(layer, inputs, { soleConsumer, weight, alias, merged, paddings }) {
  const c = layer.config;
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
    const [gamma, beta] = [norm.config.scale && weight(norm, "gamma"), norm.config.center && weight(norm, "beta")];
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
  alias.set(layer.name, last.name);
  if (norm) alias.set(norm.name, last.name);
  return {
    kind: "convolution",
    name: last.name,
    inputs,
    depthwise,
    kernel,
    bias,
    strides: c.strides,
    dilations: c.dilation_rate,
    // [[top, bottom], [left, right]] of zeros, or Keras's "same" / "valid".
    padding: paddings.get(layer.name) ?? c.padding,
    activation,
  };
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
