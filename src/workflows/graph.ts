import { text, type Text } from "../i18n/index.js";
import type { InputSpec, NodeInfo, ObjectInfo, Workflow } from "../api/cloud.js";

/** A link is `[node id, output index]`; anything else in `inputs` is a literal value. */
export function isLink(value: unknown): value is [string, number] {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && Number.isInteger(value[1]);
}

/** The node ids in a stable, human order (numeric ids by number). */
export function nodeIds(graph: Workflow): string[] {
  return Object.keys(graph).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** A node by id; own properties only, since links name ids from a member's file (`toString` is no node). */
export function nodeOf(graph: Workflow, id: string): Workflow[string] | undefined {
  return Object.hasOwn(graph, id) ? graph[id] : undefined;
}

/** An input's spec; own properties only, since names come from a member's file. */
export function specOf(info: NodeInfo | undefined, input: string): InputSpec | undefined {
  const own = (specs: Record<string, InputSpec> | undefined) =>
    specs && Object.hasOwn(specs, input) ? specs[input] : undefined;
  return own(info?.input?.required) ?? own(info?.input?.optional);
}

/** A class's info; own properties only (a class named `constructor` is not a known class). */
export function classInfo(info: ObjectInfo, classType: string): NodeInfo | undefined {
  return Object.hasOwn(info, classType) ? info[classType] : undefined;
}

/** `INT`, `FLOAT`, `STRING`, `BOOLEAN`, `COMBO` (a list of choices), or a link type such as `MODEL`. */
export function typeOf(spec: InputSpec): string {
  return Array.isArray(spec[0]) ? "COMBO" : String(spec[0]);
}

/** The choices of a COMBO input, in either shape the service uses. */
export function choicesOf(spec: InputSpec): unknown[] | undefined {
  if (Array.isArray(spec[0])) return spec[0];
  const options = spec[1]?.options;
  return spec[0] === "COMBO" && Array.isArray(options) ? options : undefined;
}

/** How a node is named to a member: `node 6 (CLIPTextEncode)`, in the reader's words. */
export function nodeLabel(graph: Workflow, id: string): Text {
  return text("graph.node", { id, nodeClass: nodeOf(graph, id)?.class_type ?? "?" });
}

/**
 * A loop of links (a node fed, directly or not, by its own output), as the node ids along it in
 * the direction the data flows, the first repeated at the end (`["5", "5"]` for a node linked to itself); undefined when there is none.
 * Iterative, so a chain of a thousand nodes cannot overflow the stack.
 */
export function findCycle(graph: Workflow): string[] | undefined {
  const done = new Set<string>();
  for (const root of nodeIds(graph)) {
    if (done.has(root)) continue;
    const path: string[] = [];
    const stack: Array<{ id: string; next: string[] }> = [];
    const enter = (id: string) => {
      path.push(id);
      stack.push({ id, next: sources(graph, id) });
    };
    enter(root);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const next = top.next.pop();
      if (next === undefined) {
        done.add(top.id);
        stack.pop();
        path.pop();
      } else if (path.includes(next)) {
        // The path runs from a node to what feeds it; reversed, it follows the data.
        return [...path.slice(path.indexOf(next)), next].reverse();
      } else if (!done.has(next)) {
        enter(next);
      }
    }
  }
  return undefined;
}

/** The nodes of the workflow that feed a node through its links. */
function sources(graph: Workflow, id: string): string[] {
  const inputs = Object.values(nodeOf(graph, id)?.inputs ?? {});
  return inputs
    .filter(isLink)
    .map(([source]) => source)
    .filter((source) => nodeOf(graph, source) !== undefined);
}
