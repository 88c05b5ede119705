import { text } from "../i18n/index.js";
import type { Workflow } from "../api/cloud.js";
import { UserError } from "../errors.js";
import { kindOfInput } from "../models/needs.js";
import { isLink, nodeOf } from "./graph.js";
import type { SavedMapping } from "./check.js";
import type { Mappable } from "./limits.js";

const TEXT: readonly Mappable[] = ["prompt", "negative", "image", "model", "lora"];
/** The options that name a model: they go only into a loader's input naming that kind. */
const LOADED = { model: "checkpoint", lora: "lora" } as const;

/**
 * A member's correction of where a `/generate` option goes: `node.input` names a literal input
 * of the right kind (text for prompt / negative / image, a loader's checkpoint or LoRA name for
 * model / lora, a number for the rest), or `none`.
 */
export function mapInput(graph: Workflow, mapping: SavedMapping, option: Mappable, input: string): SavedMapping {
  const next: SavedMapping = { ...mapping };
  if (input === "none") {
    delete next[option];
    return next;
  }
  const dot = input.indexOf(".");
  const [nodeId, name] = [input.slice(0, dot), input.slice(dot + 1)];
  const node = nodeOf(graph, nodeId);
  if (!node) throw new UserError(text("graph.noNode", { node: nodeId }));
  if (!Object.hasOwn(node.inputs, name))
    throw new UserError(text("graph.noInput", { node: nodeId, nodeClass: node.class_type, input: name }));
  const value = node.inputs[name];
  if (isLink(value)) throw new UserError(text("graph.linked", { input }));
  if ((option === "model" || option === "lora") && kindOfInput(node.class_type, name) !== LOADED[option])
    throw new UserError(text("graph.notLoader", { option, input, nodeClass: node.class_type }));
  const wanted = TEXT.includes(option) ? "string" : "number";
  if (typeof value !== wanted) {
    throw new UserError(
      text(wanted === "string" ? "graph.wrongTypeText" : "graph.wrongTypeNumber", {
        option,
        input,
        value: JSON.stringify(value),
      }),
    );
  }
  next[option] = [nodeId, name];
  return next;
}
