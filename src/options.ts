import { UserError } from "./errors.js";

export interface TextLimits {
  min: number;
  max: number;
  /** What the text may hold, and how to say so. */
  pattern?: RegExp;
  allowed?: string;
}

/**
 * A member's text option, checked before anything is sent or written: trimmed, no control
 * characters, within its length, and of the allowed characters. Every refusal names the field
 * and the allowed range. Discord checks lengths too, but a client need not respect them.
 */
export function checkText(field: string, value: string, { min, max, pattern, allowed }: TextLimits): string {
  const text = value.trim();
  if (/\p{Cc}/u.test(text)) throw new UserError(`\`${field}\` must not contain control characters (line breaks, tabs, ...).`);
  // UTF-16 units, as a custom_id's 100 characters are counted: an emoji counts twice.
  const length = text.length;
  if (length < min || length > max) {
    throw new UserError(`\`${field}\` must be ${min} to ${max} characters long (it is ${length}).`);
  }
  if (pattern && !pattern.test(text)) throw new UserError(`\`${field}\` may hold only ${allowed ?? "plain text"}.`);
  return text;
}
