import { isEnginePromptId, type EngineHistory } from "../../api/engine/client.js";
import type { StoredOutput } from "../../db/store.js";
import { executionErrorText } from "../../errors.js";
import { failure } from "../failure.js";
import type { RemoteEnd } from "../remote.js";
import { newOutputs } from "./cloud-prompt.js";

export interface EngineTimings {
  /** How often a prompt is read back while its engine's socket is down or quiet. */
  pollMs: number;
  /** How long an engine may fail to answer before its prompts are moved (pending) or ended (running). */
  goneMs: number;
  /** Reads of a history entry not written yet, right after `execution_success` (engine-notes.md's race). */
  historyRetries: number;
  historyRetryMs: number;
  /** After `execution_success`, how long `executing: null` (sent once the entry is written) may take before the entry is read anyway. */
  successWaitMs: number;
}

export const DEFAULT_ENGINE_TIMINGS: EngineTimings = {
  pollMs: 2_000,
  goneMs: 20_000,
  historyRetries: 15,
  historyRetryMs: 200,
  successWaitMs: 1_000,
};

/**
 * A remote id names the engine too: `<prompt_id>@<engine URL>`, so that a takeover follows it
 * there. The prompt id is a checked UUID, so the first `@` always ends it: the engine part is the
 * URL this bot submitted to, never one an engine chose (and `EnginePool.engine` knows only listed ones).
 */
export function engineRemoteId(promptId: string, engineUrl: string): string {
  if (!isEnginePromptId(promptId)) throw new Error("an engine prompt id is a UUID");
  return `${promptId}@${engineUrl}`;
}

/** The prompt id and engine URL of a remote id; throws when the prompt id is not a UUID. */
export function parseEngineRemoteId(remoteId: string): { promptId: string; url: string } {
  const at = remoteId.indexOf("@");
  const promptId = remoteId.slice(0, Math.max(0, at));
  if (at < 0 || !isEnginePromptId(promptId)) throw new Error("not an engine remote id");
  return { promptId, url: remoteId.slice(at + 1) };
}

/** The outputs of a history entry not among `known`, each naming its engine (where `/view` fetches it). */
export function historyOutputs(
  known: readonly StoredOutput[],
  history: EngineHistory | undefined,
  engineUrl: string,
): StoredOutput[] {
  const fresh: StoredOutput[] = [];
  for (const [node, output] of Object.entries(history?.outputs ?? {}))
    fresh.push(...newOutputs([...known, ...fresh], node, output).map((o) => ({ ...o, engine: engineUrl })));
  return fresh;
}

/** How a finished history entry ends the job. */
export function endOf(history: EngineHistory): RemoteEnd {
  if (history.status === "success") return { status: "completed" };
  if (history.end?.type === "execution_error")
    return {
      status: "failed",
      error: failure(
        history.end.exceptionType,
        executionErrorText(history.end.exceptionType, history.end.exceptionMessage),
      ),
    };
  return { status: "cancelled" };
}
