import { SlashCommandBuilder } from "discord.js";
import {
  IMAGE_PROMPT_MAX,
  PERCENT_RANGE,
  PORTRAIT_BEAUTIFIERS,
  PORTRAIT_STYLES,
  STYLE_ENGINES,
  STYLE_FLAVORS,
  StyleTransferBody,
} from "../src/api/schemas/partner-image.js";
import type { JobView, Presenter } from "../src/discord/render.js";
import { checkText } from "../src/discord/text.js";
import { UserError } from "../src/errors.js";
import { imageResult, promptField, varyButton } from "../src/images/present.js";
import { parseSettings, storedParams, type StyleTransferSettings } from "../src/images/settings.js";
import { applicantOf } from "../src/jobs/admit.js";
import { checkAll, loadImageJob, refreshSource, sourceOf, startImageJobs } from "../src/jobs/image-jobs.js";
import { fromInteraction } from "../src/jobs/origin.js";
import type { Command, ComponentHandler } from "./index.js";

const choices = (values: readonly string[]) => values.map((value) => ({ name: value, value }));
const percent = (text: string) => `${text} (${PERCENT_RANGE.min} to ${PERCENT_RANGE.max})`;

const data = new SlashCommandBuilder()
  .setName("style-transfer")
  .setDescription("Restyle an image after a reference image")
  .addAttachmentOption((o) => o.setName("image").setDescription("The image to restyle (PNG, JPEG or WebP)").setRequired(true))
  .addAttachmentOption((o) => o.setName("reference").setDescription("The style to follow (PNG, JPEG or WebP)").setRequired(true))
  .addStringOption((o) => o.setName("engine").setDescription("Style engine").addChoices(...choices(STYLE_ENGINES)))
  .addStringOption((o) => o.setName("flavor").setDescription("Flavor of the transfer").addChoices(...choices(STYLE_FLAVORS)))
  .addIntegerOption((o) => o.setName("style_strength").setDescription(percent("How strongly the style applies, in %")).setMinValue(PERCENT_RANGE.min).setMaxValue(PERCENT_RANGE.max))
  .addIntegerOption((o) => o.setName("structure_strength").setDescription(percent("How much of the original structure stays")).setMinValue(PERCENT_RANGE.min).setMaxValue(PERCENT_RANGE.max))
  .addBooleanOption((o) => o.setName("is_portrait").setDescription("Process the image as a portrait"))
  .addStringOption((o) => o.setName("portrait_style").setDescription("Portrait style (with is_portrait)").addChoices(...choices(PORTRAIT_STYLES)))
  .addStringOption((o) => o.setName("portrait_beautifier").setDescription("Face beautifier (with is_portrait)").addChoices(...choices(PORTRAIT_BEAUTIFIERS)))
  .addStringOption((o) => o.setName("prompt").setDescription("Guides the transfer").setMaxLength(IMAGE_PROMPT_MAX))
  .addBooleanOption((o) => o.setName("fixed_generation").setDescription("Same settings give the same image"));

const STRINGS = ["engine", "flavor", "portrait_style", "portrait_beautifier"] as const;
const INTEGERS = ["style_strength", "structure_strength"] as const;
const BOOLEANS = ["is_portrait", "fixed_generation"] as const;

export const styleTransferCommand = {
  data,
  async execute(interaction, ctx) {
    const o = interaction.options;
    const settings = parseSettings<StyleTransferSettings>(
      StyleTransferBody,
      {
        ...Object.fromEntries(STRINGS.map((name) => [name, o.getString(name) ?? undefined])),
        ...Object.fromEntries(INTEGERS.map((name) => [name, o.get(name)?.value])),
        ...Object.fromEntries(BOOLEANS.map((name) => [name, o.get(name)?.value])),
        prompt: checkText("prompt", o.getString("prompt"), IMAGE_PROMPT_MAX),
      },
      ["image", "reference_image"],
    );
    const [source, reference] = await checkAll([
      sourceOf("image", o.getAttachment("image", true)),
      sourceOf("reference", o.getAttachment("reference", true)),
    ]);
    const job = { kind: "style-transfer" as const, params: { source, reference, settings } };
    await startImageJobs(ctx, [{ origin: fromInteraction(interaction), applicant: applicantOf(interaction), job }]);
  },
} satisfies Command;

export const styleTransferIds = { vary: (jobId: string) => `st:vary:${jobId}` };

/** Vary: the same images and settings with `fixed_generation` off, so the service may draw anew. */
export const styleTransferComponents: ComponentHandler[] = [
  {
    prefix: "st",
    async button(interaction, ctx, [action, jobId]) {
      if (action !== "vary") throw new UserError("This button is no longer supported.");
      const params = await loadImageJob(ctx, interaction.guildId, jobId, "style-transfer");
      const [source, reference] = await checkAll([refreshSource(ctx, "image", params.source), refreshSource(ctx, "reference", params.reference)]);
      const settings = { ...params.settings, fixed_generation: false };
      const next = { kind: "style-transfer" as const, params: { source, reference, settings } };
      await startImageJobs(ctx, [{ origin: fromInteraction(interaction), applicant: applicantOf(interaction), job: next }]);
    },
  },
];

const paramsOf = (view: JobView) => storedParams<StyleTransferSettings>(view.params);

/** A style transfer: engine and flavor in the title; the result with its settings, credits and Vary. */
export const styleTransferPresenter: Presenter = {
  title: (view) => {
    const { engine, flavor } = paramsOf(view).settings;
    return ["Style transfer", engine, flavor].filter(Boolean).join(" · ");
  },
  completed(view, outputs) {
    const { prompt, engine: _engine, flavor: _flavor, ...shown } = paramsOf(view).settings;
    const fields = [...Object.entries(shown).map(([name, value]) => ({ name, value: String(value), inline: true })), ...promptField(prompt)];
    return imageResult(view, styleTransferPresenter, outputs, fields, [varyButton(styleTransferIds.vary(view.id))]);
  },
  retryButton: (view) => varyButton(styleTransferIds.vary(view.id), view),
};
