import { afterAll, beforeAll } from "vitest";
import { app } from "../../commands/index.js";
import type { Bot, BotTimings } from "../../src/app/bot.js";
import type { Database } from "../../src/db/client.js";
import { loadConfig } from "../../src/config/config.js";
import { startFakeEngine, type FakeEngine, type FakeEngineOptions } from "../../fakes/cloud/engine.js";
import type { EnginePrompt } from "../../fakes/cloud/engine-executor.js";
import { startFakeDiscord, type FakeDiscord, type InteractionHandle } from "../../fakes/discord/server.js";
import { commandDefinitions } from "../../scripts/deploy-commands.js";
import { createTestDatabase } from "../helpers/db.js";
import { TEST_TIMINGS } from "../helpers/timings.js";
import { jobIdOf, keptLog, perFile, runBot } from "./harness-parts.js";

export { jobIdOf };

export interface EngineHarness {
  discord: FakeDiscord;
  engines: FakeEngine[];
  database: Database;
  env: Record<string, string>;
  bot: Bot;
  logs: string[];
  restart(meanwhile?: () => Promise<void>): Promise<Bot>;
  close(): Promise<void>;
}

/** Engine timings for tests: an engine silent for 2 s counts as gone (60 s at most in production). */
export const ENGINE_TEST_TIMINGS = {
  pollMs: 150,
  goneMs: 2_000,
  historyRetries: 20,
  historyRetryMs: 50,
  successWaitMs: 500,
};

export interface EngineHarnessOptions {
  engines?: FakeEngineOptions[];
  /** FLOW_ENGINE_URLS made from the engines (each one's weight and most-in-flight); their URLs by default. */
  urls?: (engines: FakeEngine[]) => string;
  env?: Record<string, string>;
  timings?: BotTimings;
}

/**
 * The bot configured with self-hosted engines only (FLOW_ENGINE_URLS; no cloud URL, no platform
 * URL, no key), real discord.js against the fake Discord, fake engines, real Postgres.
 */
export async function startEngineHarness(options: EngineHarnessOptions = {}): Promise<EngineHarness> {
  const discord = await startFakeDiscord();
  const engines = await Promise.all(
    (options.engines ?? [{}]).map((knobs) => startFakeEngine({ stepMs: 15, steps: 8, ...knobs })),
  );
  const testDb = await createTestDatabase("postgres");
  const { database, url: databaseUrl } = testDb;
  const env: Record<string, string> = {
    DISCORD_TOKEN: discord.token,
    DISCORD_API_URL: discord.apiUrl,
    FLOW_ENGINE_URLS: options.urls?.(engines) ?? engines.map((e) => e.url).join(","),
    FLOWBOT_HTTP_PORT: "0",
    LOG_LEVEL: "debug",
    ...options.env,
  };
  const config = loadConfig(env);
  // Registered as deploy-commands does on such a bot: options then arrive with their registered types.
  discord.registerCommands(commandDefinitions(env.FLOW_API_URL !== undefined));
  const { log, logs } = keptLog();
  // Interaction tokens (and the links the bot hands out) age by the fake Discord's clock, as in ./harness.ts.
  const timings: BotTimings = {
    ...TEST_TIMINGS,
    now: discord.clock.now,
    engine: ENGINE_TEST_TIMINGS,
    ...options.timings,
  };
  const running = await runBot({ app, config, log, database, databaseUrl, timings });
  return {
    discord,
    engines,
    database,
    env,
    get bot() {
      return running.bot;
    },
    logs,
    restart: running.restart,
    async close() {
      await running.bot.stop();
      await testDb.cleanup();
      await Promise.all(engines.map((e) => e.close()));
      await discord.close();
    },
  };
}

/** One engine harness for a test file. */
export function useEngineHarness(options: EngineHarnessOptions = {}): EngineHarness {
  return perFile(() => startEngineHarness(options), 60_000);
}

export type JobMessage = NonNullable<ReturnType<InteractionHandle["originalMessage"]>>;

/** The job's message once it is final: it has its embed and no Cancel button any more. */
export const finalMessage = (
  h: EngineHarness,
  interaction: InteractionHandle,
  timeoutMs = 30_000,
): Promise<JobMessage> =>
  h.discord.waitFor(() => {
    const message = interaction.originalMessage();
    return message && message.embeds.length > 0 && !JSON.stringify(message.components).includes("job:cancel:")
      ? message
      : undefined;
  }, timeoutMs);

/**
 * The job's message once it is final with its images: attachments, and no Cancel button any more.
 * Found through the interaction that asked for it, or by `find` (a message reached another way).
 */
export const finished = (
  h: EngineHarness,
  source: InteractionHandle | (() => JobMessage | undefined),
  timeoutMs = 20_000,
): Promise<JobMessage> =>
  h.discord.waitFor(() => {
    const message = typeof source === "function" ? source() : source.originalMessage();
    return message && message.attachments.length > 0 && !JSON.stringify(message.components).includes("job:cancel:")
      ? message
      : undefined;
  }, timeoutMs);

/**
 * One engine harness for a file about places in line: its one engine holds the prompts it runs
 * (`holdProgress`, until the test lets them go, and in any case once the file is done: the
 * harness's close waits for none), the quiet-time poll (and with it the engine counted gone) far
 * beyond the test, so that places move on the engine's own status messages only; the server takes
 * five jobs at once, with no daily quota.
 */
export function useHeldEngineLine(options: Pick<EngineHarnessOptions, "urls"> = {}): EngineHarness {
  const h = useEngineHarness({
    ...options,
    engines: [{ holdProgress: true }],
    timings: { engine: { ...ENGINE_TEST_TIMINGS, pollMs: 600_000, goneMs: 1_200_000 } },
  });
  beforeAll(async () => {
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 5, dailyQuota: null });
  });
  // Registered after the harness's close, so run before it (vitest runs after-hooks last first).
  afterAll(() => {
    h.engines[0]!.knobs.holdProgress = false;
  });
  return h;
}

/** Presses Cancel on the interaction's job message. */
export async function cancel(h: EngineHarness, interaction: InteractionHandle): Promise<void> {
  const message = interaction.originalMessage()!;
  await h.discord.driver.clickButton(message.id, `job:cancel:${jobIdOf(message)}`);
}

/** The interaction's message once its embeds say `words`. */
export const showing = (h: EngineHarness, interaction: InteractionHandle, words: string): Promise<JobMessage> =>
  h.discord.waitFor(() => {
    const message = interaction.originalMessage();
    return message && JSON.stringify(message.embeds).includes(words) ? message : undefined;
  });

/** Resolves once the engine runs the prompt whose workflow says `words` (the first engine by default). */
export const promptRuns = (h: EngineHarness, words: string, engine = h.engines[0]!): Promise<true> =>
  h.discord.waitFor(() =>
    engine.prompts().some((p) => p.state === "running" && JSON.stringify(p.workflow).includes(words))
      ? true
      : undefined,
  );

/**
 * A line of /generate, one prompt after another, the engine holding its prompts
 * (`holdProgress`): the first runs at the engine, each next shows its place behind those before it.
 */
export async function line<const Prompts extends readonly string[]>(
  h: EngineHarness,
  prompts: Prompts,
): Promise<{ [K in keyof Prompts]: InteractionHandle }> {
  const interactions: InteractionHandle[] = [];
  for (const [ahead, prompt] of prompts.entries()) {
    const interaction = await h.discord.driver.slashCommand("generate", { prompt });
    if (ahead === 0) await promptRuns(h, prompt);
    else await showing(h, interaction, `Queued — ${ahead} ahead`);
    interactions.push(interaction);
  }
  return interactions as { [K in keyof Prompts]: InteractionHandle };
}

/** The inputs of a prompt's nodes of one class, in the prompt's order. */
export const nodes = (prompt: EnginePrompt, classType: string) =>
  Object.values(prompt.workflow)
    .filter((n) => n.class_type === classType)
    .map((n) => n.inputs);

/** An input file the engine holds, as its own /view serves it. */
export async function engineInput(engine: { url: string }, name: unknown): Promise<Buffer> {
  const response = await fetch(`${engine.url}/view?filename=${encodeURIComponent(String(name))}&type=input`);
  if (response.status !== 200) throw new Error(`the engine's /view answered ${response.status} for ${String(name)}`);
  return Buffer.from(await response.arrayBuffer());
}
