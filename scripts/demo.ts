/**
 * `npm run demo [-- scenario]`: starts the fake Discord, cloud and platform, runs the real bot
 * against them on an embedded database, plays one scenario (default `generate`; also `upscale`,
 * `reaction`, `style-transfer`, `enhance`) and prints what a member would see.
 */
import { app } from "../commands/index.js";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBot } from "../src/bot.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { createLogger } from "../src/logger.js";
import { startFakeCloud } from "../test/fakes/cloud/server.js";
import { startFakeDiscord, type FakeDiscord, type StoredMessage } from "../test/fakes/discord/server.js";
import { startFakePlatform } from "../test/fakes/platform/server.js";
import { pngSize } from "../test/fakes/png.js";
import { imageScenarios } from "./demo-images.js";

const PROMPT = "a lighthouse at dusk, oil painting";

type Scenario = (discord: FakeDiscord, show: (message: () => StoredMessage | undefined) => Promise<StoredMessage>) => Promise<StoredMessage>;

const scenarios: Record<string, Scenario> = {
  async generate(discord, show) {
    console.log(`member › /generate prompt:"${PROMPT}" width:512 height:512 count:2`);
    const interaction = await discord.driver.slashCommand("generate", { prompt: PROMPT, width: 512, height: 512, count: 2 });
    return show(() => interaction.originalMessage());
  },
  ...imageScenarios,
};

async function main(): Promise<void> {
  const name = process.argv[2] ?? "generate";
  const scenario = scenarios[name];
  if (!scenario) throw new Error(`unknown demo "${name}"; try one of: ${Object.keys(scenarios).join(", ")}`);
  const discord = await startFakeDiscord();
  const cloud = await startFakeCloud({ stepMs: 60, steps: 20 });
  const platform = await startFakePlatform({ token: cloud.apiKey, knobs: { taskMs: 3_000 } });
  const dataDir = await mkdtemp(join(tmpdir(), "flowbot-demo-"));
  const config = loadConfig({
    DISCORD_TOKEN: discord.token, DISCORD_API_URL: discord.apiUrl, FLOW_CLOUD_URL: cloud.url, FLOW_API_URL: platform.url, FLOWBOT_DATA_DIR: dataDir,
  });
  const log = createLogger("silent");
  const database = await openDatabase({ ...config.db, logger: log });
  const bot = createBot({ app, config, log, store: database.store, timings: { minEditIntervalMs: 400 } });

  try {
    console.log(`fake Discord ${discord.apiUrl} · fake cloud ${cloud.url} · fake platform ${platform.url} · data in ${dataDir}`);
    await bot.start();
    console.log(`flowbot is online as ${bot.client.user?.username} in 1 server\n`);
    await database.store.guilds.setApiKey(discord.guild.id, cloud.apiKey);
    console.log(`(the server owner ran /settings key: key ending in ${cloud.apiKey.slice(-4)})\n`);

    const final = await scenario(discord, (current) => {
      let shown = -1;
      return discord.waitFor(() => {
        const message = current();
        if (!message) return undefined;
        if (message.edits !== shown) {
          shown = message.edits;
          const embed = message.embeds[0];
          if (embed?.description) console.log(`flowbot › ${embed.description.replace(/\n/g, " · ")}`);
        }
        const ended = message.embeds.length > 0 && !JSON.stringify(message.components).includes("job:cancel:");
        return ended ? message : undefined;
      }, 60_000);
    });

    const embed = final.embeds[0]!;
    const fields = (embed.fields ?? []).map((f: { name: string; value: string }) => `${f.name} ${f.value}`).join(" · ");
    console.log(`\nflowbot › Completed: "${embed.title}"\n          ${fields}`);
    const outputDir = join(process.cwd(), "demo-output");
    await mkdir(outputDir, { recursive: true });
    for (const file of final.attachments) {
      const size = pngSize(file.data);
      const path = join(outputDir, file.filename);
      await writeFile(path, file.data);
      const kind = size ? `PNG ${size.width}×${size.height}` : file.contentType;
      console.log(`          📎 ${file.filename} (${(file.data.length / 1024).toFixed(1)} KB, ${kind}) → ${path}`);
    }
    const labels = JSON.stringify(final.components).match(/"label":"([^"]+)"/g) ?? [];
    console.log(`          buttons: ${labels.map((l) => l.slice(9, -1)).join(" · ")}`);
  } finally {
    await bot.stop();
    await database.close();
    await cloud.close();
    await platform.close();
    await discord.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
