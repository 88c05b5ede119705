import type { z } from "zod";
import { option, text, type Text } from "./i18n/index.js";

/** A numeric option's limits, as the refusal states them. */
export interface NumberLimits {
  min: number;
  max: number;
  multipleOf?: number;
}

/**
 * The first problem zod found with a command's options, as a catalogue text naming the option in
 * the reader's language (`command.field`, or the path `command` gives a schema's field) with its allowed range or values, read from the schema
 * itself (or from `limits` where given). The schemas stay free of the catalogue (the API layer
 * shares them); this is the one place their issues become words. A member-text check carries its
 * own text (see `memberText`). Undefined for an issue it has no words for (the schema's English stands).
 */
export function issueText(
  issues: readonly z.core.$ZodIssue[],
  command: string | ((name: string) => string),
  schema: z.ZodType,
  limits: Readonly<Record<string, NumberLimits>> = {},
): Text | undefined {
  const issue = issues[0];
  if (issue === undefined) return undefined;
  const own = (issue as { params?: { text?: Text } }).params?.text;
  if (own) return own;
  const name = String(issue.path[0] ?? "");
  const field = option(typeof command === "string" ? `${command}.${name}` : command(name));
  const given = limits[name];
  if (issue.code === "not_multiple_of") return text("check.multipleOf", { field, step: Number(issue.divisor) });
  const range = given ?? numberRange(fieldSchema(schema, name));
  if (range) return text("check.range", { field, min: range.min, max: range.max });
  const values = (fieldSchema(schema, name) as { options?: unknown[] } | undefined)?.options;
  if (issue.code === "invalid_value" && Array.isArray(values))
    return text("check.oneOf", { field, values: values.join(", ") });
  return undefined;
}

/** A field of an object schema (the schema itself for a single option's), past `.optional()` / `.nullable()`. */
function fieldSchema(schema: z.ZodType, name: string): unknown {
  let field: unknown = name === "" ? schema : (schema as { shape?: Record<string, unknown> }).shape?.[name];
  while (field && typeof (field as { unwrap?: unknown }).unwrap === "function")
    field = (field as { unwrap(): unknown }).unwrap();
  return field;
}

function numberRange(field: unknown): NumberLimits | undefined {
  const { minValue, maxValue } = (field ?? {}) as { minValue?: number | null; maxValue?: number | null };
  return typeof minValue === "number" &&
    typeof maxValue === "number" &&
    Number.isFinite(minValue) &&
    Number.isFinite(maxValue)
    ? { min: minValue, max: maxValue }
    : undefined;
}
