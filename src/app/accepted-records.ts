import type { Client } from "discord.js";
import {
  isInteraction,
  type AcceptedRecords,
  type AcceptedRow,
  type AcceptedStore,
  type Answered,
} from "../db/accepted.js";
import type { Liveness } from "../db/liveness.js";
import type { InteractionLedger } from "../discord/gateway/interaction-ledger.js";
import type { ReactionRouter } from "../discord/routing/reactions.js";
import type { Logger } from "../logging/logger.js";

/** Rows written in one statement at most. */
const BATCH = 500;

/**
 * Statements recording accepted rows under way at once. A command's first answer waits for its
 * record (src/admission/answer-first.ts): one at a time, under a burst of 500 commands in 3 s each
 * waited for the statement under way, then its own (first answer p50 204 ms against 19 before).
 */
const RECORDS_AT_ONCE = 3;

/**
 * How long how an interaction was answered waits before it is written: most handlers end (and
 * their record is deleted) within it, and then it is never written. A process gone before it was
 * written leaves Discord's original response to tell how it was answered.
 */
const ANSWER_WRITE_DELAY_MS = 1_000;

/**
 * How long a handled record whose interaction recorded a job waits to be deleted with the others
 * handled meanwhile: a burst's records go in a few statements, not one each. Left behind by a
 * process killed meanwhile, such a record is never handled again: the process taking it over finds
 * the interaction's job and forgets it (`takeOverAccepted`). A graceful stop writes it (`flush`).
 */
const FORGET_DELAY_MS = 250;

/**
 * Items written in batches of `BATCH`, one statement each: `soon` (the same turn of the event
 * loop's items together) or `later` (after `delayMs`, with all that came meanwhile). While `most`
 * statements are under way, the items that come meanwhile wait for the next. `write` never throws.
 */
function batches<T>(write: (batch: T[]) => Promise<void>, delayMs = 0, most = 1) {
  let items: T[] = [];
  // Each loop under way takes the items that come meanwhile; it says it is over (`writers`) in the
  // same turn as it finds none left, so an item is never left behind by all.
  let writers = 0;
  const loops = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  const loop = async () => {
    writers++;
    try {
      while (items.length > 0) {
        const batch = items.slice(0, BATCH);
        items = items.slice(BATCH);
        await write(batch);
      }
    } finally {
      writers--;
    }
  };
  const run = () => {
    clearTimeout(timer);
    clearImmediate(immediate);
    timer = immediate = undefined;
    if (writers < most && items.length > 0) {
      const running = loop();
      loops.add(running);
      void running.finally(() => loops.delete(running));
    }
    return Promise.all(loops);
  };
  return {
    /** Keeps only the items `keep` says to (none written then). */
    filter(keep: (item: T) => boolean): void {
      items = items.filter(keep);
    },
    push(item: T, when: "soon" | "later" = "soon"): void {
      items.push(item);
      if (writers >= most || immediate) return;
      if (when === "later") timer ??= setTimeout(() => void run(), delayMs).unref();
      else {
        clearTimeout(timer);
        timer = undefined;
        immediate = setImmediate(() => void run());
      }
    },
    /** Writes every item now, waiting for the statements under way: resolves once none is left. */
    async flush(): Promise<void> {
      while (items.length > 0 || writers > 0) await run();
    },
  };
}

/**
 * Accepted reactions and interactions recorded for `owner` in batches: while `RECORDS_AT_ONCE`
 * statements are under way, the rows accepted meanwhile wait for the next, which records them all
 * (a burst costs a few statements, not one each). Forgetting them, and how interactions were answered, is batched
 * the same way, and waits for nobody: a record whose interaction recorded a job a moment later with
 * the others of its burst, any other at once (left behind, it would be handled again); how one was
 * answered is written only if its handler has not ended a moment later. A graceful stop writes
 * everything pending (`flush`) before the others may take this process's rows over.
 */
export function acceptedRecords(
  store: Pick<AcceptedStore, "record" | "done" | "answered">,
  owner: string,
  log: Logger,
): AcceptedRecords {
  type Waiting = { row: AcceptedRow; resolve: (id: number) => void; reject: (error: unknown) => void };
  const waiting = batches<Waiting>(
    async (batch) => {
      try {
        const ids = await store.record(
          batch.map((w) => w.row),
          owner,
        );
        batch.forEach((w, i) => w.resolve(ids[i]!));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    },
    0,
    RECORDS_AT_ONCE,
  );
  const forgotten = batches<number>(
    (ids) => store.done(ids).catch((error: unknown) => log.warn({ err: error }, "could not forget handled records")),
    FORGET_DELAY_MS,
  );
  const answers = batches<{ id: number; how: Answered }>(
    (batch) =>
      store
        .answered(batch)
        .catch((error: unknown) => log.warn({ err: error }, "could not record how interactions were answered")),
    ANSWER_WRITE_DELAY_MS,
  );
  return {
    record: (row) => new Promise<number>((resolve, reject) => waiting.push({ row, resolve, reject })),
    done: (id, jobRecorded = false) => {
      answers.filter((a) => a.id !== id);
      forgotten.push(id, jobRecorded ? "later" : "soon");
    },
    answered: (id, how) => answers.push({ id, how }, "later"),
    async flush() {
      // Records first: their handlers wait for their ids, and may then say how they were answered.
      await waiting.flush();
      await Promise.all([answers.flush(), forgotten.flush()]);
    },
  };
}

/**
 * Takes over the rows recorded by processes that are gone, in the servers this process serves (it
 * can read their messages and members) and outside servers, and handles each again: a reaction
 * through `reactions` (its jobs are deduplicated by image, so one that already started is not
 * started twice), an interaction through `interactions` unless it recorded a job already (that job
 * is taken over as a job) and does not resume (`ComponentHandler.resumes`, `ContextMenuHandler.resumes`:
 * it starts the rest).
 */
export async function takeOverAccepted(
  store: Pick<AcceptedStore, "otherOwners" | "takeOver" | "started" | "done">,
  liveness: Pick<Liveness, "alive" | "owner">,
  client: Client,
  handlers: { reactions: Pick<ReactionRouter, "replay">; interactions: Pick<InteractionLedger, "replay" | "resumes"> },
  log: Logger,
): Promise<number> {
  const owners = await store.otherOwners(liveness.owner);
  if (owners.length === 0) return 0;
  const alive = await liveness.alive(owners);
  const gone = owners.filter((o) => !alive.has(o));
  const held = await store.takeOver(gone, [...client.guilds.cache.keys()], liveness.owner);
  if (held.length === 0) return 0;
  log.info({ count: held.length }, "took over accepted reactions and interactions");
  const interactions = held.filter(isInteraction);
  // One that resumes (a command or press starting several jobs) is handled again whatever it recorded: it starts the rest.
  const recorded = await store.started(interactions.map((row) => row.interaction.id));
  const started = new Set(
    interactions
      .filter((row) => recorded.has(row.interaction.id) && !handlers.interactions.resumes(row.interaction))
      .map((row) => row.interaction.id),
  );
  const handled = interactions.filter((row) => started.has(row.interaction.id)).map((row) => row.id);
  await store.done(handled);
  for (const row of held) {
    if (!isInteraction(row)) void handlers.reactions.replay(client, row);
    else if (!started.has(row.interaction.id))
      void handlers.interactions.replay(client, row, recorded.has(row.interaction.id));
  }
  return held.length;
}
