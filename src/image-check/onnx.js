/*
 * nsfwjs's MobileNetV2, folded (./nsfwjs.js), as an ONNX model for ONNX Runtime: built in memory at
 * each load, never written to disk or fetched. Its input is what the check has, a batch of SIDE²
 * RGB images as bytes (NHWC); the graph divides them by 255 as nsfwjs does and turns them to NCHW
 * once, at its start. Encoded by onnx-proto (ONNX's own schema, compiled for protobufjs).
 *
 * Plain JavaScript, as ./worker.js (see there).
 */
import protobuf from "onnx-proto";

const { onnx } = protobuf;
const { AttributeType } = onnx.AttributeProto;
const { DataType } = onnx.TensorProto;

/** ONNX's opset the nodes are written for (13: Clip's bounds and Softmax's axis as used here). */
const OPSET = 13;

/** The encoded ModelProto of `layers` (from ./nsfwjs.js): input "pixels" (uint8, [frames, side, side, 3]), output "scores". */
export function onnxModel({ layers, output }, side) {
  const nodes = [];
  const initializers = [];
  const node = (opType, inputs, outputs, attributes = {}) =>
    nodes.push({ opType, input: inputs, output: outputs, name: outputs[0], attribute: Object.values(attributes) });
  const constant = (name, dims, values) => {
    initializers.push({ name, dims, dataType: DataType.FLOAT, rawData: bytesOf(values) });
    return name;
  };
  const zero = constant("zero", [], new Float32Array([0]));
  const six = constant("six", [], new Float32Array([6]));
  const activate = (kind, from, to) => {
    if (kind === "relu6") node("Clip", [from, zero, six], [to]);
    else if (kind === "relu") node("Relu", [from], [to]);
    else if (kind === "softmax") node("Softmax", [from], [to], { axis: int("axis", 1) });
    else node("Identity", [from], [to]);
  };

  for (const layer of layers) {
    const [x] = layer.inputs;
    const out = layer.name === output ? "scores" : layer.name;
    switch (layer.kind) {
      case "input":
        node("Cast", ["pixels"], ["pixels/float"], { to: int("to", DataType.FLOAT) });
        node("Div", ["pixels/float", constant("255", [], new Float32Array([255]))], ["pixels/scaled"]);
        node("Transpose", ["pixels/scaled"], [out], { perm: ints("perm", [0, 3, 1, 2]) });
        break;
      case "convolution": {
        const [kh, kw, inChannels, outChannels] = layer.depthwise
          ? [...layer.kernel.shape.slice(0, 2), 1, layer.kernel.shape[2]]
          : layer.kernel.shape;
        // Keras's [kh, kw, in, out] turned to ONNX's [out, in, kh, kw] by ONNX Runtime as it loads (a
        // constant folded once, in its own memory), not by a copy here.
        const keras = constant(`${layer.name}/kernel`, [kh, kw, inChannels, outChannels], layer.kernel.values);
        const weight = `${layer.name}/W`;
        node("Transpose", [keras], [weight], { perm: ints("perm", [3, 2, 0, 1]) });
        const bias = constant(`${layer.name}/B`, [outChannels], layer.bias.values);
        const convolved = layer.activation === "linear" ? out : `${layer.name}/conv`;
        node("Conv", [x, weight, bias], [convolved], {
          kernel: ints("kernel_shape", [kh, kw]),
          strides: ints("strides", layer.strides),
          dilations: ints("dilations", layer.dilations),
          group: int("group", layer.depthwise ? outChannels : 1),
          ...padding(layer.padding),
        });
        if (convolved !== out) activate(layer.activation, convolved, out);
        break;
      }
      case "activation":
        activate(layer.activation, x, out);
        break;
      case "add":
        layer.inputs.slice(1).reduce((sum, next, i) => {
          const to = i === layer.inputs.length - 2 ? out : `${layer.name}/${i}`;
          node("Add", [sum, next], [to]);
          return to;
        }, x);
        break;
      case "averagePool":
        node("AveragePool", [x], [out], {
          kernel: ints("kernel_shape", layer.size),
          strides: ints("strides", layer.strides),
          ...padding(layer.padding),
        });
        break;
      case "flatten":
        // Keras flattens channels last: back to NHWC first.
        node("Transpose", [x], [`${layer.name}/nhwc`], { perm: ints("perm", [0, 2, 3, 1]) });
        node("Flatten", [`${layer.name}/nhwc`], [out], { axis: int("axis", 1) });
        break;
      case "dense": {
        const [inputs, units] = layer.kernel.shape;
        const weight = constant(`${layer.name}/W`, [inputs, units], layer.kernel.values);
        const bias = layer.bias ? [constant(`${layer.name}/B`, [units], layer.bias.values)] : [];
        const product = layer.activation === "linear" ? out : `${layer.name}/gemm`;
        node("Gemm", [x, weight, ...bias], [product]);
        if (product !== out) activate(layer.activation, product, out);
        break;
      }
      default:
        throw new Error(`no ONNX form for a ${layer.kind} layer (${layer.name})`);
    }
  }

  const graph = {
    name: "nsfwjs-mobilenet-v2",
    node: nodes,
    initializer: initializers,
    input: [valueInfo("pixels", DataType.UINT8, ["frames", side, side, 3])],
    output: [valueInfo("scores", DataType.FLOAT, ["frames", null])],
  };
  const model = { irVersion: 7, opsetImport: [{ domain: "", version: OPSET }], producerName: "flowbot", graph };
  return onnx.ModelProto.encode(onnx.ModelProto.create(model)).finish();
}

const int = (name, i) => ({ name, type: AttributeType.INT, i });
const ints = (name, values) => ({ name, type: AttributeType.INTS, ints: values });

/** Keras's padding as ONNX's: "same" is TensorFlow's (any odd pixel at the end), explicit zeros as [top, left, bottom, right]. */
function padding(keras) {
  if (keras === "same") return { pad: { name: "auto_pad", type: AttributeType.STRING, s: Buffer.from("SAME_UPPER") } };
  if (keras === "valid") return {};
  const [[top, bottom], [left, right]] = keras;
  return { pad: ints("pads", [top, left, bottom, right]) };
}

const bytesOf = (values) => new Uint8Array(values.buffer, values.byteOffset, values.byteLength);

function valueInfo(name, elemType, dims) {
  const dim = dims.map((d) => (typeof d === "string" ? { dimParam: d } : d === null ? {} : { dimValue: d }));
  return { name, type: { tensorType: { elemType, shape: { dim } } } };
}
