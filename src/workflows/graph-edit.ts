import type { Workflow } from "../api/cloud-types.js";
import { isLink, nodeOf } from "./graph.js";
import { RecipeError, type Link } from "./recipe-error.js";

/** Fresh node ids past the graph's highest number. */
export class IdMaker {
  private last: number;

  constructor(graph: Workflow) {
    this.last = Math.max(0, ...Object.keys(graph).map(Number).filter(Number.isInteger));
  }

  next(): string {
    return String(++this.last);
  }
}

/** Every input linked to `from` is linked to `to` instead, but in the nodes of `except` (what was put between). */
export function relink(graph: Workflow, from: Link, to: Link, except: ReadonlySet<string>): void {
  for (const id of Object.keys(graph)) {
    if (except.has(id)) continue;
    const inputs = graph[id]!.inputs;
    for (const [name, value] of Object.entries(inputs))
      if (isLink(value) && value[0] === from[0] && value[1] === from[1]) inputs[name] = [...to];
  }
}

/** An input that must be a link. */
export function linkOf(value: unknown, missing: RecipeError["reason"]): Link {
  if (!isLink(value)) throw new RecipeError(missing);
  return value;
}

/**
 * Walks the links upstream from `value` to the first node `found` takes (its answer is returned),
 * going on through the input `next` names; undefined at a literal, a missing node or a loop.
 */
export function upstream<T>(
  graph: Workflow,
  value: unknown,
  found: (node: Workflow[string]) => T | undefined,
  next: (node: Workflow[string]) => unknown,
): T | undefined {
  const seen = new Set<string>();
  while (isLink(value) && !seen.has(value[0])) {
    seen.add(value[0]);
    const node = nodeOf(graph, value[0]);
    if (!node) return undefined;
    const answer = found(node);
    if (answer !== undefined) return answer;
    value = next(node);
  }
  return undefined;
}
