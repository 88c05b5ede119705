import { freePort } from "../helpers/free-port.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEFAULT_ENGINE_KNOBS } from "../../fakes/cloud/engine-executor.js";
import { startFakeEngine, type FakeEngine } from "../../fakes/cloud/engine.js";
import { textWorkflow } from "../../fakes/cloud/fixtures.js";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { finalMessage, startEngineHarness, type EngineHarness } from "./engine-harness.js";

/**
 * An engine that takes `POST /prompt` and drips its answer (a space every 200 ms, never the end):
 * its submits run apart from the starts' turns, under an overall deadline (headers and body
 * together), so jobs keep starting on the other engine; the slow one's jobs end with a clear
 * message after the deadline, or, when the engine did queue the prompt, are read back and followed.
 */
const DEADLINE_MS = 6_000;
let h: EngineHarness;
let healthy: FakeEngine | undefined;
let healthyPort: number;
const slow = () => h.engines[0]!;

const promptsAt = (engine: FakeEngine, text: string) =>
  engine.requests.filter((r) => r.path.endsWith("/prompt") && JSON.stringify(r.body ?? null).includes(text)).length;

beforeAll(async () => {
  healthyPort = await freePort();
  h = await startEngineHarness({
    engines: [{ slowPrompt: { dripMs: 200, queued: false } }],
    urls: ([s]) => `${s!.url},http://127.0.0.1:${healthyPort}`,
    timings: { requestTimeoutMs: DEADLINE_MS },
  });
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 10, dailyQuota: null });
}, 60_000);

afterAll(async () => {
  await h?.close();
  await healthy?.close();
});

describe("a slow engine's submits", () => {
  test("four dripping submits hold no other start; they end with a clear message after the deadline", async () => {
    // Only the slow engine answers at first: the four go there.
    const held: InteractionHandle[] = [];
    const sentAt = Date.now();
    for (const n of [1, 2, 3, 4]) held.push(await h.discord.driver.slashCommand("generate", { prompt: `held ${n}` }));
    await h.discord.waitFor(() => ([1, 2, 3, 4].every((n) => promptsAt(slow(), `held ${n}`) === 1) ? true : undefined));
    // The other engine comes up, and a fifth job starts there while the four are still held.
    healthy = await startFakeEngine({ port: healthyPort, stepMs: 15, steps: 8 });
    const pool = h.bot.context.remotes.engines!;
    const listed = () => pool.status().find((engine) => engine.url === healthy!.url);
    await h.discord.waitFor(() => (listed()?.up && listed()?.modelsReadAt !== undefined ? true : undefined), 10_000);
    const fifth = await h.discord.driver.slashCommand("generate", { prompt: "the fifth job" });
    await h.discord.waitFor(() => (promptsAt(healthy!, "the fifth job") === 1 ? true : undefined), 5_000);
    const reachedAt = Date.now();
    expect(reachedAt - sentAt, "the fifth started before the slow submits' deadline").toBeLessThan(DEADLINE_MS);
    expect((await finalMessage(h, fifth)).attachments).toHaveLength(1);

    // The held ones end once the deadline passed, each saying the engine did not answer in time.
    for (const job of held) {
      const message = await finalMessage(h, job, 30_000);
      expect(JSON.stringify(message.embeds)).toContain("did not answer in time");
    }
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(DEADLINE_MS);
    // Never sent twice.
    for (const n of [1, 2, 3, 4]) expect(promptsAt(slow(), `held ${n}`) + promptsAt(healthy, `held ${n}`)).toBe(1);
  }, 90_000);

  test("a submit that timed out is read back: the engine had queued it, so it is followed, not sent again", async () => {
    healthy!.knobs.holdProgress = true;
    // The healthy engine is busy with another client's prompt: the next job goes to the slow one.
    await busy(healthy!);
    slow().knobs.slowPrompt = { dripMs: 200, queued: true };
    slow().knobs.holdProgress = true;
    const job = await h.discord.driver.slashCommand("generate", { prompt: "taken but slow" });
    await h.discord.waitFor(() => (promptsAt(slow(), "taken but slow") === 1 ? true : undefined));
    // Past the deadline the bot reads the engine's queue back, finds its job's tag and follows it.
    await h.discord.waitFor(
      () => (h.logs.some((line) => line.includes("the service has the job")) ? true : undefined),
      DEADLINE_MS * 3,
    );
    slow().knobs.holdProgress = false;
    healthy!.knobs.holdProgress = false;
    const message = await finalMessage(h, job, 30_000);
    expect(message.attachments).toHaveLength(1);
    expect(promptsAt(slow(), "taken but slow") + promptsAt(healthy!, "taken but slow")).toBe(1);
  }, 90_000);

  test("a submit that timed out while the engine went out of reach is looked for until it answers, then followed", async () => {
    healthy!.knobs.holdProgress = true;
    await busy(healthy!);
    slow().knobs.slowPrompt = { dripMs: 200, queued: true };
    slow().knobs.holdProgress = true;
    const job = await h.discord.driver.slashCommand("generate", { prompt: "out of reach" });
    await h.discord.waitFor(() => (promptsAt(slow(), "out of reach") === 1 ? true : undefined));
    // The engine took the prompt, then the way to it is cut: its answer never comes, nor does the read-back's.
    slow().knobs.unreachable = true;
    const logged = (what: string) => h.logs.filter((line) => line.includes(what)).length;
    await h.discord.waitFor(() => (logged("cannot be asked for the job") === 1 ? true : undefined), DEADLINE_MS * 3);
    // Handed to the takeover, which looks for it again while the engine stays silent, and neither fails nor sends it.
    await h.discord.waitFor(
      () => (logged("could not look for the job on the service; trying later") >= 2 ? true : undefined),
      20_000,
    );
    expect(JSON.stringify(job.originalMessage()?.embeds ?? [])).not.toContain("did not answer in time");
    slow().knobs.unreachable = false;
    slow().knobs.holdProgress = false;
    healthy!.knobs.holdProgress = false;
    const message = await finalMessage(h, job, 30_000);
    expect(message.attachments).toHaveLength(1);
    expect(promptsAt(slow(), "out of reach") + promptsAt(healthy!, "out of reach")).toBe(1);
  }, 90_000);
});

/** Another client's prompt held running on `engine`: the pool counts it busy, and the next job goes elsewhere. */
async function busy(engine: FakeEngine): Promise<void> {
  const foreign = textWorkflow();
  foreign["4"]!.inputs.ckpt_name = DEFAULT_ENGINE_KNOBS.models.checkpoints[0];
  await fetch(`${engine.url}/prompt`, {
    method: "POST",
    body: JSON.stringify({ prompt: foreign, client_id: "someone-else" }),
  });
  const pool = h.bot.context.remotes.engines!;
  await h.discord.waitFor(() => ((pool.engine(engine.url).queueRemaining ?? 0) >= 1 ? true : undefined));
}

describe("a job whose engine stays out of reach", () => {
  let short: EngineHarness;
  beforeAll(async () => {
    short = await startEngineHarness({
      engines: [{ slowPrompt: { dripMs: 200, queued: true } }],
      timings: { requestTimeoutMs: 1_500, deadlines: { cloud: 9_000 } },
    });
  }, 60_000);
  afterAll(() => short?.close());

  test("is looked for until its deadline, then ends saying so, never sent again", async () => {
    const engine = short.engines[0]!;
    const job = await short.discord.driver.slashCommand("generate", { prompt: "never seen again" });
    await short.discord.waitFor(() => (promptsAt(engine, "never seen again") === 1 ? true : undefined));
    engine.knobs.unreachable = true;
    const message = await finalMessage(short, job, 30_000);
    expect(JSON.stringify(message.embeds)).toContain("did not finish within its time limit");
    expect(
      short.logs.some((line) => line.includes("could not look for the job on the service until its deadline")),
    ).toBe(true);
    engine.knobs.unreachable = false;
    expect(promptsAt(engine, "never seen again")).toBe(1);
  }, 60_000);
});
