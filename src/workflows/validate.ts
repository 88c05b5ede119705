import type { InputSpec, ObjectInfo, Workflow } from "../api/cloud.js";
import { choicesOf, classInfo, findCycle, isLink, nodeIds, nodeLabel, nodeOf, specOf, typeOf } from "./graph.js";

export interface UnknownClass {
  classType: string;
  nodes: string[];
}

export interface Validation {
  /** Classes the service does not know, each with the nodes that use it. */
  unknown: UnknownClass[];
  /** Every other problem, one sentence each, naming the node and the input. */
  problems: string[];
}

/** Inputs whose choices are the key's own uploads: a saved workflow's value names another account's file. */
const UPLOAD_FLAGS = ["image_upload", "video_upload", "audio_upload"];

/**
 * Checks an API-format workflow against the service's `object_info`, as the service would on
 * submit: known classes, required inputs, values within their ranges and choices, links to
 * existing nodes and outputs, and at least one output node.
 */
export function validateWorkflow(graph: Workflow, info: ObjectInfo): Validation {
  const unknown = new Map<string, string[]>();
  const problems: string[] = [];
  let outputs = 0;
  for (const id of nodeIds(graph)) {
    const node = graph[id]!;
    const nodeInfo = classInfo(info, node.class_type);
    if (!nodeInfo) {
      unknown.set(node.class_type, [...(unknown.get(node.class_type) ?? []), id]);
      continue;
    }
    if (nodeInfo.output_node) outputs++;
    const label = nodeLabel(graph, id);
    for (const name of Object.keys(nodeInfo.input.required ?? {})) {
      if (!Object.hasOwn(node.inputs, name) || node.inputs[name] === undefined) problems.push(`${label}: required input \`${name}\` is missing.`);
    }
    for (const [name, value] of Object.entries(node.inputs)) {
      const spec = specOf(nodeInfo, name);
      if (value === undefined || !spec) continue;
      const problem = isLink(value) ? linkProblem(graph, info, value) : valueProblem(spec, value);
      if (problem) problems.push(`${label}: input \`${name}\` ${problem}.`);
    }
  }
  const cycle = findCycle(graph);
  if (cycle) problems.push(cycleProblem(graph, cycle));
  if (outputs === 0 && unknown.size === 0) problems.push("The workflow has no output node (such as SaveImage), so it would produce nothing.");
  return { unknown: [...unknown].map(([classType, nodes]) => ({ classType, nodes })), problems };
}

function linkProblem(graph: Workflow, info: ObjectInfo, [source, index]: [string, number]): string | undefined {
  const from = nodeOf(graph, source);
  if (!from) return `links to node ${source}, which is not in the workflow`;
  const outputs = classInfo(info, from.class_type)?.output;
  if (outputs && (index < 0 || index >= outputs.length)) {
    return `links to output ${index} of ${nodeLabel(graph, source)}, which has ${outputs.length} output${outputs.length === 1 ? "" : "s"}`;
  }
  return undefined;
}

/** The service runs nodes in the order their links give; a loop has none. */
function cycleProblem(graph: Workflow, cycle: string[]): string {
  if (cycle.length === 2) return `${nodeLabel(graph, cycle[0]!)} links to itself, so it could never run.`;
  return `Nodes ${cycle.map((id) => nodeLabel(graph, id)).join(" → ")} feed each other in a loop, so none of them could run.`;
}

function valueProblem(spec: InputSpec, value: unknown): string | undefined {
  const options = spec[1] ?? {};
  const type = typeOf(spec);
  if (type === "INT" || type === "FLOAT") {
    if (typeof value !== "number" || !Number.isFinite(value)) return `must be a number (got ${show(value)})`;
    if (type === "INT" && !Number.isInteger(value)) return `must be a whole number (got ${show(value)})`;
    const min = typeof options.min === "number" ? options.min : -Infinity;
    const max = typeof options.max === "number" ? options.max : Infinity;
    if (value < min || value > max) return `is ${show(value)}, outside ${min} to ${max}`;
    return undefined;
  }
  if (type === "STRING" && typeof value !== "string") return `must be text (got ${show(value)})`;
  if (type === "BOOLEAN" && typeof value !== "boolean") return `must be true or false (got ${show(value)})`;
  const choices = choicesOf(spec);
  if (choices && !UPLOAD_FLAGS.some((flag) => options[flag] === true) && !choices.includes(value)) {
    const listed = choices.slice(0, 8).map(show).join(", ");
    return `is ${show(value)}, not one of the service's choices (${listed}${choices.length > 8 ? ", …" : ""})`;
  }
  return undefined;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
