import type { BudgetCheck, CreditStore } from "../db/credits.js";
import type { GuildSettings } from "../db/settings.js";
import { text, type Text } from "../i18n/index.js";
import { relativeTime } from "../i18n/format.js";
import { UserError } from "../errors.js";
import { refuseOutsideAgeRestricted, type ChannelLike } from "./age-restricted.js";
import { refuseBannedTerms } from "./banned-terms.js";
import { refuseModels, type ModelsAsked } from "./models.js";

/** What a new job asks that the server's own rules judge. */
export interface RulesRequest {
  /** Every text the member sent, by the field that names it in a refusal (prompt, negative, frames...). */
  texts?: Record<string, string | null | undefined>;
  /** A job the service charges credits for (partner video): refused once the monthly budget is used up. */
  costsCredits?: boolean;
  /** The saved workflow the job runs, judged against the channel it is asked for in. */
  workflow?: { name: string; ageRestricted: boolean };
  /** The checkpoint and LoRAs it names, judged against the server's `/settings models`. */
  models?: ModelsAsked;
  channel?: ChannelLike | null;
}

/**
 * The rules of the job's scope (a server's, or the bot's in a member's: src/scope.ts) that need no
 * query: banned terms, an age-restricted workflow outside an age-restricted channel.
 */
export function checkRulesNow(settings: GuildSettings, request: RulesRequest, scope: string): void {
  if (request.texts && settings.bannedTerms.length > 0) refuseBannedTerms(settings.bannedTerms, request.texts, scope);
  if (request.workflow) refuseOutsideAgeRestricted(request.workflow, request.channel);
  if (request.models) refuseModels(settings.models, request.models, request.channel);
}

/**
 * The server's rules, checked before anything is sent or written: banned terms first (no query),
 * an age-restricted workflow outside an age-restricted channel, then the monthly credit budget (one query, only for a job that costs credits under a budget).
 */
export async function checkServerRules(
  settings: GuildSettings,
  guildId: string,
  credits: Pick<CreditStore, "checkBudget">,
  request: RulesRequest,
  now = new Date(),
): Promise<void> {
  checkRulesNow(settings, request, guildId);
  if (!request.costsCredits || settings.creditBudget === null) return;
  const refusal = budgetRefusal(await credits.checkBudget(guildId, settings.creditBudget, now));
  if (refusal) throw new UserError(refusal);
}

/** The refusal of a partner video job once the server's monthly credit budget is used up; undefined while it is not. */
export function budgetRefusal(check: BudgetCheck): Text | undefined {
  if (!check.exceeded || check.budget === null) return undefined;
  return text("rules.budgetUsed", {
    count: check.budget,
    used: check.used,
    resetsAt: relativeTime(check.resetsAt.getTime()),
  });
}
