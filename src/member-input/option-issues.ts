import type { z } from "zod";
import { option, text, type OptionRef, type Text } from "../i18n/index.js";

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
  const range = given ?? numberRange(fieldSchema(schema, name));
  if (issue.code === "not_multiple_of") return multipleOf(field, Number(issue.divisor), issue.input, range);
  if (range) return text("check.range", { field, min: range.min, max: range.max });
  const values = (fieldSchema(schema, name) as { options?: unknown[] } | undefined)?.options;
  if (issue.code === "invalid_value" && Array.isArray(values))
    return text("check.oneOf", { field, values: values.join(", ") });
  return undefined;
}

/**
 * A value that is not a multiple of `step`, refused with the nearest ones within the range (500 → 496 or 504),
 * when the issue carries the value (`safeParse(value, { reportInput: true })`).
 */
function multipleOf(field: OptionRef, step: number, input: unknown, range: NumberLimits | undefined): Text {
  if (typeof input !== "number" || !Number.isFinite(input) || !(step > 0))
    return text("check.multipleOf", { field, step });
  const below = Math.floor(input / step) * step;
  const near = [below, below + step].filter(
    (value) => value !== input && (!range || (value >= range.min && value <= range.max)),
  );
  return near.length > 0
    ? text("check.multipleOfNear", { field, step, values: near.map(String) })
    : text("check.multipleOf", { field, step });
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
