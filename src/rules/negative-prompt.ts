/** A workflow graph as far as this rule reads it: each node's literal inputs. */
type Graph = Record<string, { inputs: Record<string, unknown> } | undefined>;

/**
 * The text for a workflow's mapped negative input: the member's negative, else the text the
 * workflow already holds there, followed by the server's negative prompt. Undefined when there is
 * nothing to set (no server negative and no member negative: the workflow keeps its own).
 */
export function negativeText(
  graph: Graph,
  target: readonly [string, string] | undefined,
  memberNegative: string | undefined,
  serverNegative: string | null,
): string | undefined {
  if (serverNegative === null) return memberNegative;
  const own = target ? graph[target[0]]?.inputs[target[1]] : undefined;
  const base = memberNegative ?? (typeof own === "string" ? own.trim() : "");
  return base === "" ? serverNegative : `${base}, ${serverNegative}`;
}

/** The names of saved workflows that have no negative input, so a server's negative prompt cannot reach them. */
export function withoutNegativeInput(workflows: ReadonlyArray<{ name: string; inputMapping: unknown }>): string[] {
  return workflows
    .filter((w) => !(typeof w.inputMapping === "object" && w.inputMapping !== null && "negative" in w.inputMapping))
    .map((w) => w.name);
}
