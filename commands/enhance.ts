import { SlashCommandBuilder } from "discord.js";
import { PERCENT_RANGE, SKIN_OPTIMIZED_FOR, SkinEnhancerBody } from "../src/api/schemas/partner-image.js";
import type { JobView, Presenter } from "../src/discord/render.js";
import { UserError } from "../src/errors.js";
import { imageResult, varyButton } from "../src/images/present.js";
import { parseSettings, storedParams, type EnhanceSettings } from "../src/images/settings.js";
import { applicantOf } from "../src/jobs/admit.js";
import { loadImageJob, refreshSource, sourceOf, startImageJobs } from "../src/jobs/image-jobs.js";
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
      if (action !== "vary") throw new UserError("This button is no longer supported.");
      const params = await loadImageJob(ctx, interaction.guildId, jobId, "enhance");
      const source = await refreshSource(ctx, "image", params.source);
      await startImageJobs(ctx, [{ origin: fromInteraction(interaction), applicant: applicantOf(interaction), job: { kind: "enhance", params: { ...params, source } } }]);
    },
  },
];

const paramsOf = (view: JobView) => storedParams<EnhanceSettings>(view.params);

/** An enhancement: what it was optimized for in the title; the result with its settings, credits and Vary. */
export const enhancePresenter: Presenter = {
  title: (view) => `Enhance · ${paramsOf(view).settings.optimized_for ?? "default"}`,
  completed(view, outputs) {
    const { settings } = paramsOf(view);
    const fields = (["sharpen", "smart_grain"] as const).filter((name) => settings[name] !== undefined).map((name) => ({ name, value: String(settings[name]), inline: true }));
    return imageResult(view, enhancePresenter, outputs, fields, [varyButton(enhanceIds.vary(view.id))]);
  },
  retryButton: (view) => varyButton(enhanceIds.vary(view.id), view),
};
