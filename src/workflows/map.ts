import type { Workflow } from "../api/cloud.js";
import { UserError } from "../errors.js";
import { isLink } from "./graph.js";
import type { SavedMapping } from "./check.js";
import type { Mappable } from "./limits.js";

const TEXT: readonly Mappable[] = ["prompt", "negative", "image"];

/**
 * A member's correction of where a `/generate` option goes: `node.input` names a literal input
 * of the right kind (text for prompt / negative / image, a number for the rest), or `none`.
 */
export function mapInput(graph: Workflow, mapping: SavedMapping, option: Mappable, input: string): SavedMapping {
  const next: SavedMapping = { ...mapping };
  if (input === "none") {
    delete next[option];
    return next;
  }
  const dot = input.indexOf(".");
  const [nodeId, name] = [input.slice(0, dot), input.slice(dot + 1)];
  const node = Object.hasOwn(graph, nodeId) ? graph[nodeId] : undefined;
  if (!node) throw new UserError(`\`input\`: the workflow has no node \`${nodeId}\`.`);
  if (!Object.hasOwn(node.inputs, name)) throw new UserError(`\`input\`: node ${nodeId} (${node.class_type}) has no input \`${name}\`.`);
  const value = node.inputs[name];
  if (isLink(value)) throw new UserError(`\`input\`: \`${input}\` is fed by another node, so /generate cannot set it.`);
  const wanted = TEXT.includes(option) ? "string" : "number";
  if (typeof value !== wanted) {
    throw new UserError(`\`input\`: \`${option}\` needs ${wanted === "string" ? "a text" : "a number"} input, and \`${input}\` holds ${JSON.stringify(value)}.`);
  }
  next[option] = [nodeId, name];
  return next;
}
