/**
 * `npm run demo`: starts the fake Discord and the fake cloud, runs the real bot against them on
 * an embedded database, plays one `/generate` and prints what a member would see.
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
import { startFakeDiscord } from "../test/fakes/discord/server.js";
import { pngSize } from "../test/fakes/png.js";

const PROMPT = "a lighthouse at dusk, oil painting";

async function main(): Promise<void> {
  const discord = await startFakeDiscord();
  const cloud = await startFakeCloud({ stepMs: 60, steps: 20 });
  const dataDir = await mkdtemp(join(tmpdir(), "flowbot-demo-"));
  const config = loadConfig({ DISCORD_TOKEN: discord.token, DISCORD_API_URL: discord.apiUrl, FLOW_CLOUD_URL: cloud.url, FLOW_API_URL: "http://127.0.0.1:9", FLOWBOT_HTTP_PORT: "0", FLOWBOT_DATA_DIR: dataDir });
  const log = createLogger("silent");
  const database = await openDatabase({ ...config.db, logger: log });
  const bot = createBot({ app, config, log, store: database.store, timings: { minEditIntervalMs: 400 } });

  try {
    console.log(`fake Discord ${discord.apiUrl} · fake cloud ${cloud.url} · data in ${dataDir}`);
    await bot.start();
    console.log(`flowbot is online as ${bot.client.user?.username} in 1 server\n`);
    await database.store.guilds.setApiKey(discord.guild.id, cloud.apiKey);
    console.log(`(the server owner ran /settings key: key ending in ${cloud.apiKey.slice(-4)})\n`);

    console.log(`member › /generate prompt:"${PROMPT}" width:512 height:512 count:2`);
    const interaction = await discord.driver.slashCommand("generate", { prompt: PROMPT, width: 512, height: 512, count: 2 });
    let shown = -1;
    const final = await discord.waitFor(() => {
      const message = interaction.originalMessage();
      if (!message) return undefined;
      if (message.edits !== shown) {
        shown = message.edits;
        const embed = message.embeds[0];
        if (embed?.description) console.log(`flowbot › ${embed.description.replace(/\n/g, " · ")}`);
      }
      const ended = message.embeds.length > 0 && !JSON.stringify(message.components).includes("job:cancel:");
      return ended ? message : undefined;
    }, 60_000);

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
    await discord.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
