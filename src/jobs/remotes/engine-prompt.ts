import type { Workflow } from "../../api/cloud-types.js";
import { UserError } from "../../errors.js";
import type { Engine, EnginePool } from "../../engines/pool.js";
import { text } from "../../i18n/index.js";
import type { Following, Remote } from "../remote.js";
import { followEnginePrompt } from "./engine-follow.js";
import { engineRemoteId, historyOutputs, parseEngineRemoteId, type EngineTimings } from "./engine-history.js";

export { DEFAULT_ENGINE_TIMINGS, type EngineTimings } from "./engine-history.js";

/** Where the job id rides along in the submitted graph, so a prompt whose id was lost can be found again. */
export const ENGINE_TAG = "flowbot_job";

export interface EnginePromptOptions {
  pool: EnginePool;
  timings: EngineTimings;
  deadlineMs: number;
  /** Makes the graph for the engine chosen (an input image is uploaded there); absent for a job followed again. */
  workflow?: (engine: Engine) => Promise<Workflow>;
}

/**
 * A prompt on a self-hosted engine: submitted with this process's client id to the engine with
 * the least work, followed by that engine's socket, read back from its history and queue when the
 * socket drops or after a restart, moved once to another engine if its own went away before
 * starting it, and ended with a clear message if it went away while running it.
 */
export function enginePromptRemote(options: EnginePromptOptions): Remote {
  const { pool } = options;
  let submitted: Workflow | undefined;
  const submit = async (engine: Engine, workflow: Workflow): Promise<string> => {
    await pool.ready(engine);
    const { promptId } = await engine.client.submit(workflow, pool.clientId);
    pool.queued(engine);
    return engineRemoteId(promptId, engine.url);
  };
  return {
    ref: "engine",
    deadlineMs: options.deadlineMs,
    async start(jobId) {
      if (!options.workflow) throw new Error("an engine prompt needs a workflow to start");
      const engine = await pool.pickSoon();
      if (!engine) throw new UserError(text("engine.noneAnswering"));
      submitted = tag(await options.workflow(engine), jobId);
      return { remoteId: await submit(engine, submitted) };
    },
    follow(remoteId, listener, { resumed }): Following {
      return followEnginePrompt({
        pool,
        timings: options.timings,
        remoteId,
        listener,
        resumed,
        // Only a prompt this process submitted can be sent again elsewhere: after a restart the graph is not at hand.
        ...(submitted ? { resubmit: (engine: Engine) => submit(engine, submitted!) } : {}),
      });
    },
    async stop(remoteId) {
      const { promptId, url } = parseEngineRemoteId(remoteId);
      const { client } = pool.engine(url);
      const before = await client.queue();
      let { running } = before;
      if (before.pending.some((item) => item.promptId === promptId)) {
        await client.deletePending([promptId]);
        // The engine answers an empty body: its queue says whether the prompt left it, or started meanwhile.
        ({ running } = await client.queue());
        if (!running.some((item) => item.promptId === promptId)) return "deleted";
      }
      if (!running.some((item) => item.promptId === promptId)) throw new UserError(text("cancel.notRunning"));
      await client.interrupt(promptId);
      return "interrupted";
    },
    async outputs(remoteId, known, complete) {
      if (complete && known.length > 0) return [...known];
      const { promptId, url } = parseEngineRemoteId(remoteId);
      const history = await pool.engine(url).client.history(promptId);
      return [...known, ...historyOutputs(known, history, url)];
    },
    open(output, how) {
      if (output.engine === undefined) throw new UserError(text("engine.outputGone"));
      return pool.engine(output.engine).client.view(output, how);
    },
    async reconcile(jobId) {
      for (const url of pool.urls) {
        const { running, pending } = await pool
          .engine(url)
          .client.queue()
          .catch(() => ({ running: [], pending: [] }));
        const found = [...running, ...pending].find((item) =>
          JSON.stringify(item.workflow ?? null).includes(`"${ENGINE_TAG}":"${jobId}"`),
        );
        if (found) return engineRemoteId(found.promptId, url);
      }
      return undefined;
    },
  };
}

/** The graph with the job id in the first node's `_meta`, which the engine keeps and ignores. */
function tag(workflow: Workflow, jobId: string): Workflow {
  const [first] = Object.keys(workflow).sort();
  if (first === undefined) return workflow;
  const node = workflow[first]!;
  return { ...workflow, [first]: { ...node, _meta: { ...node._meta, [ENGINE_TAG]: jobId } } };
}
