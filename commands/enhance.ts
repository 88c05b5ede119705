import { ActionRowBuilder, ButtonBuilder, ButtonStyle, SlashCommandBuilder } from "discord.js";
import { PERCENT_RANGE, SKIN_OPTIMIZED_FOR, SkinEnhancerBody } from "../src/api/schemas/partner-image.js";
import { attachOutputs, formatDuration, jobEmbed, NO_MENTIONS, type JobView, type Presenter } from "../src/discord/render.js";
import { UserError } from "../src/errors.js";
import { parseSettings, type EnhanceParams, type EnhanceSettings } from "../src/images/settings.js";
import { applicantOf } from "../src/jobs/admit.js";
import { refreshSource, sourceOf, startImageJobs } from "../src/jobs/image-jobs.js";
import { fromInteraction } from "../src/jobs/origin.js";
import type { Command, ComponentHandler } from "./index.js";

const data = new SlashCommandBuilder()
  .setName("enhance")
  .setDescription("Enhance skin, lighting or everything in a photo")
  .addAttachmentOption((o) => o.setName("image").setDescription("The photo to enhance (PNG, JPEG or WebP)").setRequired(true))
  .addStringOption((o) => o.setName("optimized_for").setDescription("What to enhance").addChoices(...SKIN_OPTIMIZED_FOR.map((value) => ({ name: value, value }))))
  .addIntegerOption((o) => o.setName("sharpen").setDescription(`Sharpening (${PERCENT_RANGE.min} to ${PERCENT_RANGE.max})`).setMinValue(PERCENT_RANGE.min).setMaxValue(PERCENT_RANGE.max))
  .addIntegerOption((o) => o.setName("smart_grain").setDescription(`Grain (${PERCENT_RANGE.min} to ${PERCENT_RANGE.max})`).setMinValue(PERCENT_RANGE.min).setMaxValue(PERCENT_RANGE.max));

export const enhanceCommand = {
  data,
  async execute(interaction, ctx) {
    const o = interaction.options;
    const settings = parseSettings<EnhanceSettings>(
      SkinEnhancerBody,
      {
        optimized_for: (o.getString("optimized_for") ?? undefined) as EnhanceSettings["optimized_for"],
        sharpen: o.get("sharpen")?.value as number | undefined,
        smart_grain: o.get("smart_grain")?.value as number | undefined,
      },
      ["image"],
    );
    const source = await sourceOf("image", o.getAttachment("image", true));
    await startImageJobs(ctx, [{ origin: fromInteraction(interaction), applicant: applicantOf(interaction), job: { kind: "enhance", params: { source, settings } } }]);
  },
} satisfies Command;

export const enhanceIds = { vary: (jobId: string) => `en:vary:${jobId}` };

export const enhanceComponents: ComponentHandler[] = [
  {
    prefix: "en",
    async button(interaction, ctx, [action, jobId]) {
      const job = jobId ? await ctx.store.jobs.get(jobId) : undefined;
      if (action !== "vary") throw new UserError("This button is no longer supported.");
      if (!job || job.guildId !== interaction.guildId || job.kind !== "enhance") throw new UserError("That job is not known on this server any more.");
      const params = job.params as EnhanceParams;
      const source = await refreshSource(ctx, "image", params.source);
      await startImageJobs(ctx, [{ origin: fromInteraction(interaction), applicant: applicantOf(interaction), job: { kind: "enhance", params: { ...params, source } } }]);
    },
  },
];

const paramsOf = (view: JobView) => view.params as EnhanceParams;

/** An enhancement: what it was optimized for in the title; the result with its settings, credits and Vary. */
export const enhancePresenter: Presenter = {
  title: (view) => `Enhance · ${paramsOf(view).settings.optimized_for ?? "default"}`,
  progressLines: (view) => (view.state ? [`Partner task: ${view.state}`] : []),
  completed(view, outputs) {
    const { settings } = paramsOf(view);
    const embed = jobEmbed(view, enhancePresenter).addFields(
      ...(["sharpen", "smart_grain"] as const).filter((name) => settings[name] !== undefined).map((name) => ({ name, value: String(settings[name]), inline: true })),
      { name: "Duration", value: formatDuration((view.finishedAt ?? Date.now()) - view.createdAt), inline: true },
      ...(view.credits !== undefined ? [{ name: "Credits", value: String(view.credits), inline: true }] : []),
    );
    const files = attachOutputs(embed, outputs);
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId(enhanceIds.vary(view.id)).setLabel("Vary").setStyle(ButtonStyle.Secondary),
    );
    return { content: "", embeds: [embed], components: [row], files, attachments: [], allowedMentions: NO_MENTIONS };
  },
  retryButton: (view) =>
    new ButtonBuilder().setCustomId(enhanceIds.vary(view.id)).setLabel(view.phase === "cancelled" ? "Run again" : "Try again").setStyle(ButtonStyle.Secondary),
};
