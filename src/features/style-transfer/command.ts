import { SlashCommandBuilder } from "discord.js";
import {
  IMAGE_PROMPT_MAX,
  PERCENT_RANGE,
  PORTRAIT_BEAUTIFIERS,
  PORTRAIT_STYLES,
  STYLE_ENGINES,
  STYLE_FLAVORS,
} from "../../api/schemas/partner-image.js";
import type { Command } from "../context.js";
import { formatRange } from "./texts/index.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { choices } from "../../discord/render/choices.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { readStyleTransfer, styleTransferKind } from "./kind.js";

const percent = (text: string) => `${text} (${formatRange("en", PERCENT_RANGE)})`;

const data = new SlashCommandBuilder()
  .setName("style-transfer")
  .setDescription("Restyle an image after a reference image")
  .addAttachmentOption((o) =>
    o.setName("image").setDescription("The image to restyle (PNG, JPEG or WebP)").setRequired(true),
  )
  .addAttachmentOption((o) =>
    o.setName("reference").setDescription("The style to follow (PNG, JPEG or WebP)").setRequired(true),
  )
  .addStringOption((o) =>
    o
      .setName("engine")
      .setDescription("Style engine")
      .addChoices(...choices(STYLE_ENGINES)),
  )
  .addStringOption((o) =>
    o
      .setName("flavor")
      .setDescription("Flavor of the transfer")
      .addChoices(...choices(STYLE_FLAVORS)),
  )
  .addIntegerOption((o) =>
    o
      .setName("style_strength")
      .setDescription(percent("How strongly the style applies, in %"))
      .setMinValue(PERCENT_RANGE.min)
      .setMaxValue(PERCENT_RANGE.max),
  )
  .addIntegerOption((o) =>
    o
      .setName("structure_strength")
      .setDescription(percent("How much of the original structure stays"))
      .setMinValue(PERCENT_RANGE.min)
      .setMaxValue(PERCENT_RANGE.max),
  )
  .addBooleanOption((o) => o.setName("is_portrait").setDescription("Process the image as a portrait"))
  .addStringOption((o) =>
    o
      .setName("portrait_style")
      .setDescription("Portrait style (with is_portrait)")
      .addChoices(...choices(PORTRAIT_STYLES)),
  )
  .addStringOption((o) =>
    o
      .setName("portrait_beautifier")
      .setDescription("Face beautifier (with is_portrait)")
      .addChoices(...choices(PORTRAIT_BEAUTIFIERS)),
  )
  .addStringOption((o) => o.setName("prompt").setDescription("Guides the transfer").setMaxLength(IMAGE_PROMPT_MAX))
  .addBooleanOption((o) => o.setName("fixed_generation").setDescription("Same settings give the same image"));

/** Anywhere: outside servers that added the bot, on the member's own key, line and quota (src/scope.ts). */
export const styleTransferCommand = {
  data,
  reach: "anywhere",
  async execute(interaction, ctx) {
    const request = await readStyleTransfer(interaction);
    const rules = { texts: { prompt: request.params.settings.prompt } };
    await ctx.jobs.start(
      styleTransferKind,
      request,
      fromInteraction(interaction),
      applicantOf(interaction, undefined, rules),
    );
  },
} satisfies Command;
