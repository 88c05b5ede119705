import { text } from "../i18n/index.js";
import type { Outcome } from "./delivery.js";

/**
 * Ends a job at its deadline, counted from its creation (so a job followed again after a restart
 * keeps the time it had): `expire` gets the failure to show. The timer keeps no process alive.
 */
export function armDeadline(createdAt: number, deadlineMs: number, expire: (outcome: Outcome) => void): NodeJS.Timeout {
  const timer = setTimeout(() => expire(pastDeadline(deadlineMs)), Math.max(0, createdAt + deadlineMs - Date.now()));
  timer.unref();
  return timer;
}

/** The failure of a job that did not finish within `deadlineMs` of its creation. */
export function pastDeadline(deadlineMs: number): Outcome {
  const minutes = Math.round(deadlineMs / 60_000);
  const limit =
    minutes >= 120 ? `${Math.round(minutes / 60)} hours` : minutes > 0 ? `${minutes} minutes` : "its time limit";
  const message = `It did not finish within ${limit}, so the bot stopped waiting for it.`;
  // Worded in each reader's language where the catalogue has it (hours are still told in English).
  const worded =
    minutes >= 120
      ? {}
      : { text: minutes > 0 ? text("fail.deadline", { count: minutes }) : text("fail.deadlineNoLimit") };
  return { status: "failed", error: { code: "deadline", message, ...worded } };
}
