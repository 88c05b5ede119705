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
import { loraTagsText, takeLoraTags } from "./lora-tags.js";
import { checkedLoras } from "./recipe-options.js";
import { ack } from "../../discord/routing/acknowledge.js";

const FIELDS = { prompt: "prompt", negative: "negative" } as const;

/** The prompt with the job's LoRAs as `<lora:NAME:WEIGHT>` tags, to edit in the form; undefined without LoRAs, or when it would not fit. */
function editedPrompt(params: GenerateParams): string | undefined {
  const loras = params.recipe?.loras ?? [];
  if (loras.length === 0) return undefined;
  const value = `${params.prompt} ${loraTagsText(loras)}`;
  return value.length <= L.prompt.max ? value : undefined;
}
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
      input(FIELDS.prompt, t(locale, "field.prompt"), L.prompt.max, editedPrompt(params) ?? params.prompt, true),
      input(FIELDS.negative, t(locale, "creative.remixNegative"), L.negative.max, params.negative, false),
    );
  await ack.form(interaction, modal);
}

/**
 * The remixed job: the source job's settings with the texts as edited and a new seed, judged by
 * the server's rules as a new /generate would be (a banned term is refused), on its quota and line.
 */
export async function startRemix(interaction: ModalSubmitInteraction, ctx: Context, job: JobRecord) {
  const source = job.params as GenerateParams;
  // The LoRAs were offered as tags in the prompt: the tags as edited are the remix's LoRAs.
  const edited = interaction.fields.getTextInputValue(FIELDS.prompt);
  const { prompt: typed, tags } =
    editedPrompt(source) === undefined ? { prompt: edited, tags: [] } : takeLoraTags(edited);
  const prompt = checkText(option("generate.prompt"), typed, L.prompt);
  const rawNegative = interaction.fields.getTextInputValue(FIELDS.negative).trim();
  const negative = rawNegative ? checkText(option("generate.negative"), rawNegative, L.negative) : undefined;
  const params: GenerateParams = { ...source, prompt, seed: randomSeed() };
  if (editedPrompt(source) !== undefined) {
    const loras = checkedLoras(tags);
    const { loras: _kept, ...recipe } = source.recipe ?? {};
    params.recipe = loras.length > 0 ? { ...recipe, loras } : recipe;
    if (Object.keys(params.recipe).length === 0) delete params.recipe;
  }
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
