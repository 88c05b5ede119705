/** Readers for JSON of unknown shape: the services' answers vary (wire-notes.md), so nothing here throws. */

export function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value as an object, or an empty one when it is not an object. */
export function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** The value when it is a non-empty string. */
export function nonEmpty(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
