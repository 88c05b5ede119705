import { checkMemberText } from "../api/schemas/member-text.js";
import { UserError } from "../errors.js";

/**
 * A member's free text checked before anything is sent or stored, by the rules every command
 * shares (src/api/schemas/member-text.ts): no control, direction or broken characters (Postgres
 * refuses NUL and lone surrogates in JSON), not blank, no mentions, at most `max` characters.
 * Undefined when the option was not given.
 */
export function checkText(field: string, value: string | null | undefined, max: number): string | undefined {
  if (value === null || value === undefined) return undefined;
  const checked = checkMemberText(field, value, { max });
  if (!checked.ok) throw new UserError(`${checked.problem}.`);
  return checked.value;
}
