import type { InputSpec, NodeInfo, ObjectInfo, Workflow } from "../api/cloud.js";

/** A link is `[node id, output index]`; anything else in `inputs` is a literal value. */
export function isLink(value: unknown): value is [string, number] {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && Number.isInteger(value[1]);
}

/** The node ids in a stable, human order (numeric ids by number). */
export function nodeIds(graph: Workflow): string[] {
  return Object.keys(graph).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** An input's spec; own properties only, since names come from a member's file. */
export function specOf(info: NodeInfo | undefined, input: string): InputSpec | undefined {
  const own = (specs: Record<string, InputSpec> | undefined) => (specs && Object.hasOwn(specs, input) ? specs[input] : undefined);
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

/** How a node is named to a member: `node 6 (CLIPTextEncode)`. */
export function nodeLabel(graph: Workflow, id: string): string {
  return `node ${id} (${graph[id]?.class_type ?? "?"})`;
}
