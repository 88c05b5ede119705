import { z } from "zod";

/**
 * Text a member typed (prompts, negatives, names, ids, queries), checked the same way by every
 * command before anything is deferred, sent or written. Postgres refuses NUL and unpaired
 * surrogates in jsonb, control and text-direction characters serve no prompt or name and can
 * disguise what others see, and a text of only invisible characters is an empty one.
 */
export interface MemberTextLimits {
  /** UTF-16 units, as Discord counts a custom_id's: an emoji counts twice. Default 1. */
  min?: number;
  max: number;
  /** What the text may hold (names, ids), and how to say so. */
  pattern?: RegExp;
  allowed?: string;
}

export type CheckedText = { ok: true; value: string } | { ok: false; problem: string };

const CONTROL = /[\p{Cc}\uFDD0-\uFDEF\uFFFE\uFFFF]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Embeddings, overrides and isolates: they reorder what others see around the text. */
const DIRECTION = /[\u202A-\u202E\u2066-\u2069]/;
const MENTION = /(?<![\w@])@(?:everyone|here)\b|<@[!&]?\d+>|<#\d+>|<\/[^<>\s]+:\d+>/;
/** Characters that show nothing: a text of only these is empty. */
const INVISIBLE = /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u2064\u206A-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;
/** Trimmed from both ends; joiners and variation selectors stay, they belong to emoji. */
const EDGES = /^[\s\u200B\u2060\uFEFF\u3164\uFFA0]+|[\s\u200B\u2060\uFEFF\u3164\uFFA0]+$/g;

/**
 * The trimmed text, or the first problem with it. `name` is the field as the message shows it
 * (`prompt`, or `` `query` ``); every message names it and, for lengths, the allowed range.
 */
export function checkMemberText(name: string, raw: string, { min = 1, max, pattern, allowed }: MemberTextLimits): CheckedText {
  const surrogate = LONE_SURROGATE.exec(raw);
  if (surrogate) return bad(`${name} contains a broken character (an unpaired surrogate at position ${surrogate.index + 1})`);
  const control = CONTROL.exec(raw);
  if (control) return bad(`${name} must not contain control characters (found ${codePoint(control[0])} at position ${control.index + 1})`);
  const direction = DIRECTION.exec(raw);
  if (direction) return bad(`${name} must not contain text-direction override characters (found ${codePoint(direction[0])})`);
  const value = raw.normalize("NFC").replace(EDGES, "");
  if (value.length < min || value.length > max) return bad(`${name} must be ${min} to ${max} characters long (it is ${value.length})`);
  if (value.replace(INVISIBLE, "") === "") return bad(`${name} must contain visible text, not only invisible characters`);
  if (pattern && !pattern.test(value)) return bad(`${name} may hold only ${allowed ?? "plain text"}`);
  const mention = MENTION.exec(value);
  if (mention) return bad(`${name} must not contain mentions (found ${mention[0].slice(0, 40)})`);
  return { ok: true, value };
}

/**
 * The first string (key or value) anywhere in parsed JSON that Postgres cannot keep in jsonb: a
 * NUL or an unpaired surrogate. Walked without recursion, so no nesting depth can overflow it.
 */
export function unstorableString(json: unknown): string | undefined {
  const pending: unknown[] = [json];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000") || LONE_SURROGATE.test(value)) return value;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return undefined;
}

/** The zod form: parses to the trimmed text, or fails with one message naming the field. */
export function memberText(field: string, limits: MemberTextLimits) {
  return z.string({ error: `${field} must be text` }).transform((raw, ctx) => {
    const checked = checkMemberText(field, raw, limits);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: "custom", message: checked.problem });
    return z.NEVER;
  });
}

function bad(problem: string): CheckedText {
  return { ok: false, problem };
}

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}
