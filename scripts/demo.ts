/**
 * `npm run demo -- <scenario> [<scenario>...]` (default `generate`; `list` names them; `all` plays
 * each): starts the fake Discord, the fake cloud and the fake platform, runs the real bot against
 * them on an embedded database, plays what a member does and prints what the member sees. Several
 * scenarios are played in turn on the one bot, each under a `── name ──` line.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { app } from "../commands/index.js";
import { createBot } from "../src/app/bot.js";
import { loadConfig } from "../src/config/config.js";
import { openDatabase } from "../src/db/client.js";
import { createLogger } from "../src/logging/logger.js";
import { startFakeCloud } from "../fakes/cloud/server.js";
import { startFakeDiscord } from "../fakes/discord/server.js";
import { startFakePlatform } from "../fakes/platform/server.js";
import { scenarios } from "./demo/scenarios.js";
import { clearDemoOutput, createStage } from "./demo/stage.js";

async function main(): Promise<void> {
  const wanted = process.argv.length > 2 ? process.argv.slice(2) : ["generate"];
  const unknown = wanted.find((name) => name !== "all" && !scenarios.some((s) => s.name === name));
  if (wanted.includes("list") || unknown !== undefined) {
    if (!wanted.includes("list")) console.error(`No scenario named "${unknown}".`);
    console.log(
      `npm run demo -- <scenario> [<scenario>...], each one of:\n${scenarios.map((s) => `  ${s.name.padEnd(16)} ${s.about}`).join("\n")}\n  ${"all".padEnd(16)} every one in turn`,
    );
    process.exit(wanted.includes("list") ? 0 : 1);
  }
  const playing = wanted.includes("all") ? scenarios : wanted.map((name) => scenarios.find((s) => s.name === name)!);

  const [discord, cloud] = await Promise.all([startFakeDiscord(), startFakeCloud({ stepMs: 60 })]);
  // One platform key serves both services, as on the real platform.
  const platform = await startFakePlatform({ token: cloud.apiKey, knobs: { taskMs: 2_000 } });
  const dataDir = await mkdtemp(join(tmpdir(), "flowbot-demo-"));
  const config = loadConfig({
    DISCORD_TOKEN: discord.token,
    DISCORD_API_URL: discord.apiUrl,
    FLOW_CLOUD_URL: cloud.url,
    FLOW_API_URL: platform.url,
    FLOWBOT_HTTP_PORT: "0",
    FLOWBOT_DATA_DIR: dataDir,
  });
  const log = createLogger("silent");
  const database = await openDatabase({ ...config.db, logger: log });
  const bot = createBot({
    app,
    config,
    log,
    store: database.store,
    signingKey: database.signingKey,
    timings: { minEditIntervalMs: 400 },
  });
  try {
    console.log(
      `fake Discord ${discord.apiUrl} · fake cloud ${cloud.url} · fake platform ${platform.url} · data in ${dataDir}`,
    );
    await bot.start();
    console.log(`flowbot is online as ${bot.client.user?.username} in 1 server\n`);
    await database.store.guilds.setApiKey(discord.guild.id, cloud.apiKey);
    console.log(`(the server owner ran /settings key: key ending in ${cloud.apiKey.slice(-4)})\n`);
    // Each run starts from an empty results folder, so it holds this run's files only.
    await clearDemoOutput();
    const stage = createStage({ bot, store: database.store, discord, cloud, platform });
    for (const scenario of playing) {
      if (playing.length > 1) console.log(`── ${scenario.name} ──`);
      await scenario.play(stage);
    }
  } finally {
    await bot.stop();
    await database.close();
    await Promise.all([cloud.close(), discord.close(), platform.close()]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
