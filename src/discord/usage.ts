import type { BudgetCheck } from "../db/credits.js";
import { quotaResetsAt } from "../db/usage.js";
import { t, text, type Text } from "../i18n/index.js";
import { relativeTime } from "./render.js";

/** A member's own use of the day, as they see it in `/settings show` and `/show`, in their language. */
export function usageLine({ used, givenBack }: { used: number; givenBack: number }, quota: number | null, now = new Date(), locale?: string): string {
  const resetsAt = relativeTime(quotaResetsAt(now).getTime());
  if (givenBack === 0) return quota === null ? t(locale, "usage.noQuota", { count: used }) : t(locale, "usage.withQuota", { count: used, quota, resetsAt });
  const jobs = used === 1 ? "1 job" : `${used} jobs`;
  // Jobs the service failed, lost or did not finish in time are not counted: the member is told.
  const back = ` (${givenBack === 1 ? "1 job that failed is" : `${givenBack} jobs that failed are`} not counted)`;
  if (quota === null) return `You have started ${jobs} today${back}; this server sets no daily limit.`;
  return `You have started ${jobs} of your ${quota} today${back}; the count resets ${resetsAt}.`;
}

/** The refusal of a job over the member's daily quota, with their use and when it resets. */
export function quotaRefusal(quota: number, now = new Date()): Text {
  return text("usage.refused", { count: quota, resetsAt: relativeTime(quotaResetsAt(now).getTime()) });
}

/** The refusal of a partner video job once the server's monthly credit budget is used up; undefined while it is not. */
export function budgetRefusal(check: BudgetCheck): string | undefined {
  if (!check.exceeded) return undefined;
  return `This server has used its budget of ${check.budget} credits for this month (${check.used} used). Video jobs can start again ${relativeTime(check.resetsAt.getTime())}.`;
}
