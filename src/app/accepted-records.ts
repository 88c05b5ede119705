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
 * How long how an interaction was answered waits before it is written: most handlers end (and
 * their record is deleted) within it, and then it is never written. A process gone before it was
 * written leaves Discord's original response to tell how it was answered.
 */
const ANSWER_WRITE_DELAY_MS = 1_000;

/**
 * Accepted reactions and interactions recorded for `owner` in batches: while one statement is
 * under way, the rows accepted meanwhile wait for the next, which records them all (a burst costs a
 * few statements, not one each). Forgetting them, and how interactions were answered, is batched
 * the same way, and waits for nobody; how one was answered is written only if its handler has
 not ended a moment later.
 */
export function acceptedRecords(
  store: Pick<AcceptedStore, "record" | "done" | "answered">,
  owner: string,
  log: Logger,
): AcceptedRecords {
  type Waiting = { row: AcceptedRow; resolve: (id: number) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let writing = false;
  let forgotten: number[] = [];
  let forgetting = false;
  let answers: { id: number; how: Answered }[] = [];
  let answering = false;
  const write = async () => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, BATCH);
      waiting = waiting.slice(BATCH);
      try {
        const ids = await store.record(
          batch.map((w) => w.row),
          owner,
        );
        batch.forEach((w, i) => w.resolve(ids[i]!));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    writing = false;
  };
  const forget = async () => {
    forgetting = true;
    while (forgotten.length > 0) {
      const ids = forgotten.slice(0, BATCH);
      forgotten = forgotten.slice(BATCH);
      await store.done(ids).catch((error: unknown) => log.warn({ err: error }, "could not forget handled records"));
    }
    forgetting = false;
  };
  const answer = async () => {
    answering = true;
    while (answers.length > 0) {
      const batch = answers.slice(0, BATCH);
      answers = answers.slice(BATCH);
      await store
        .answered(batch)
        .catch((error: unknown) => log.warn({ err: error }, "could not record how interactions were answered"));
    }
    answering = false;
  };
  return {
    record: (row) =>
      new Promise<number>((resolve, reject) => {
        waiting.push({ row, resolve, reject });
        // The same turn of the event loop's rows go in one statement.
        if (!writing) {
          writing = true;
          setImmediate(() => void write());
        }
      }),
    done: (id) => {
      answers = answers.filter((a) => a.id !== id);
      forgotten.push(id);
      if (!forgetting) {
        forgetting = true;
        setImmediate(() => void forget());
      }
    },
    answered: (id, how) => {
      answers.push({ id, how });
      if (!answering) {
        answering = true;
        setTimeout(() => void answer(), ANSWER_WRITE_DELAY_MS).unref();
      }
    },
  };
}

/**
 * Takes over the rows recorded by processes that are gone, in the servers this process serves (it
 * can read their messages and members) and outside servers, and handles each again: a reaction
 * through `reactions` (its jobs are deduplicated by image, so one that already started is not
 * started twice), an interaction through `interactions` unless it recorded a job already (that job
 * is taken over as a job).
 */
export async function takeOverAccepted(
  store: Pick<AcceptedStore, "otherOwners" | "takeOver" | "started" | "done">,
  liveness: Pick<Liveness, "alive" | "owner">,
  client: Client,
  handlers: { reactions: Pick<ReactionRouter, "replay">; interactions: Pick<InteractionLedger, "replay"> },
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
  const started = await store.started(interactions.map((row) => row.interaction.id));
  const handled = interactions.filter((row) => started.has(row.interaction.id)).map((row) => row.id);
  await store.done(handled);
  for (const row of held) {
    if (!isInteraction(row)) void handlers.reactions.replay(client, row);
    else if (!started.has(row.interaction.id)) void handlers.interactions.replay(client, row);
  }
  return held.length;
}
