/**
 * How peer bots follow a job, three ways (`pacing`): `naive` turns every progress event into a
 * message edit at once; `per-second` edits a message at most once a second (an event within the
 * second of the last edit is dropped); `quarters` edits only when progress reaches 25, 50, 75
 * and 100 %. Beyond that, no coalescing and no pacing but what discord.js itself does per
 * bucket; the result is attached when the service says it is done. They keep no database.
 * Bench code only.
 */
import { Client, Events, GatewayIntentBits, type ChatInputCommandInteraction } from "discord.js";
import { CloudClient } from "../src/api/cloud.js";
import type { CloudEvent, FileRef } from "../src/api/cloud-types.js";
import { CloudEvents } from "../src/api/events.js";
import { applyValues, textToImage } from "../src/workflows/built-in.js";
import type { PeerStrategy } from "./options.js";

interface NaiveJob {
  interaction: ChatInputCommandInteraction;
  prompt: string;
  outputs: FileRef[];
  preview?: Buffer;
  /** When the last progress edit was asked for, and the last quarter (0–4) of the current node shown. */
  editedAt: number;
  quarter: number;
  value: number;
}

export interface NaiveBot {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Discord calls asked of discord.js so far (sent or still queued in it), and how many were progress edits. */
  counts(): { requested: number; progressRequested: number; failed: number };
}

export function createNaiveBot(options: {
  token: string;
  apiUrl: string;
  cloudUrl: string;
  apiKey: string;
  pacing: PeerStrategy;
}): NaiveBot {
  // Every shard Discord recommends, in this one process (one when Discord does not require more).
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    allowedMentions: { parse: [] },
    rest: { api: options.apiUrl },
    shards: "auto",
  });
  const cloud = new CloudClient({ baseUrl: options.cloudUrl, apiKey: options.apiKey });
  const events = new CloudEvents({ baseUrl: options.cloudUrl, apiKey: options.apiKey });
  const jobs = new Map<string, NaiveJob>();
  let requested = 0;
  let progressRequested = 0;
  let failed = 0;
  const call = (promise: Promise<unknown>) => {
    requested++;
    promise.catch(() => undefined);
  };

  client.on(Events.Error, () => undefined);
  client.on(Events.InteractionCreate, (interaction) => {
    if (!interaction.isChatInputCommand() || interaction.commandName !== "generate") return;
    // A job whose deferral came too late, or whose submission failed, is simply lost.
    start(interaction).catch(() => failed++);
  });

  async function start(interaction: ChatInputCommandInteraction): Promise<void> {
    requested++;
    await interaction.deferReply();
    const prompt = interaction.options.getString("prompt", true);
    const { graph, mapping } = textToImage();
    const values = {
      prompt,
      seed: interaction.options.getInteger("seed") ?? 1,
      width: interaction.options.getInteger("width") ?? 512,
      height: interaction.options.getInteger("height") ?? 512,
      count: 1,
    };
    const { promptId } = await cloud.submit(applyValues(graph, mapping, values));
    jobs.set(promptId, { interaction, prompt, outputs: [], editedAt: 0, quarter: 0, value: 0 });
  }

  events.on("event", (event: CloudEvent) => {
    const job = "promptId" in event && event.promptId ? jobs.get(event.promptId) : undefined;
    if (!job) return;
    if (event.type === "preview") job.preview = event.data;
    else if (event.type === "executed") job.outputs.push(...(event.output.images ?? []));
    else if (event.type === "progress") {
      if (!wanted(job, event.value, event.max)) return;
      const bar = "█".repeat(Math.round((event.value / event.max) * 20)).padEnd(20, "░");
      const files = job.preview ? [{ attachment: job.preview, name: "preview.png" }] : [];
      progressRequested++;
      call(
        job.interaction.editReply({
          embeds: [{ title: job.prompt, description: `${bar} ${event.value}/${event.max}` }],
          files,
        }),
      );
    } else if (event.type === "execution_success") {
      jobs.delete(event.promptId);
      call(deliver(job));
    }
  });

  /** Whether this progress event becomes an edit, as the pacing says. */
  function wanted(job: NaiveJob, value: number, max: number): boolean {
    const now = Date.now();
    // A value lower than the last one is the next node starting over.
    if (value < job.value) job.quarter = 0;
    job.value = value;
    if (options.pacing === "per-second" && now - job.editedAt < 1_000) return false;
    if (options.pacing === "quarters") {
      const quarter = Math.floor((value / max) * 4);
      if (quarter <= job.quarter) return false;
      job.quarter = quarter;
    }
    job.editedAt = now;
    return true;
  }

  async function deliver(job: NaiveJob): Promise<void> {
    const files = [];
    for (const ref of job.outputs) {
      const download = await cloud.view(ref);
      const chunks: Buffer[] = [];
      for await (const chunk of download.body) chunks.push(chunk as Buffer);
      files.push({ attachment: Buffer.concat(chunks), name: ref.filename });
    }
    await job.interaction.editReply({ embeds: [{ title: job.prompt, description: "Done" }], files });
  }

  return {
    async start() {
      events.start();
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      await client.login(options.token);
      await ready;
    },
    async stop() {
      await events.close();
      await client.destroy();
    },
    counts: () => ({ requested, progressRequested, failed }),
  };
}
