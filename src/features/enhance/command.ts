import { SlashCommandBuilder } from "discord.js";
import { PERCENT_RANGE, SKIN_OPTIMIZED_FOR } from "../../api/schemas/partner-image.js";
import type { Command } from "../context.js";
import { formatRange } from "./texts/index.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { choices } from "../../discord/render/choices.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { enhanceKind, readEnhance } from "./kind.js";

const data = new SlashCommandBuilder()
  .setName("enhance")
  .setDescription("Enhance skin, lighting or everything in a photo")
  .addAttachmentOption((o) =>
    o.setName("image").setDescription("The photo to enhance (PNG, JPEG or WebP)").setRequired(true),
  )
  .addStringOption((o) =>
    o
      .setName("optimized_for")
      .setDescription("What to enhance")
      .addChoices(...choices(SKIN_OPTIMIZED_FOR)),
  )
  .addIntegerOption((o) =>
    o
      .setName("sharpen")
      .setDescription(`Sharpening (${formatRange("en", PERCENT_RANGE)})`)
      .setMinValue(PERCENT_RANGE.min)
      .setMaxValue(PERCENT_RANGE.max),
  )
  .addIntegerOption((o) =>
    o
      .setName("smart_grain")
      .setDescription(`Grain (${formatRange("en", PERCENT_RANGE)})`)
      .setMinValue(PERCENT_RANGE.min)
      .setMaxValue(PERCENT_RANGE.max),
  );

/** Anywhere: outside servers that added the bot, on the member's own key, line and quota (src/scope.ts). */
export const enhanceCommand = {
  data,
  reach: "anywhere",
  async execute(interaction, ctx) {
    const request = await readEnhance(interaction);
    await ctx.jobs.start(enhanceKind, request, fromInteraction(interaction), applicantOf(interaction));
  },
} satisfies Command;
