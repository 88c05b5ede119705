import { quotaResetsAt } from "../db/usage.js";
import { relativeTime } from "./render.js";

/** A member's own use of the day, as they see it in `/settings show` and `/show`. */
export function usageLine(used: number, quota: number | null, now = new Date()): string {
  const jobs = used === 1 ? "1 job" : `${used} jobs`;
  if (quota === null) return `You have started ${jobs} today; this server sets no daily limit.`;
  return `You have started ${jobs} of your ${quota} today; the count resets ${relativeTime(quotaResetsAt(now).getTime())}.`;
}

/** The refusal of a job over the member's daily quota, with their use and when it resets. */
export function quotaRefusal(quota: number, now = new Date()): string {
  const jobs = quota === 1 ? "1 job" : `${quota} jobs`;
  return `You have used your ${jobs} for today on this server (${quota} of ${quota}). The count resets ${relativeTime(quotaResetsAt(now).getTime())}.`;
}
