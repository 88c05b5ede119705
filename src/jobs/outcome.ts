import type { Outcome } from "./delivery.js";
import type { Reason } from "./failure.js";
import { INTERRUPTED_ELSEWHERE, type RemoteEnd } from "./remote.js";

/** How a job ends when its remote work ends: a cancel says why it was asked for, when this process asked. */
export function outcomeOf(end: RemoteEnd, cancelMessage: Reason | undefined): Outcome {
  if (end.status === "cancelled")
    return { status: "cancelled", reason: cancelMessage ?? end.reason ?? INTERRUPTED_ELSEWHERE };
  return end;
}
