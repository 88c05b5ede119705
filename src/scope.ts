import type { KeyHolder } from "./errors.js";

/**
 * Whose settings, key, line and quota a job goes by. In a server that installed the bot: the
 * server's id. Anywhere else (the bot's DMs, a group DM, a server that did not add the bot): the
 * member's own scope, `user:<id>`, which takes the place of a server id in every table keyed by one
 * (jobs, the line, usage, preferences), so that each member has a line and a quota of their own.
 */
const MEMBER_PREFIX = "user:";

export function memberScope(userId: string): string {
  return `${MEMBER_PREFIX}${userId}`;
}

export function isMemberScope(scope: string): boolean {
  return scope.startsWith(MEMBER_PREFIX);
}

/** The member a member scope belongs to; undefined for a server's id. */
export function memberOfScope(scope: string): string | undefined {
  return isMemberScope(scope) ? scope.slice(MEMBER_PREFIX.length) : undefined;
}

/** Whose key a scope's jobs run on, for the words of a refusal (see `KeyHolder`). */
export function keyHolderOf(scope: string): KeyHolder {
  return isMemberScope(scope) ? "member" : "server";
}
