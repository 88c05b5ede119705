import { z } from "zod";

/**
 * Text a member typed (prompts, negatives, names, queries), checked the same way by every
 * command before anything is deferred, sent or written. Postgres refuses NUL and unpaired
 * surrogates in jsonb, the service gains nothing from control or text-direction characters,
 * and a prompt of only invisible characters is an empty prompt.
 */
export interface MemberTextLimits {
  max: number;
}

export type CheckedText = { ok: true; value: string } | { ok: false; problem: string };

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Embeddings, overrides and isolates: they reorder what others see around the text. */
const DIRECTION = /[\u202A-\u202E\u2066-\u2069]/;
const MENTION = /(?<![\w@])@(?:everyone|here)\b|<@[!&]?\d+>|<#\d+>|<\/[^<>\s]+:\d+>/;
/** Characters that show nothing: a text of only these is empty. */
const INVISIBLE = /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u2064\u206A-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;
/** Trimmed from both ends; joiners and variation selectors stay, they belong to emoji. */
const EDGES = /^[\s\u200B\u2060\uFEFF\u3164\uFFA0]+|[\s\u200B\u2060\uFEFF\u3164\uFFA0]+$/g;

export function checkMemberText(field: string, raw: string, { max }: MemberTextLimits): CheckedText {
  const surrogate = LONE_SURROGATE.exec(raw);
  if (surrogate) return bad(`${field} contains a broken character (an unpaired surrogate at position ${surrogate.index + 1})`);
  const control = CONTROL.exec(raw);
  if (control) return bad(`${field} must not contain control characters (found ${codePoint(control[0])} at position ${control.index + 1})`);
  const direction = DIRECTION.exec(raw);
  if (direction) return bad(`${field} must not contain text-direction override characters (found ${codePoint(direction[0])})`);
  const value = raw.normalize("NFC").replace(EDGES, "");
  if (value.replace(INVISIBLE, "") === "") {
    return bad(raw === "" ? `${field} must not be empty` : `${field} must contain visible text, not only spaces or invisible characters`);
  }
  if (value.length > max) return bad(`${field} must be at most ${max} characters (it has ${value.length})`);
  const mention = MENTION.exec(value);
  if (mention) return bad(`${field} must not contain mentions (found ${mention[0].slice(0, 40)})`);
  return { ok: true, value };
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
