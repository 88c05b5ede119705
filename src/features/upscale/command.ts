import { SlashCommandBuilder } from "discord.js";
import {
  ADJUST_RANGE,
  IMAGE_PROMPT_MAX,
  SCALE_FACTORS,
  UPSCALE_ENGINES,
  UPSCALE_OPTIMIZED_FOR,
} from "../../api/schemas/partner-image.js";
import type { Command } from "../context.js";
import { formatRange } from "./texts/index.js";
import { upscaleJob } from "../partner-image/image-kind.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { choices } from "../../discord/render/choices.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { ADJUSTMENTS } from "./settings.js";
import { readUpscale } from "./settings.js";

const ADJUST_TEXT: Record<(typeof ADJUSTMENTS)[number], string> = {
  creativity: "How much the upscaler may invent",
  hdr: "Level of definition and detail",
  resemblance: "Resemblance to the original",
  fractality: "Strength of the prompt and intricacy per square pixel",
};

const data = new SlashCommandBuilder()
  .setName("upscale")
  .setDescription("Upscale an image with the partner upscaler")
  .addAttachmentOption((o) =>
    o.setName("image").setDescription("The image to upscale (PNG, JPEG or WebP)").setRequired(true),
  )
  .addStringOption((o) =>
    o
      .setName("scale")
      .setDescription("Scale factor (default 2x; larger takes longer)")
      .addChoices(...choices(SCALE_FACTORS)),
  )
  .addStringOption((o) =>
    o
      .setName("engine")
      .setDescription("Upscaling engine (default automatic)")
      .addChoices(...choices(UPSCALE_ENGINES)),
  )
  .addStringOption((o) =>
    o
      .setName("optimized_for")
      .setDescription("What the image shows (default standard)")
      .addChoices(...choices(UPSCALE_OPTIMIZED_FOR)),
  )
  .addStringOption((o) => o.setName("prompt").setDescription("Guides the upscale").setMaxLength(IMAGE_PROMPT_MAX));
for (const name of ADJUSTMENTS) {
  data.addIntegerOption((o) =>
    o
      .setName(name)
      .setDescription(`${ADJUST_TEXT[name]} (${formatRange("en", ADJUST_RANGE)}, default 0)`)
      .setMinValue(ADJUST_RANGE.min)
      .setMaxValue(ADJUST_RANGE.max),
  );
}

/** Anywhere: outside servers that added the bot, on the member's own key, line and quota (src/scope.ts). */
export const upscaleCommand = {
  data,
  reach: "anywhere",
  async execute(interaction, ctx) {
    const request = await readUpscale(interaction);
    const rules = { texts: { prompt: request.params.settings.prompt } };
    await ctx.jobs.start(upscaleJob, request, fromInteraction(interaction), applicantOf(interaction, undefined, rules));
  },
} satisfies Command;
