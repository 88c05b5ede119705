/** A file name as people type it: the part after the last `/`, without its extension, in lower case. */
export function shortName(name: string): string {
  const file = name.slice(name.lastIndexOf("/") + 1);
  const dot = file.lastIndexOf(".");
  return (dot > 0 ? file.slice(0, dot) : file).toLowerCase();
}

/**
 * The name a member meant, among those that exist: the exact name, else the one name equal to it
 * but for case, folder and extension (`<lora:ink:0.8>` for `styles/ink.safetensors`); undefined
 * when none is, or several are.
 */
export function resolveName(typed: string, names: readonly string[]): string | undefined {
  if (names.includes(typed)) return typed;
  const lower = typed.toLowerCase();
  const same = names.filter((name) => name.toLowerCase() === lower);
  if (same.length === 1) return same[0];
  const short = shortName(typed);
  const matches = names.filter((name) => shortName(name) === short);
  return matches.length === 1 ? matches[0] : undefined;
}

/** Up to `count` names nearest to what was typed: those containing it first, then by edit distance. */
export function closestNames(typed: string, names: readonly string[], count = 3): string[] {
  const short = shortName(typed);
  const scored = names.map((name) => {
    const other = shortName(name);
    const contains = other.includes(short) || short.includes(other) ? 0 : 1;
    return { name, contains, distance: editDistance(short, other) };
  });
  // Far from everything (more than half its letters changed): no suggestion rather than a random one.
  return scored
    .filter((s) => s.contains === 0 || s.distance <= Math.max(2, Math.ceil(short.length / 2)))
    .sort((a, b) => a.contains - b.contains || a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, count)
    .map((s) => s.name);
}

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
