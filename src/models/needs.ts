import type { Workflow } from "../api/cloud-types.js";
import { NAMED_INPUTS, type ModelKind } from "./kinds.js";

/** A name a graph holds that the backend running it must have. */
export interface Need {
  kind: ModelKind;
  name: string;
}

/**
 * What a graph needs its backend to hold: the names in its loaders' and samplers' inputs (a link
 * is no name), each once. Read from the graph itself, so a saved workflow routes like the built-in one.
 */
export function modelNeeds(graph: Workflow): Need[] {
  const needs = new Map<string, Need>();
  for (const node of Object.values(graph)) {
    const inputs = Object.hasOwn(NAMED_INPUTS, node.class_type) ? NAMED_INPUTS[node.class_type]! : {};
    for (const [input, kind] of Object.entries(inputs)) {
      const name = Object.hasOwn(node.inputs, input) ? node.inputs[input] : undefined;
      if (typeof name === "string" && name !== "") needs.set(`${kind}\n${name}`, { kind, name });
    }
  }
  return [...needs.values()];
}

/** The checkpoint a graph loads first (its engine may hold it loaded already); undefined when none. */
export function checkpointNeed(needs: readonly Need[]): string | undefined {
  return needs.find((need) => need.kind === "checkpoint")?.name;
}

/** The kind an input of a class names, if it names one. */
export function kindOfInput(classType: string, input: string): ModelKind | undefined {
  const inputs = Object.hasOwn(NAMED_INPUTS, classType) ? NAMED_INPUTS[classType]! : undefined;
  return inputs && Object.hasOwn(inputs, input) ? inputs[input] : undefined;
}
