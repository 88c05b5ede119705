import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ended, setGuildKey, startHarness, type Harness } from "./harness.js";

/**
 * A third of the database work per job (issue 28): on the common path (a server far below its
 * limit), a job takes at most 8 statements from its command to its delivery: its admission (room
 * in line and quota in one), recording it with its slot, its remote id, its state turning running,
 * the fence that records its outcome with its outputs, its delivered mark with its turn given up
 * (the settings, key and member's preferences are held in memory). Every statement of the process's pools is counted, as the bench's
 * probe counts them (bench/probe.ts), with the claims' renewals and scans at their usual pace.
 */
const JOBS = 8;
const BUDGET = 8;

let h: Harness;
beforeAll(async () => {
  const timings = { leaseMs: 60_000, scanMs: 60_000, settingsRefreshMs: 60_000 };
  h = await startHarness({ stepMs: 20, steps: 10 }, {}, { timings });
  await setGuildKey(h);
  await h.database.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 20, dailyQuota: null });
}, 60_000);
afterAll(async () => {
  pg.Client.prototype.query = query;
  await h?.close();
});

// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the client as `this`
const query = pg.Client.prototype.query;
let counting = false;
const kinds = new Map<string, number>();

async function generate(prompt: string) {
  const interaction = await h.discord.driver.slashCommand("generate", { prompt });
  const message = await h.discord.waitFor(() => interaction.originalMessage(), 15_000);
  return ended(h, message.id, 30_000);
}

test(`a job on the common path takes at most ${BUDGET} database statements, from command to delivery`, async () => {
  // The first job reads the server's settings into memory, as every process does once.
  await generate("statements: warm up");
  await expect.poll(() => h.bot.context.jobs.list().length, { timeout: 10_000 }).toBe(0);

  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (counting) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === "string" ? first : (first?.text ?? "?");
      const kind = text.replace(/\s+/g, " ").trim().slice(0, 60);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  counting = true;
  await Promise.all(Array.from({ length: JOBS }, (_, i) => generate(`statements: job ${i}`)));
  // Delivered marks follow the final messages: every job is done once none is held.
  await expect.poll(() => h.bot.context.jobs.list().length, { timeout: 10_000 }).toBe(0);
  counting = false;

  const total = [...kinds.values()].reduce((a, b) => a + b, 0);
  const byKind = Object.fromEntries([...kinds].sort((a, b) => b[1] - a[1]));
  console.log(`statements per job: ${total / JOBS} (${total} for ${JOBS} jobs)`, JSON.stringify(byKind));
  expect(total / JOBS, JSON.stringify(byKind, null, 1)).toBeLessThanOrEqual(BUDGET);
  // Nothing is written per progress event: no statement kind comes more than once a job.
  for (const [kind, n] of kinds) expect(n, kind).toBeLessThanOrEqual(JOBS);
}, 90_000);
