import { checkMemberText, type MemberTextLimits } from "./api/schemas/member-text.js";
import { UserError } from "./errors.js";

export type TextLimits = MemberTextLimits;

/**
 * A member's text option, checked before anything is sent or written: trimmed, no control,
 * direction or broken characters, not only invisible ones, within its length, of the allowed
 * characters and without mentions (the rules live in one place, shared with the API schemas).
 * Every refusal names the field and the allowed range. Discord checks lengths too, but a client
 * need not respect them.
 */
export function checkText(field: string, value: string, limits: TextLimits): string {
  const checked = checkMemberText(`\`${field}\``, value, limits);
  if (!checked.ok) throw new UserError(`${checked.problem}.`);
  return checked.value;
}
