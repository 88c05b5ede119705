import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  SlashCommandBuilder,
  type ChatInputCommandInteraction,
} from "discord.js";
import { GENERATE_LIMITS as L, GenerateOptions, INPUT_IMAGE_LIMITS, randomSeed } from "../src/api/schemas/generate.js";
import type { Context } from "./index.js";
import type { GuildSettings, StoredOutput } from "../src/db/store.js";
import { attachOutputs, formatDuration, jobEmbed, NO_MENTIONS, type JobView, type Presenter } from "../src/discord/render.js";
import { UserError } from "../src/errors.js";
import { checkImageAttachment } from "../src/images/attachment.js";
import { inspectImage, safeImageName } from "../src/images/inspect.js";
import { admit, applicantOf } from "../src/jobs/admit.js";
import { startGenerate } from "../src/jobs/generate.js";
import { fromInteraction } from "../src/jobs/origin.js";
import { readCapped } from "../src/jobs/read.js";
import type { GenerateParams } from "../src/jobs/params.js";
import { checkText } from "../src/options.js";
import { workflowChoices } from "../src/workflows/choices.js";
import { ownDefaults, type OwnDefaults } from "../src/workflows/defaults.js";
import { WORKFLOW_LIMITS } from "../src/workflows/limits.js";
import type { Command, ComponentHandler } from "./index.js";
import { upscaleResultImage } from "./upscale.js";

const data = new SlashCommandBuilder()
  .setName("generate")
  .setDescription("Generate images from a prompt with this server's workflow")
  .addStringOption((o) =>
    o.setName("prompt").setDescription("What to draw").setRequired(true).setMinLength(L.prompt.min).setMaxLength(L.prompt.max),
  )
  .addStringOption((o) => o.setName("negative").setDescription("What to avoid").setMaxLength(L.negative.max))
  .addStringOption((o) =>
    o.setName("workflow").setDescription("A saved workflow (default: the server's)").setMaxLength(L.workflow.max).setAutocomplete(true),
  )
  .addIntegerOption((o) => o.setName("width").setDescription(`Width in pixels, a multiple of ${L.width.multipleOf}`).setMinValue(L.width.min).setMaxValue(L.width.max))
  .addIntegerOption((o) => o.setName("height").setDescription(`Height in pixels, a multiple of ${L.height.multipleOf}`).setMinValue(L.height.min).setMaxValue(L.height.max))
  .addIntegerOption((o) => o.setName("steps").setDescription("Sampling steps").setMinValue(L.steps.min).setMaxValue(L.steps.max))
  .addIntegerOption((o) => o.setName("seed").setDescription("Seed (random when empty)").setMinValue(L.seed.min).setMaxValue(L.seed.max))
  .addIntegerOption((o) => o.setName("count").setDescription("How many images").setMinValue(L.count.min).setMaxValue(L.count.max))
  .addAttachmentOption((o) => o.setName("image").setDescription("Start from this image (image-to-image)"));

export const generateCommand = {
  data,
  async execute(interaction, ctx) {
    const { settings } = await ctx.store.guilds.get(interaction.guildId);
    const chosen = interaction.options.getString("workflow");
    const name = chosen === null ? settings.defaultWorkflow : checkText("workflow", chosen, WORKFLOW_LIMITS.name);
    const saved = name === undefined ? undefined : await ctx.store.workflows.get(interaction.guildId, name);
    const params = readOptions(interaction, settings, name, saved ? ownDefaults(saved) : {});
    const attachment = interaction.options.getAttachment("image");
    const image = attachment ? await checkImageAttachment("image", attachment, INPUT_IMAGE_LIMITS) : undefined;
    const admission = await admit(ctx, ctx.jobs, applicantOf(interaction, settings));
    await startGenerate(ctx, fromInteraction(interaction), admission, params, image?.load);
  },
  async autocomplete(interaction, ctx) {
    await interaction.respond(await workflowChoices(ctx.store, interaction.guildId, interaction.options.getFocused()));
  },
} satisfies Command;

/**
 * Reads and validates every option against the schema's limits; defaults come from the saved
 * workflow's own values, else the server's settings.
 */
function readOptions(
  interaction: ChatInputCommandInteraction<"cached">,
  settings: GuildSettings,
  workflow: string | undefined,
  own: OwnDefaults,
): GenerateParams {
  const o = interaction.options;
  const parsed = GenerateOptions.safeParse({
    prompt: o.getString("prompt", true),
    negative: o.getString("negative") ?? undefined,
    workflow,
    width: o.getInteger("width") ?? own.width ?? settings.defaults.width,
    height: o.getInteger("height") ?? own.height ?? settings.defaults.height,
    steps: o.getInteger("steps") ?? own.steps ?? settings.defaults.steps,
    seed: o.getInteger("seed") ?? randomSeed(),
    count: o.getInteger("count") ?? 1,
  });
  if (!parsed.success) throw new UserError(parsed.error.issues.map((issue) => issue.message).join("\n"));
  const { negative, workflow: chosen, ...rest } = parsed.data;
  return { ...rest, ...(negative ? { negative } : {}), ...(chosen ? { workflow: chosen } : {}) };
}

async function loadJob(ctx: Context, guildId: string, jobId: string | undefined) {
  const job = jobId ? await ctx.store.jobs.get(jobId) : undefined;
  if (!job || job.guildId !== guildId || job.kind !== "generate") throw new UserError("That job is not known on this server any more.");
  return job;
}

export const generateComponents: ComponentHandler[] = [
  {
    prefix: "gen",
    async button(interaction, ctx, [action, jobId, index]) {
      const job = await loadJob(ctx, interaction.guildId, jobId);
      const params = job.params as GenerateParams;
      if (action === "up") {
        await upscaleResultImage(interaction, ctx, Number(index));
        return;
      }
      const first = (job.outputs as StoredOutput[]).find((o) => o.kind === "images");
      if (action === "vary" && !first) throw new UserError("That job has no image to vary.");
      const admission = await admit(ctx, ctx.jobs, applicantOf(interaction));
      if (action === "reroll") {
        await startGenerate(ctx, fromInteraction(interaction), admission, { ...params, seed: randomSeed() });
        return;
      }
      if (action === "vary" && first) {
        const cloud = ctx.cloudFor(admission.apiKey);
        const input = async () => {
          const download = await cloud.view(first);
          const data = await readCapped(download.body, INPUT_IMAGE_LIMITS.maxBytes, download.size);
          if (!data) throw new UserError("That image is too large to vary.");
          const checked = inspectImage(data);
          if (!checked.ok) throw new UserError(`That image cannot be varied: it ${checked.problem}.`);
          return { data, filename: safeImageName(data, checked.type), contentType: checked.contentType };
        };
        const { workflow: _saved, ...rest } = params;
        await startGenerate(ctx, fromInteraction(interaction), admission, { ...rest, seed: randomSeed(), denoise: 0.55 }, input);
        return;
      }
      await admission.cancel();
      throw new UserError("This button is no longer supported.");
    },
  },
];

export const generateIds = {
  reroll: (jobId: string) => `gen:reroll:${jobId}`,
  vary: (jobId: string) => `gen:vary:${jobId}`,
  upscale: (jobId: string, index: number) => `gen:up:${jobId}:${index}`,
};

/** A generation: the prompt as title; the result with its settings and Reroll / Vary / U1..Un. */
export const generatePresenter: Presenter = {
  title: (view) => paramsOf(view).prompt,
  completed(view, outputs) {
    const p = paramsOf(view);
    const embed = jobEmbed(view, generatePresenter).addFields(
      { name: "Seed", value: String(p.seed), inline: true },
      { name: "Size", value: `${p.width}×${p.height}`, inline: true },
      { name: "Steps", value: String(p.steps), inline: true },
      { name: "Workflow", value: p.workflow ?? (p.image ? "built-in image-to-image" : "built-in text-to-image"), inline: true },
      { name: "Duration", value: formatDuration((view.finishedAt ?? Date.now()) - view.createdAt), inline: true },
    );
    const files = attachOutputs(embed, outputs);
    const main = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId(generateIds.reroll(view.id)).setLabel("Reroll").setEmoji("🎲").setStyle(ButtonStyle.Primary),
      new ButtonBuilder().setCustomId(generateIds.vary(view.id)).setLabel("Vary").setStyle(ButtonStyle.Secondary),
    );
    const rows = [main];
    const images = outputs.filter((o) => /\.(png|jpe?g|webp)$/i.test(o.name)).slice(0, 5);
    if (images.length > 0) {
      rows.push(
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          images.map((_, i) => new ButtonBuilder().setCustomId(generateIds.upscale(view.id, i)).setLabel(`U${i + 1}`).setStyle(ButtonStyle.Secondary)),
        ),
      );
    }
    return { content: "", embeds: [embed], components: rows, files, attachments: [], allowedMentions: NO_MENTIONS };
  },
  retryButton: (view) =>
    new ButtonBuilder()
      .setCustomId(generateIds.reroll(view.id))
      .setLabel(view.phase === "cancelled" ? "Run again" : "Try again")
      .setStyle(ButtonStyle.Secondary),
};

function paramsOf(view: JobView): GenerateParams {
  return view.params as GenerateParams;
}
