import { Writable } from "node:stream";
import { Client, Events, GatewayDispatchEvents, type Interaction } from "discord.js";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { AcceptedRecords } from "../../src/db/accepted.js";
import { FIRST_ANSWER_MS, interactionLedger } from "../../src/discord/gateway/interaction-ledger.js";
import { createLogger } from "../../src/logging/logger.js";

/*
 * The ledger's records of interactions as they arrive, with a real discord.js client that is not
 * logged in: the gateway's payload is emitted as its shard would, and discord.js builds the
 * interaction from it (or, for one it cannot build, never does).
 */
const log = createLogger("silent", new Writable({ write: (_c, _e, done) => done() }));
let seq = 0;
const raw = () => {
  seq++;
  return {
    id: String((BigInt(Date.now() - 1_420_070_400_000) << 22n) + BigInt(seq)),
    application_id: "1",
    type: 2,
    token: `token-${seq}`,
    version: 1,
    channel_id: "5",
    channel: { id: "5", type: 1 },
    user: { id: "9", username: "member", discriminator: "0", avatar: null, global_name: null },
    app_permissions: "0",
    locale: "en-US",
    entitlements: [],
    authorizing_integration_owners: { "1": "9" },
    context: 1,
    data: { id: "3", name: "generate", type: 1, options: [] },
  };
};

let client: Client;
let done: number[];
let later: number[];
const records: AcceptedRecords = {
  record: () => Promise.resolve(40 + seq),
  done: (id, jobRecorded) => (jobRecorded ? later : done).push(id),
  answered: () => undefined,
  flush: () => Promise.resolve(),
};
beforeEach(() => {
  vi.useFakeTimers();
  client = new Client({ intents: [] });
  done = [];
  later = [];
});
afterEach(async () => {
  vi.useRealTimers();
  await client.destroy();
});

const wired = () => {
  const ledger = interactionLedger(records, { commands: new Set(["generate"]), components: new Set() }, log);
  ledger.wire(client);
  return ledger;
};
/** What the gateway's dispatch does with an INTERACTION_CREATE: the raw event, then discord.js's handling. */
const dispatched = (payload: ReturnType<typeof raw>, { emitted = true } = {}) => {
  client.ws.emit(GatewayDispatchEvents.InteractionCreate, payload);
  if (emitted)
    (
      client as unknown as { actions: { InteractionCreate: { handle(d: unknown): void } } }
    ).actions.InteractionCreate.handle(payload);
};

test("a record discord.js never hands to a handler is forgotten after Discord's 3 s, not kept until the process ends", async () => {
  const ledger = wired();
  dispatched(raw(), { emitted: false });
  expect(ledger.pending).toBe(1);
  await vi.advanceTimersByTimeAsync(FIRST_ANSWER_MS);
  expect(ledger.pending).toBe(0);
  expect(done).toEqual([40 + seq]);
});

test("one handed on is kept while its handler runs, however long, and forgotten once it ended", async () => {
  const ledger = wired();
  let handled: Interaction | undefined;
  client.on(Events.InteractionCreate, (interaction) => {
    handled = interaction;
    ledger.begin(interaction);
  });
  dispatched(raw());
  expect(handled).toBeDefined();
  await vi.advanceTimersByTimeAsync(10 * FIRST_ANSWER_MS);
  expect(ledger.pending).toBe(1);
  expect(done).toEqual([]);
  ledger.end(handled!);
  await vi.advanceTimersByTimeAsync(0);
  expect(ledger.pending).toBe(0);
  expect(done).toEqual([40 + seq]);
});

test("the record of one whose job was recorded may be forgotten later; one that recorded none is forgotten at once", async () => {
  const ledger = wired();
  const handled: Interaction[] = [];
  client.on(Events.InteractionCreate, (interaction) => {
    handled.push(interaction);
    ledger.begin(interaction);
  });
  dispatched(raw());
  const withJob = 40 + seq;
  dispatched(raw());
  const refused = 40 + seq;
  ledger.jobRecorded(handled[0]!.id);
  // Told of a job after its handler ended (or of an interaction it never recorded): nothing kept.
  ledger.jobRecorded("1");
  for (const interaction of handled) ledger.end(interaction);
  await vi.advanceTimersByTimeAsync(0);
  expect({ later, done }).toEqual({ later: [withJob], done: [refused] });
});
