import type { Workflow } from "../../api/cloud-types.js";
import { ApiError } from "../../api/errors.js";
import { refusedValues } from "../../api/engine/refusal.js";
import { UserError } from "../../errors.js";
import type { Engine, EnginePool } from "../../engines/pool.js";
import { checkpointNeed, kindOfInput, modelNeeds, type Need } from "../../models/needs.js";
import { text } from "../../i18n/index.js";
import { noFence, type Following, type Remote } from "../remote.js";
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
  /** What the graph names that its engine must hold: it goes only to engines that hold all of it. */
  needs?: readonly Need[];
}

/** History entries read per engine when a job's prompt is looked for after a crash (its newest). */
const HISTORY_READ = 1_000;

/** Engines tried for one start when each refuses a name it was listed with (its lists changed meanwhile). */
const REFUSED_TRIES = 3;

/**
 * A prompt on a self-hosted engine: submitted with this process's client id to the least busy
 * engine that holds what it names and has room (waiting for one: `EnginePool.acquire`), followed
 * by that engine's socket, read back from its history and queue when the socket drops or after a
 * restart, moved once to another engine that holds its models if its own went away before
 * starting it, and ended with a clear message if it went away while running it. An engine that
 * refuses a name it was listed with has its lists read again, and the prompt goes to one that holds it.
 */
export function enginePromptRemote(options: EnginePromptOptions): Remote {
  const { pool } = options;
  const needs = options.needs ?? [];
  let submitted: Workflow | undefined;
  /** Sends the graph to an engine picked for it (counted in flight there), or gives its room back. */
  const submit = async (engine: Engine, workflow: Workflow): Promise<string> => {
    try {
      await pool.ready(engine);
      const { promptId } = await engine.client.submit(workflow, pool.clientId);
      pool.submitted(engine, promptId, checkpointNeed(modelNeeds(workflow)));
      pool.queued(engine);
      return engineRemoteId(promptId, engine.url);
    } catch (error) {
      pool.release(engine);
      throw error;
    }
  };
  return {
    ref: "engine",
    deadlineMs: options.deadlineMs,
    async start(jobId, sending = noFence, update) {
      if (!options.workflow) throw new Error("an engine prompt needs a workflow to start");
      const waits = { holderWaitMs: options.timings.goneMs, roomWaitMs: options.deadlineMs };
      // While every engine that could take it is at its most, its message shows its place in that line.
      const place = update && ((ahead: number) => update({ phase: "queued", queueAhead: ahead }));
      for (let attempt = 1; ; attempt++) {
        const engine = await pool.acquire(needs, waits, place);
        try {
          submitted = tag(await options.workflow(engine), jobId);
          // Marked sent right before its POST: a process gone before this leaves a job never sent, started again elsewhere.
          await sending();
        } catch (error) {
          pool.release(engine);
          throw error;
        }
        try {
          return { remoteId: await submit(engine, submitted) };
        } catch (error) {
          const lacking = refusedNeeds(error);
          if (lacking.length === 0 || !pool.models || attempt >= REFUSED_TRIES) throw error;
          // Its lists were out of date: struck off there, read again, and the prompt goes to an engine that holds them.
          await pool.models.refused(engine.url, lacking);
        }
      }
    },
    follow(remoteId, listener, { resumed }): Following {
      return followEnginePrompt({
        pool,
        timings: options.timings,
        remoteId,
        listener,
        resumed,
        // Only a prompt this process submitted can be sent again elsewhere: after a restart the graph is not at hand.
        ...(submitted ? { resubmit: (engine: Engine) => submit(engine, submitted!), needs } : {}),
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
      if (!running.some((item) => item.promptId === promptId)) throw new UserError(text("job.notRunning"));
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
      const engine = output.engine === undefined ? undefined : pool.find(output.engine);
      if (!engine) throw new UserError(text("engine.outputGone"));
      return engine.client.view(output, how);
    },
    async reconcile(jobId) {
      const tagged = (workflow: unknown) => JSON.stringify(workflow ?? null).includes(`"${ENGINE_TAG}":"${jobId}"`);
      const silent: string[] = [];
      for (const url of pool.urls) {
        const { client } = pool.engine(url);
        try {
          // The queue first, then the history: a prompt that ends between the two reads is in the second.
          const { running, pending } = await client.queue();
          const queued = [...running, ...pending].find((item) => tagged(item.workflow));
          if (queued) return engineRemoteId(queued.promptId, url);
          const ran = (await client.histories(HISTORY_READ)).find(({ history }) => tagged(history.workflow));
          if (ran) return engineRemoteId(ran.promptId, url);
        } catch {
          silent.push(url);
        }
      }
      // An engine that does not answer is not an empty queue: the job is looked for again later, never failed "no trace".
      if (silent.length > 0) throw new Error(`engines not answering, the job may be there: ${silent.join(", ")}`);
      return undefined;
    },
  };
}

/** The names an engine refused because it does not hold them (`value_not_in_list` on a loader or sampler input). */
function refusedNeeds(error: unknown): Need[] {
  if (!(error instanceof ApiError)) return [];
  return refusedValues(error).flatMap(({ classType, input, value }) => {
    const kind = kindOfInput(classType, input);
    return kind ? [{ kind, name: value }] : [];
  });
}

/** The graph with the job id in the first node's `_meta`, which the engine keeps and ignores. */
function tag(workflow: Workflow, jobId: string): Workflow {
  const [first] = Object.keys(workflow).sort();
  if (first === undefined) return workflow;
  const node = workflow[first]!;
  return { ...workflow, [first]: { ...node, _meta: { ...node._meta, [ENGINE_TAG]: jobId } } };
}
