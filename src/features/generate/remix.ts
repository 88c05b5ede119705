import {
  ActionRowBuilder,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ButtonInteraction,
  type ModalSubmitInteraction,
} from "discord.js";
import type { Context } from "../context.js";
import type { JobRecord } from "../../db/store.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { option, privateLocale, t } from "./texts/index.js";
import { checkText } from "../../member-input/options.js";
import { GENERATE_LIMITS as L, randomSeed } from "../../workflows/run-limits.js";
import type { GenerateParams } from "./params.js";
import { storedGenerateRules } from "./rules.js";
import { generateKind } from "./kind.js";

const FIELDS = { prompt: "prompt", negative: "negative" } as const;
export const remixModalId = (jobId: string) => `gen:remixed:${jobId}`;

/** Remix: a form prefilled with the job's prompt and negative prompt. */
export async function showRemix(interaction: ButtonInteraction, job: JobRecord): Promise<void> {
  const params = job.params as GenerateParams;
  const locale = privateLocale(interaction);
  const input = (id: string, label: string, max: number, value: string | undefined, required: boolean) => {
    const field = new TextInputBuilder()
      .setCustomId(id)
      .setLabel(label)
      .setStyle(TextInputStyle.Paragraph)
      .setRequired(required)
      .setMaxLength(max);
    if (value) field.setValue(value);
    return new ActionRowBuilder<TextInputBuilder>().addComponents(field);
  };
  const modal = new ModalBuilder()
    .setCustomId(remixModalId(job.id))
    .setTitle(t(locale, "creative.remix"))
    .addComponents(
      input(FIELDS.prompt, t(locale, "field.prompt"), L.prompt.max, params.prompt, true),
      input(FIELDS.negative, t(locale, "creative.remixNegative"), L.negative.max, params.negative, false),
    );
  await interaction.showModal(modal);
}

/**
 * The remixed job: the source job's settings with the texts as edited and a new seed, judged by
 * the server's rules as a new /generate would be (a banned term is refused), on its quota and line.
 */
export async function startRemix(interaction: ModalSubmitInteraction, ctx: Context, job: JobRecord) {
  const source = job.params as GenerateParams;
  const prompt = checkText(option("generate.prompt"), interaction.fields.getTextInputValue(FIELDS.prompt), L.prompt);
  const rawNegative = interaction.fields.getTextInputValue(FIELDS.negative).trim();
  const negative = rawNegative ? checkText(option("generate.negative"), rawNegative, L.negative) : undefined;
  const params: GenerateParams = { ...source, prompt, seed: randomSeed() };
  if (negative) params.negative = negative;
  else delete params.negative;
  const rules = await storedGenerateRules(ctx.store, scopeOf(interaction), params);
  await ctx.jobs.start(
    generateKind,
    { params },
    fromInteraction(interaction),
    applicantOf(interaction, undefined, rules),
  );
}
