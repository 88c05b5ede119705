import { quotaResetsAt } from "../db/usage.js";
import { t, text, type Text } from "../i18n/index.js";
import { relativeTime } from "../i18n/format.js";

/** A member's own use of the day, as they see it in `/settings show` and `/show`, in their language. */
export function usageLine(
  { used, givenBack }: { used: number; givenBack: number },
  quota: number | null,
  now = new Date(),
  locale?: string,
): string {
  const resetsAt = relativeTime(quotaResetsAt(now).getTime());
  if (givenBack === 0)
    return quota === null
      ? t(locale, "usage.noQuota", { count: used })
      : t(locale, "usage.withQuota", { count: used, quota, resetsAt });
  // Jobs the service failed, lost or did not finish in time are not counted: the member is told.
  const back = t(locale, "usage.givenBack", { count: givenBack });
  if (quota === null) return t(locale, "usage.noQuotaGivenBack", { count: used, givenBack: back });
  return t(locale, "usage.withQuotaGivenBack", { count: used, quota, givenBack: back, resetsAt });
}

/**
 * The refusal of a job over the member's daily quota, with their use and when it resets: a
 * server's quota, or outside servers that installed the bot (`outside`) the operator's per member.
 */
export function quotaRefusal(quota: number, now = new Date(), outside = false): Text {
  const params = { count: quota, resetsAt: relativeTime(quotaResetsAt(now).getTime()) };
  return outside ? text("anywhere.quotaRefused", params) : text("usage.refused", params);
}
