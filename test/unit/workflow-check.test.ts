import { describe, expect, test } from "vitest";
import type { ObjectInfo, Workflow } from "../../src/api/cloud.js";
import { textToImage } from "../../src/workflows/built-in.js";
import { inferMapping } from "../../src/workflows/infer.js";
import { parseWorkflow } from "../../src/workflows/file.js";
import { mapInput } from "../../src/workflows/map.js";
import { validateWorkflow } from "../../src/workflows/validate.js";
import { say } from "../../src/i18n/index.js";

/** The problems as an English reader gets them. */
const problems = (graph: Workflow) => validateWorkflow(graph, info).problems.map((problem) => say("en", problem));
import { objectInfo } from "../../fakes/cloud/object-info.js";

const info: ObjectInfo = {
  ...objectInfo(["mine.png"]),
  // The newer shape of a choice list, and a class named like an Object property.
  Picker: { input: { required: { mode: ["COMBO", { options: ["a", "b"] }] } }, output: ["STRING"], output_node: true },
};

describe("validateWorkflow", () => {
  test("the built-in text-to-image graph passes", () => {
    expect(validateWorkflow(textToImage().graph, info)).toEqual({ unknown: [], problems: [] });
  });

  test("collects unknown classes with their nodes, prototype names included", () => {
    const graph: Workflow = {
      ...textToImage().graph,
      "20": { class_type: "constructor", inputs: {} },
      "21": { class_type: "Mystery", inputs: {} },
      "22": { class_type: "Mystery", inputs: {} },
    };
    expect(validateWorkflow(graph, info).unknown).toEqual([
      { classType: "constructor", nodes: ["20"] },
      { classType: "Mystery", nodes: ["21", "22"] },
    ]);
  });

  test.each([
    [
      "a whole number input given a fraction",
      { "3": { steps: 2.5 } },
      "node 3 (KSampler): input `steps` must be a whole number (got 2.5).",
    ],
    [
      "text where a number goes",
      { "3": { seed: "42" } },
      'node 3 (KSampler): input `seed` must be a number (got "42").',
    ],
    ["a number where text goes", { "6": { text: 5 } }, "node 6 (CLIPTextEncode): input `text` must be text (got 5)."],
    [
      "a link to an output the node does not have",
      { "8": { vae: ["4", 7] } },
      "node 8 (VAEDecode): input `vae` links to output 7 of node 4 (CheckpointLoaderSimple), which has 3 outputs.",
    ],
    [
      "a checkpoint the service lacks",
      { "4": { ckpt_name: "other.safetensors" } },
      'node 4 (CheckpointLoaderSimple): input `ckpt_name` is "other.safetensors", not one of the service\'s choices',
    ],
  ])("names the node and input for %s", (_what, change, expected) => {
    const graph = textToImage().graph;
    for (const [id, inputs] of Object.entries(change)) Object.assign(graph[id]!.inputs, inputs);
    expect(problems(graph)).toEqual([expect.stringContaining(expected)]);
  });

  test("reads choices in the COMBO shape, and does not hold an upload input to the key's own files", () => {
    const graph: Workflow = {
      "1": { class_type: "Picker", inputs: { mode: "c" } },
      "2": { class_type: "LoadImage", inputs: { image: "someone-elses.png" } },
    };
    expect(problems(graph)).toEqual([
      'node 1 (Picker): input `mode` is "c", not one of the service\'s choices ("a", "b").',
    ]);
  });

  test("a workflow without an output node is refused", () => {
    const graph = textToImage().graph;
    delete graph["9"];
    expect(problems(graph)).toEqual([expect.stringContaining("no output node")]);
  });
});

describe("inferMapping", () => {
  test("finds the built-in workflow's own mapping", () => {
    const { graph, mapping } = textToImage();
    expect(inferMapping(graph, info)).toEqual(mapping);
  });

  test("takes no linked input, and finds the upload input of an image workflow", () => {
    const graph: Workflow = {
      "1": { class_type: "LoadImage", inputs: { image: "x.png" } },
      "2": {
        class_type: "ImageScale",
        inputs: { image: ["1", 0], upscale_method: "area", width: ["9", 0], height: 512, crop: "disabled" },
      },
      "3": { class_type: "SaveImage", inputs: { images: ["2", 0], filename_prefix: "up" } },
    };
    expect(inferMapping(graph, info)).toEqual({ image: ["1", "image"] });
  });
});

describe("mapInput", () => {
  const { graph, mapping } = textToImage();
  test.each([
    ["prompt", "3.seed", "`prompt` needs a text input"],
    ["seed", "3.model", "is fed by another node"],
    ["seed", "3.nope", "node 3 (KSampler) has no input `nope`"],
    ["seed", "constructor.x", "the workflow has no node `constructor`"],
  ] as const)("refuses %s → %s", (option, input, expected) => {
    expect(() => mapInput(graph, mapping, option, input)).toThrow(expected);
  });

  test("moves an option and leaves the rest", () => {
    expect(mapInput(graph, mapping, "seed", "5.batch_size")).toEqual({ ...mapping, seed: ["5", "batch_size"] });
  });
});

describe("parseWorkflow", () => {
  test("refuses a node that is not a class with inputs", () => {
    expect(() => parseWorkflow({ "1": { class_type: "SaveImage" } })).toThrow(
      '`file`: node "1" must be an object with `class_type` and `inputs`',
    );
    expect(() => parseWorkflow({})).toThrow("`file` holds no nodes");
  });
});
