import { UserError } from "../errors.js";

// C0 and C1 controls (tab and newline aside), bidirectional overrides and isolates.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// Whitespace and invisible characters a text may consist of while saying nothing.
const BLANK = /^[\s\u200b-\u200d\u2060\ufeff]*$/u;

/**
 * A member's free text checked before anything is sent or stored: no control characters or lone
 * surrogates (Postgres refuses them in JSON), not blank, at most `max` characters. Undefined when
 * the option was not given.
 */
export function checkText(field: string, value: string | null | undefined, max: number): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (LONE_SURROGATE.test(value) || CONTROL.test(value)) throw new UserError(`${field} contains control or invalid characters; use plain text.`);
  if (BLANK.test(value)) throw new UserError(`${field} must not be empty.`);
  const text = value.trim();
  if (text.length > max) throw new UserError(`${field} must be at most ${max} characters (it has ${text.length}).`);
  return text;
}
