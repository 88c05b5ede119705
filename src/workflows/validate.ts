import type { InputSpec, ObjectInfo, Workflow } from "../api/cloud.js";
import { text, type Text } from "../i18n/index.js";
import { choicesOf, classInfo, findCycle, isLink, nodeIds, nodeLabel, nodeOf, specOf, typeOf } from "./graph.js";

export interface UnknownClass {
  classType: string;
  nodes: string[];
}

export interface Validation {
  /** Classes the service does not know, each with the nodes that use it. */
  unknown: UnknownClass[];
  /** Every other problem, one sentence each, naming the node and the input. */
  problems: Text[];
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
  const problems: Text[] = [];
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
      if (!Object.hasOwn(node.inputs, name) || node.inputs[name] === undefined)
        problems.push(text("graph.inputMissing", { node: label, input: name }));
    }
    for (const [name, value] of Object.entries(node.inputs)) {
      const spec = specOf(nodeInfo, name);
      if (value === undefined || !spec) continue;
      const at = { node: label, input: name };
      const problem = isLink(value) ? linkProblem(graph, info, value, at) : valueProblem(spec, value, at);
      if (problem) problems.push(problem);
    }
  }
  const cycle = findCycle(graph);
  if (cycle) problems.push(cycleProblem(graph, cycle));
  if (outputs === 0 && unknown.size === 0) problems.push(text("graph.noOutput"));
  return { unknown: [...unknown].map(([classType, nodes]) => ({ classType, nodes })), problems };
}

/** The node and input a problem is about. */
type At = { node: Text; input: string };

function linkProblem(graph: Workflow, info: ObjectInfo, [source, index]: [string, number], at: At): Text | undefined {
  const from = nodeOf(graph, source);
  if (!from) return text("graph.linkNoNode", { ...at, source });
  const outputs = classInfo(info, from.class_type)?.output;
  if (outputs && (index < 0 || index >= outputs.length)) {
    return text("graph.linkNoOutput", { ...at, index, source: nodeLabel(graph, source), count: outputs.length });
  }
  return undefined;
}

/** The service runs nodes in the order their links give; a loop has none. */
function cycleProblem(graph: Workflow, cycle: string[]): Text {
  if (cycle.length === 2) return text("graph.selfLoop", { node: nodeLabel(graph, cycle[0]!) });
  const labels = cycle.map((id) => nodeLabel(graph, id));
  const nodes = labels.slice(0, -1).reduceRight((rest, first) => text("graph.arrow", { first, rest }), labels.at(-1)!);
  return text("graph.loop", { nodes });
}

function valueProblem(spec: InputSpec, value: unknown, at: At): Text | undefined {
  const options = spec[1] ?? {};
  const type = typeOf(spec);
  if (type === "INT" || type === "FLOAT") {
    if (typeof value !== "number" || !Number.isFinite(value))
      return text("graph.notNumber", { ...at, value: show(value) });
    if (type === "INT" && !Number.isInteger(value)) return text("graph.notWhole", { ...at, value: show(value) });
    const min = typeof options.min === "number" ? options.min : -Infinity;
    const max = typeof options.max === "number" ? options.max : Infinity;
    if (value < min || value > max)
      return text("graph.outside", { ...at, value: show(value), min: String(min), max: String(max) });
    return undefined;
  }
  if (type === "STRING" && typeof value !== "string") return text("graph.notText", { ...at, value: show(value) });
  if (type === "BOOLEAN" && typeof value !== "boolean") return text("graph.notBoolean", { ...at, value: show(value) });
  const choices = choicesOf(spec);
  if (choices && !UPLOAD_FLAGS.some((flag) => options[flag] === true) && !choices.includes(value)) {
    const listed = choices.slice(0, 8).map(show).join(", ");
    return text("graph.notChoice", {
      ...at,
      value: show(value),
      choices: `${listed}${choices.length > 8 ? ", …" : ""}`,
    });
  }
  return undefined;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
