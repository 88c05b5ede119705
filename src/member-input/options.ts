import { checkMemberText, type MemberTextLimits } from "./member-text.js";
import { UserError } from "../errors.js";
import type { FieldName } from "./member-text.js";

export type TextLimits = MemberTextLimits;

/**
 * A member's text option, checked before anything is sent or written: trimmed, no control,
 * direction or broken characters, not only invisible ones, within its length, of the allowed
 * characters and without mentions (the rules live in one place, shared with the API schemas).
 * Every refusal names the field and the allowed range. Discord checks lengths too, but a client
 * need not respect them.
 */
export function checkText(field: FieldName, value: string, limits: TextLimits): string {
  const checked = checkMemberText(field, value, limits);
  if (!checked.ok) throw new UserError(checked.text);
  return checked.value;
}
