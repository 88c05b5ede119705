import { t } from "../i18n/index.js";
import type { ObjectInfo, Workflow } from "../api/cloud.js";
import type { InputMapping } from "./built-in.js";
import { classInfo, isLink, nodeIds, nodeOf, specOf, typeOf } from "./graph.js";
import type { Mappable } from "./limits.js";

type Target = [string, string];

const TEXT_INPUTS = ["text", "prompt", "text_g", "positive"];

/**
 * Guesses where each `/generate` option goes in a workflow. Only literal inputs of the right type
 * are taken (a linked input is fed by another node). The prompt and negative are found by
 * following a sampler's `positive` / `negative` links to the node that holds their text; the rest
 * by input name, the first node in id order winning. The guess is shown and can be corrected.
 */
export function inferMapping(graph: Workflow, info: ObjectInfo): InputMapping {
  const ids = nodeIds(graph);
  const literal = (id: string, name: string, types: string[]): boolean => {
    const node = nodeOf(graph, id);
    const value = node && Object.hasOwn(node.inputs, name) ? node.inputs[name] : undefined;
    const spec = node && specOf(classInfo(info, node.class_type), name);
    return value !== undefined && !isLink(value) && spec !== undefined && types.includes(typeOf(spec));
  };
  const first = (names: string[], types: string[], where: (id: string) => boolean = () => true): Target | undefined => {
    for (const id of ids) {
      const name = names.find((n) => literal(id, n, types));
      if (name && where(id)) return [id, name];
    }
    return undefined;
  };
  /** The text input of the node a sampler's conditioning input links to. */
  const conditioning = (input: "positive" | "negative"): Target | undefined => {
    for (const id of ids) {
      const link = graph[id]!.inputs[input];
      if (!isLink(link) || !nodeOf(graph, link[0])) continue;
      const name = TEXT_INPUTS.find((n) => literal(link[0], n, ["STRING"]));
      if (name) return [link[0], name];
    }
    return undefined;
  };

  const mapping: InputMapping = {};
  const set = (key: keyof InputMapping, target: Target | undefined) => {
    if (target) mapping[key] = target;
  };
  set("negative", conditioning("negative"));
  const notNegative = (id: string) => id !== mapping.negative?.[0];
  set("prompt", conditioning("positive") ?? first(["prompt", "text"], ["STRING"], notNegative));
  set("seed", first(["seed", "noise_seed"], ["INT"]));
  set("steps", first(["steps"], ["INT"]));
  const size = ids.find((id) => literal(id, "width", ["INT"]) && literal(id, "height", ["INT"]));
  if (size) {
    mapping.width = [size, "width"];
    mapping.height = [size, "height"];
  }
  set("count", size && literal(size, "batch_size", ["INT"]) ? [size, "batch_size"] : first(["batch_size"], ["INT"]));
  set("image", imageInput(graph, info, ids));
  set("denoise", first(["denoise"], ["FLOAT"]));
  return mapping;
}

/** An upload input (LoadImage's `image`): its value is replaced by the member's upload. */
function imageInput(graph: Workflow, info: ObjectInfo, ids: string[]): Target | undefined {
  for (const id of ids) {
    const spec = specOf(classInfo(info, graph[id]!.class_type), "image");
    if (spec?.[1]?.image_upload === true && !isLink(graph[id]!.inputs.image)) return [id, "image"];
  }
  return undefined;
}

/** One line per option, in the reader's language: where it goes, or that the workflow has no place for it. */
export function describeMapping(
  graph: Workflow,
  mapping: InputMapping,
  options: readonly Mappable[],
  locale?: string,
): string[] {
  return options.map((option) => {
    const target = mapping[option];
    if (!target) return t(locale, "graph.notUsed", { option });
    return t(locale, "graph.mapsTo", {
      option,
      target: `${target[0]}.${target[1]}`,
      nodeClass: nodeOf(graph, target[0])?.class_type ?? "?",
    });
  });
}
