import { describe, expect, test } from "vitest";
import { describeError } from "../../src/errors.js";
import { aspectSize } from "../../src/features/generate/aspect.js";
import { withImageInput } from "../../src/features/generate/image-input.js";
import { panPadding, zoomPadding } from "../../src/features/generate/outpaint.js";
import { expandPermutations } from "../../src/features/generate/permutations.js";
import { imageToImage, outpaint, textToImage } from "../../src/workflows/built-in.js";

const refusal = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    return describeError(error).message;
  }
  throw new Error("not refused");
};

describe("aspect ratios", () => {
  test.each([
    ["1:1", 1024, 1024],
    ["4:3", 1152, 896],
    ["3:2", 1280, 832],
    ["16:9", 1344, 768],
    ["21:9", 1536, 640],
    ["3:4", 896, 1152],
    ["9:16", 768, 1344],
    ["9:21", 640, 1536],
  ] as const)("%s at 1024² is %i×%i", (aspect, width, height) => {
    expect(aspectSize(aspect, 1024 * 1024)).toEqual({ width, height });
  });

  test("a side given stays and the other follows the ratio, in multiples of 8", () => {
    expect(aspectSize("16:9", 1024 * 1024, { width: 512, height: null })).toEqual({ width: 512, height: 288 });
    expect(aspectSize("2:3", 1024 * 1024, { width: null, height: 900 })).toEqual({ width: 600, height: 900 });
  });
});

describe("permutations", () => {
  test("one prompt per combination, the first group varying slowest", () => {
    expect(expandPermutations("a {red, blue} car")).toEqual(["a red car", "a blue car"]);
    expect(expandPermutations("{a,b} and {c, d}")).toEqual(["a and c", "a and d", "b and c", "b and d"]);
    expect(expandPermutations("no choices here")).toEqual(["no choices here"]);
  });

  test("more than four combinations are refused, naming how many", () => {
    expect(refusal(() => expandPermutations("{a, b, c} {d, e}"))).toContain("6 combinations");
  });
});

describe("a workflow taking an input image", () => {
  test("a text-to-image workflow takes it in place of its empty latent, keeping its checkpoint", () => {
    const { graph, mapping } = textToImage();
    graph["4"]!.inputs.ckpt_name = "mine.safetensors";
    const taken = withImageInput({ graph, mapping })!;
    const classes = Object.values(taken.graph).map((n) => n.class_type);
    expect(classes).not.toContain("EmptyLatentImage");
    expect(classes).toEqual(expect.arrayContaining(["LoadImage", "ImageScale", "VAEEncode", "RepeatLatentBatch"]));
    expect(taken.graph["4"]!.inputs.ckpt_name).toBe("mine.safetensors");
    const [load] = taken.mapping.image!;
    expect(taken.graph[load]!.class_type).toBe("LoadImage");
    const sampler = taken.graph["3"]!.inputs;
    expect(taken.graph[(sampler.latent_image as [string, number])[0]]!.class_type).toBe("RepeatLatentBatch");
    expect(sampler.denoise).toBe(0.6);
    expect(taken.graph[taken.mapping.width![0]]!.class_type).toBe("ImageScale");
    expect(graph["5"]!.class_type).toBe("EmptyLatentImage");
  });

  test("one that maps an image already is kept; one with no empty latent cannot", () => {
    const img = imageToImage();
    expect(withImageInput(img)).toBe(img);
    const partner = { graph: { "1": { class_type: "FlowPartnerImageNode", inputs: { prompt: "" } } }, mapping: {} };
    expect(withImageInput(partner)).toBeUndefined();
  });
});

describe("zoom out and pan", () => {
  test("Zoom Out 2× doubles each side around the image; Pan ➡ grows the right edge only", () => {
    expect(zoomPadding(512, 384, "2")).toEqual({ left: 256, top: 192, right: 256, bottom: 192 });
    expect(zoomPadding(1024, 1024, "1.5")).toEqual({ left: 256, top: 256, right: 256, bottom: 256 });
    expect(panPadding(512, 384, "right")).toEqual({ left: 0, top: 0, right: 256, bottom: 0 });
    expect(panPadding(512, 384, "up")).toEqual({ left: 0, top: 192, right: 0, bottom: 0 });
  });

  test("past 2048 px per side, refused naming the limit and the largest zoom that fits", () => {
    expect(refusal(() => zoomPadding(1344, 768, "2"))).toContain("largest zoom that fits is 1.5×");
    expect(refusal(() => zoomPadding(1536, 1536, "1.5"))).toContain("cannot be zoomed out further");
    expect(refusal(() => panPadding(2048, 512, "left"))).toContain("2048");
  });

  test("the outpainting graph pads, encodes for inpainting and samples in full from the checkpoint", () => {
    // An outpaint's parameters carry its checkpoint too: the pad node takes only its own inputs.
    const padding = { left: 8, top: 0, right: 8, bottom: 0, checkpoint: "mine.safetensors" };
    const { graph } = outpaint(padding, padding.checkpoint);
    expect(graph["20"]).toEqual({
      class_type: "ImagePadForOutpaint",
      inputs: { image: ["10", 0], left: 8, top: 0, right: 8, bottom: 0, feathering: 40 },
    });
    expect(graph["21"]).toMatchObject({ class_type: "VAEEncodeForInpaint", inputs: { mask: ["20", 1] } });
    expect(graph["4"]!.inputs.ckpt_name).toBe("mine.safetensors");
  });

  test("the outpainting mapping is the built-in one's: its texts, seed and steps, and image-to-image's image; each names an input the graph has", () => {
    const { graph, mapping } = outpaint({ left: 8, top: 0, right: 8, bottom: 0 });
    const { prompt, negative, seed, steps } = textToImage().mapping;
    expect(mapping).toEqual({ prompt, negative, seed, steps, image: imageToImage().mapping.image });
    for (const [node, input] of Object.values(mapping)) expect(graph[node]?.inputs).toHaveProperty(input);
  });
});
