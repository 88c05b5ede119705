import type { Client } from "discord.js";
import type { AcceptedReactionStore } from "../db/accepted-reactions.js";
import type { Liveness } from "../db/liveness.js";
import type { AcceptedReaction, ReactionRecords, ReactionRouter } from "../discord/routing/reactions.js";
import type { Logger } from "../logging/logger.js";

/** Rows written in one statement at most. */
const BATCH = 500;

/**
 * Accepted reactions recorded for `owner` in batches: while one statement is under way, the
 * reactions accepted meanwhile wait for the next, which records them all (a burst costs a few
 * statements, not one each). Forgetting them is batched the same way, and waits for nobody.
 */
export function reactionRecords(
  store: Pick<AcceptedReactionStore, "record" | "done">,
  owner: string,
  log: Logger,
): ReactionRecords {
  type Waiting = { row: AcceptedReaction; resolve: (id: number) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let writing = false;
  let forgotten: number[] = [];
  let forgetting = false;
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
      await store.done(ids).catch((error: unknown) => log.warn({ err: error }, "could not forget handled reactions"));
    }
    forgetting = false;
  };
  return {
    record: (row) =>
      new Promise<number>((resolve, reject) => {
        waiting.push({ row, resolve, reject });
        // The same turn of the event loop's reactions go in one statement.
        if (!writing) {
          writing = true;
          setImmediate(() => void write());
        }
      }),
    done: (id) => {
      forgotten.push(id);
      if (!forgetting) {
        forgetting = true;
        setImmediate(() => void forget());
      }
    },
  };
}

/**
 * Takes over the reactions recorded by processes that are gone, in the servers this process
 * serves (it can read their messages and members), and handles each again through `router`: the
 * jobs they start are deduplicated by image, so one that already started is not started twice.
 */
export async function takeOverReactions(
  store: Pick<AcceptedReactionStore, "otherOwners" | "takeOver">,
  liveness: Pick<Liveness, "alive" | "owner">,
  client: Client,
  router: Pick<ReactionRouter, "replay">,
  log: Logger,
): Promise<number> {
  const owners = await store.otherOwners(liveness.owner);
  if (owners.length === 0) return 0;
  const alive = await liveness.alive(owners);
  const gone = owners.filter((o) => !alive.has(o));
  const held = await store.takeOver(gone, [...client.guilds.cache.keys()], liveness.owner);
  if (held.length > 0) log.info({ count: held.length }, "took over accepted reactions");
  for (const reaction of held) void router.replay(client, reaction);
  return held.length;
}
