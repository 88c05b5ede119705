import { z } from "zod";
import { say, text, type Text, type Word } from "../i18n/index.js";

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

/** A refusal names the field: as written, a command's option or a catalogue word, in the reader's language. */
export type FieldName = Word;

export type CheckedText = { ok: true; value: string } | { ok: false; problem: string; text: Text };

const CONTROL = /[\p{Cc}\uFDD0-\uFDEF\uFFFE\uFFFF]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Embeddings, overrides and isolates: they reorder what others see around the text. */
const DIRECTION = /[\u202A-\u202E\u2066-\u2069]/;
const MENTION = /(?<![\w@])@(?:everyone|here)\b|<@[!&]?\d+>|<#\d+>|<\/[^<>\s]+:\d+>/;
/** Characters that show nothing: a text of only these is empty. */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- each one is matched alone on purpose (fillers, variation selectors)
  /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u2064\u206A-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;
/** Trimmed from both ends; joiners and variation selectors stay, they belong to emoji. */
const EDGES = /^[\s\u200B\u2060\uFEFF\u3164\uFFA0]+|[\s\u200B\u2060\uFEFF\u3164\uFFA0]+$/g;

/**
 * The trimmed text, or the first problem with it. `field` is the field the message names (an
 * option's path, worded for each reader); every message names it and, for lengths, the allowed
 * range. `problem` is the English text (logs, the API's schemas), `text` the catalogue's.
 */
export function checkMemberText(
  field: FieldName,
  raw: string,
  { min = 1, max, pattern, allowed }: MemberTextLimits,
): CheckedText {
  const surrogate = LONE_SURROGATE.exec(raw);
  if (surrogate) return bad(text("check.surrogate", { field, position: surrogate.index + 1 }));
  const control = CONTROL.exec(raw);
  if (control) return bad(text("check.control", { field, found: codePoint(control[0]), position: control.index + 1 }));
  const direction = DIRECTION.exec(raw);
  if (direction) return bad(text("check.direction", { field, found: codePoint(direction[0]) }));
  const value = raw.normalize("NFC").replace(EDGES, "");
  if (value.length < min || value.length > max)
    return bad(text("check.length", { field, min, max, length: value.length }));
  if (value.replace(INVISIBLE, "") === "") return bad(text("check.invisible", { field }));
  if (pattern && !pattern.test(value)) return bad(text("check.pattern", { field, allowed: allowed ?? "plain text" }));
  const mention = MENTION.exec(value);
  if (mention) return bad(text("check.mention", { field, found: mention[0].slice(0, 40) }));
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

/** The zod form: parses to the trimmed text, or fails with one message naming the field (its catalogue text in `params.text`). */
export function memberText(field: FieldName, limits: MemberTextLimits) {
  const name =
    typeof field === "string"
      ? field
      : "option" in field
        ? field.option.slice(field.option.lastIndexOf(".") + 1)
        : say("en", field as Text);
  return z.string({ error: `${name} must be text` }).transform((raw, ctx) => {
    const checked = checkMemberText(field, raw, limits);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: "custom", message: checked.problem, params: { text: checked.text } });
    return z.NEVER;
  });
}

function bad(why: Text): CheckedText {
  return { ok: false, problem: say("en", why).replace(/\.$/, ""), text: why };
}

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}
