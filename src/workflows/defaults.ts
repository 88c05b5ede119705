import type { Workflow } from "../api/cloud.js";
import { GENERATE_LIMITS } from "./run-limits.js";
import type { InputMapping } from "./built-in.js";
import { nodeOf } from "./graph.js";

export type OwnDefaults = Partial<Record<"width" | "height" | "steps", number>>;

/**
 * A saved workflow's own size and steps, used for the options a member leaves out: whoever saved
 * it chose them for its model. A value outside `/generate`'s limits is left to the server default.
 */
export function ownDefaults(saved: { graph: unknown; inputMapping: unknown }): OwnDefaults {
  const graph = saved.graph as Workflow;
  const mapping = saved.inputMapping as InputMapping;
  const own: OwnDefaults = {};
  for (const key of ["width", "height", "steps"] as const) {
    const target = mapping[key];
    const node = target && nodeOf(graph, target[0]);
    const value = node && Object.hasOwn(node.inputs, target[1]) ? node.inputs[target[1]] : undefined;
    const limits: { min: number; max: number; multipleOf?: number } = GENERATE_LIMITS[key];
    if (typeof value !== "number" || !Number.isInteger(value) || value < limits.min || value > limits.max) continue;
    if (limits.multipleOf && value % limits.multipleOf !== 0) continue;
    own[key] = value;
  }
  return own;
}
