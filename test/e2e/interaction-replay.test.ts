import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { InteractionHandle } from "../../fakes/discord/driver.js";
import { makePng } from "../../fakes/png.js";
import type { Answered, RawInteraction } from "../../src/db/accepted.js";
import { rawRows } from "../helpers/db.js";
import { ended, jobIdOf, setGuildKey, startHarness, type Harness } from "./harness.js";

/*
 * Issue 37: a press of a button that reached a process now gone (recorded by it, under an owner no
 * process holds) is handled again by this one, resumed as that process answered it, or forgotten
 * when nobody can answer it any more. The fake Discord knows the press; no shard was sent it.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, {}, { timings: { scanMs: 200 } });
  await setGuildKey(h);
}, 60_000);
afterAll(() => h?.close());

type Stored = NonNullable<ReturnType<Harness["discord"]["messages"]["get"]>>;

async function result(): Promise<Stored> {
  const interaction = await h.discord.driver.slashCommand("generate", { prompt: "a lighthouse" });
  return ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
}

const rerollOf = (message: Stored) => /gen:reroll:[^"]+/.exec(JSON.stringify(message.components))![0];
const shown = (message: Stored) =>
  JSON.stringify(h.discord.messages.get(message.id), ["content", "embeds", "title", "description"]);
const held = async () => Number((await rawRows(h.database, sql`select count(*)::int as n from accepted`))[0]!.n);
const callbacks = (press: InteractionHandle) =>
  h.discord.restLog.filter((r) => r.path.startsWith(`/interactions/${press.id}/`));
const requestsOf = (press: InteractionHandle) =>
  h.discord.restLog.filter((r) => r.path.includes(press.token) || r.path.includes(press.id));

/** The process gone answering the press as it did, with Discord's own callback. */
async function answer(press: InteractionHandle, type: 4 | 5 | 6, data?: object): Promise<void> {
  const response = await fetch(`${h.discord.apiUrl}/v10/interactions/${press.id}/${press.token}/callback`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type, ...(data ? { data } : {}) }),
  });
  expect(response.status).toBe(204);
}

/** Recorded by a process gone (an owner nobody holds): taken over by the bot's next scan. */
async function recordedByProcessGone(
  message: Pick<Stored, "channelId">,
  press: InteractionHandle,
  answered?: Answered,
): Promise<void> {
  const store = h.database.store.accepted;
  const user = (press.payload.member as { user: { id: string } }).user.id;
  const row = { guildId: h.discord.guild.id, channelId: message.channelId, userId: user };
  const [id] = await store.record([{ ...row, interaction: press.payload as RawInteraction }], randomUUID());
  if (answered) await store.answered([{ id: id!, how: answered }]);
}

test.each([
  ["recorded as answered so", "deferUpdate" as const],
  ["the process gone before it recorded how (as Discord's original response says)", undefined],
])(
  "a button answered with its message (deferUpdate), %s, is resumed so: its failure is said privately, the result it sits under left as it was",
  async (_, answered) => {
    const target = await result();
    const before = shown(target);
    const press = await h.discord.driver.clickButton(target.id, rerollOf(target), { undelivered: true });
    await answer(press, 6);
    // Its job is no longer this server's: the handler fails (as any failure would) once it runs again.
    await rawRows(h.database, sql`update jobs set guild_id = 'elsewhere' where id = ${jobIdOf(target)}`);
    await recordedByProcessGone(target, press, answered);

    const told = await h.discord.waitFor(() => press.followUps()[0], 20_000);
    expect(told.flags & 64).toBe(64);
    expect(told.content).toContain("⚠️");
    expect(shown(target)).toBe(before);
    await expect.poll(held, { timeout: 10_000 }).toBe(0);
  },
  60_000,
);

test("a press nobody answered within Discord's 3 s is forgotten, not handled into Unknown interaction", async () => {
  const target = await result();
  const press = await h.discord.driver.clickButton(target.id, rerollOf(target), { undelivered: true });
  const jobs = await rawRows(h.database, sql`select count(*)::int as n from jobs`);
  h.discord.clock.advance(4_000);
  await recordedByProcessGone(target, press);

  await expect.poll(held, { timeout: 10_000 }).toBe(0);
  expect(callbacks(press)).toEqual([]);
  expect(await rawRows(h.database, sql`select count(*)::int as n from jobs`)).toEqual(jobs);
  expect(h.logs.some((l) => l.includes(press.id) && l.includes("can no longer be answered"))).toBe(true);
}, 60_000);

test("a press past its token's 15 minutes is forgotten without a word to Discord, even one answered", async () => {
  const target = await result();
  const press = await h.discord.driver.clickButton(target.id, rerollOf(target), { undelivered: true });
  await answer(press, 5);
  const asked = requestsOf(press).length;
  h.discord.clock.advance(16 * 60_000);
  await recordedByProcessGone(target, press, "defer");

  await expect.poll(held, { timeout: 10_000 }).toBe(0);
  expect(requestsOf(press)).toHaveLength(asked);
  expect(h.logs.some((l) => l.includes(press.id) && l.includes("can no longer be answered"))).toBe(true);
}, 60_000);

const handledAgain = (press: InteractionHandle) =>
  h.logs.filter((l) => l.includes(press.id) && l.includes("handling again an interaction taken over"));
const jobCount = async () => Number((await rawRows(h.database, sql`select count(*)::int as n from jobs`))[0]!.n);

test("a graceful restart right after a burst of handled interactions leaves none of their records: none is handled again", async () => {
  const start = { data: makePng(64, 40, "rec"), filename: "rec.png", contentType: "image/png", width: 64, height: 40 };
  const burst = await Promise.all([
    // Jobs recorded: their records are forgotten a moment later, with the others of the burst.
    ...Array.from({ length: 8 }, (_, i) => h.discord.driver.slashCommand("generate", { prompt: `burst ${i}` })),
    // No job (a question asked): their records are forgotten at once.
    ...Array.from({ length: 3 }, () =>
      h.discord.driver.slashCommand("video", { start, prompt: "a reel", is_rec: true }, { subcommand: "start-end" }),
    ),
  ]);
  await Promise.all(burst.map((press) => press.response()));
  let left = -1;
  // Stopped as soon as every one was answered: the stop waits for their handlers, then writes what they left.
  await h.restart(async () => {
    left = await held();
  });
  expect(left).toBe(0);
  // The new process, started and past its first scan, handled none of them again.
  expect(burst.flatMap(handledAgain)).toEqual([]);
  // Each /generate recorded its one job, in the process stopped; no question became one.
  const ids = burst.map((press) => press.id);
  const jobs = await rawRows(
    h.database,
    sql`select interaction_id as id, count(*)::int as n from jobs where interaction_id in ${ids} group by 1`,
  );
  expect(Object.fromEntries(jobs.map((r) => [r.id, r.n]))).toEqual(
    Object.fromEntries(ids.slice(0, 8).map((id) => [id, 1])),
  );
}, 90_000);

test("a handled record left behind by a process killed before deleting it, its job recorded, is forgotten, not handled again", async () => {
  const command = await h.discord.driver.slashCommand("generate", { prompt: "handled before the kill" });
  const message = await ended(h, (await h.discord.waitFor(() => command.originalMessage())).id);
  const jobs = await jobCount();
  const requests = requestsOf(command).length;
  // As the killed process left it: answered, its job recorded, its record not yet deleted.
  await recordedByProcessGone(message, command, "defer");

  await expect.poll(held, { timeout: 10_000 }).toBe(0);
  expect(handledAgain(command)).toEqual([]);
  expect(requestsOf(command)).toHaveLength(requests);
  expect(await jobCount()).toBe(jobs);
}, 60_000);

/*
 * A handler that said its whole answer (a refusal, here of a workflow the server does not have:
 * the command handled again would refuse it again) and was killed before its record was deleted: the
 * member has the refusal already, and does not get it twice.
 */
const forgottenAnswered = (command: InteractionHandle) =>
  h.logs.some((l) => l.includes(command.id) && l.includes("answered in full already"));
const refusal = { content: "⚠️ This server has no workflow named nosuch.", flags: 64 };
test.each([
  ["the process gone before it recorded how (as Discord's original response says)", undefined],
  ["recorded as answered so", "reply" as const],
])(
  "a refusal said as the first answer, its record left behind by a process killed before deleting it, %s, is not said again",
  async (_, answered) => {
    const command = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "x", workflow: "nosuch" },
      {
        undelivered: true,
      },
    );
    await answer(command, 4, refusal);
    await recordedByProcessGone({ channelId: h.discord.guild.channelId }, command, answered);

    await expect.poll(held, { timeout: 10_000 }).toBe(0);
    // Past another scan: nothing more said.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(command.followUps()).toEqual([]);
    expect(command.callbacks).toHaveLength(1);
    expect(command.originalMessage()?.content).toBe(refusal.content);
    expect(handledAgain(command)).toEqual([]);
    expect(forgottenAnswered(command)).toBe(true);
  },
  60_000,
);

test("a refusal said in the deferred reply (the reply filled, recorded as deferred), its record left behind, is not said again", async () => {
  const command = await h.discord.driver.slashCommand(
    "generate",
    { prompt: "x", workflow: "nosuch" },
    {
      undelivered: true,
    },
  );
  await answer(command, 5);
  const edited = await fetch(
    `${h.discord.apiUrl}/v10/webhooks/${String(command.payload.application_id)}/${command.token}/messages/@original`,
    { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify(refusal) },
  );
  expect(edited.status).toBe(200);
  const requests = requestsOf(command).length;
  await recordedByProcessGone({ channelId: h.discord.guild.channelId }, command, "defer");

  await expect.poll(held, { timeout: 10_000 }).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(command.followUps()).toEqual([]);
  expect(handledAgain(command)).toEqual([]);
  expect(forgottenAnswered(command)).toBe(true);
  // Discord's original response read, nothing said.
  expect(requestsOf(command).filter((r) => r.method !== "GET")).toHaveLength(requests);
}, 60_000);

/*
 * A Run press under a prompt's permutations starts several jobs, each a message of its own in the
 * channel. The runs it asked for wait in the database, not in the process that asked; its jobs
 * carry the press. A process killed before it ended (before any job was recorded, after some, or
 * after all and before its record was deleted) leaves its record to the one taking it over, which
 * starts only the runs whose jobs were not recorded: none twice, none lost, nothing said again.
 */
async function askPermutations(prompt: string) {
  const command = await h.discord.driver.slashCommand("generate", { prompt, width: 256 });
  await command.response();
  const question = command.originalMessage()!;
  const run = /perm:run:[0-9a-f-]+/.exec(JSON.stringify(question.components))![0];
  return { command, question, run };
}
const prompts = () =>
  [...h.cloud.jobs.values()].map(
    (job) => Object.values(job.workflow).find((n) => n.class_type === "CLIPTextEncode")!.inputs.text as string,
  );
const startedShown = (command: InteractionHandle) =>
  h.discord.waitFor(() => (command.originalMessage()?.content.includes("Started: 2 jobs") ? true : undefined), 20_000);
const ofPress = async (press: InteractionHandle) =>
  Number(
    (await rawRows(h.database, sql`select count(*)::int as n from jobs where interaction_id = ${press.id}`))[0]!.n,
  );

test.each([
  ["all its jobs recorded", 0],
  ["its first job recorded, not its second", 1],
])(
  "a Run press under permutations, %s, its record left behind by a process killed: only the runs not recorded start, nothing said again",
  async (_, lost) => {
    const colour = lost ? "green" : "red";
    const { command, question, run } = await askPermutations(`a {${colour}, blue} boat`);
    const press = await h.discord.driver.clickButton(question.id, run);
    expect((await press.response()).type).toBe(6);
    await startedShown(command);
    // Its two jobs carry the press: a process taking its record over finds them.
    expect(await ofPress(press)).toBe(2);
    await expect.poll(held, { timeout: 10_000 }).toBe(0);
    // As the process killed left it: the last `lost` of its jobs never recorded.
    if (lost)
      await rawRows(
        h.database,
        sql`delete from jobs where interaction_id = ${press.id} and params->>'prompt' = 'a blue boat'`,
      );
    const sent = prompts();
    await recordedByProcessGone(question, press, "deferUpdate");

    await expect.poll(held, { timeout: 10_000 }).toBe(0);
    await expect.poll(() => ofPress(press), { timeout: 10_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(press.followUps()).toEqual([]);
    await expect.poll(() => prompts().slice(sent.length), { timeout: 10_000 }).toEqual(lost ? ["a blue boat"] : []);
    expect(command.originalMessage()?.content).toContain("Started: 2 jobs");
  },
  60_000,
);

test("a Run press accepted by a process killed before any of its jobs was recorded (what it asked lived there) runs them all", async () => {
  const { command, question, run } = await askPermutations("a {yellow, white} kite");
  // The process that asked is gone: nothing of the question is left in memory.
  await h.restart();
  const press = await h.discord.driver.clickButton(question.id, run, { undelivered: true });
  await answer(press, 6);
  const sent = prompts();
  await recordedByProcessGone(question, press, "deferUpdate");

  await startedShown(command);
  expect(await ofPress(press)).toBe(2);
  // Each sent once its remote work begins, apart from its start.
  await expect
    .poll(() => prompts().slice(sent.length).sort(), { timeout: 10_000 })
    .toEqual(["a white kite", "a yellow kite"]);
  expect(press.followUps()).toEqual([]);
  await expect.poll(held, { timeout: 10_000 }).toBe(0);
}, 90_000);
