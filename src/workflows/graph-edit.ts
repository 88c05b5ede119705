import type { Workflow } from "../api/cloud-types.js";
import { isLink } from "./graph.js";
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
