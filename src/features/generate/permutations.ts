import { randomUUID } from "node:crypto";
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  type ChatInputCommandInteraction,
} from "discord.js";
import type { ComponentHandler, Context } from "../context.js";
import type { GuildSettings } from "../../db/store.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { UserError } from "../../errors.js";
import { option, privateLocale, t, text } from "./texts/index.js";
import { checkImageAttachment, INPUT_IMAGE_LIMITS, type AttachmentRef } from "../../images/attachment.js";
import type { RulesRequest } from "../../rules/admission.js";
import { channelOrigin } from "./channel-origin.js";
import type { GenerateRequest } from "./start.js";
import { generateKind } from "./kind.js";
import { ack } from "../../discord/routing/acknowledge.js";

/** At most this many jobs from one prompt's permutations. */
export const MAX_PERMUTATIONS = 4;
const CONFIRM_MS = 10 * 60_000;

/**
 * The prompts a prompt with `{a, b, c}` groups stands for: one per combination, in order (the
 * first group varies slowest). A prompt without a group of two or more choices stands for itself.
 * Refused past MAX_PERMUTATIONS, before anything is built.
 */
export function expandPermutations(prompt: string): string[] {
  const groups = [...prompt.matchAll(/\{([^{}]*)\}/g)].map((m) => ({
    at: m.index,
    length: m[0].length,
    choices: [...new Set(m[1]!.split(",").map((c) => c.trim()))].filter((c) => c !== ""),
  }));
  const varying = groups.filter((g) => g.choices.length > 0);
  const count = varying.reduce((n, g) => n * g.choices.length, 1);
  if (count > MAX_PERMUTATIONS) throw new UserError(text("creative.permuteTooMany", { count, max: MAX_PERMUTATIONS }));
  if (count < 2) return [prompt];
  let prompts = [""];
  let from = 0;
  for (const group of varying) {
    const between = prompt.slice(from, group.at);
    prompts = prompts.flatMap((p) => group.choices.map((choice) => p + between + choice));
    from = group.at + group.length;
  }
  return prompts.map((p) => (p + prompt.slice(from)).replace(/\s{2,}/g, " ").trim());
}

/**
 * One run of a prompt's permutations as it waits for its member's yes, in the database (a Run
 * press survives the process that accepted it): the request without its input image, which is
 * checked again from the attachment when it runs.
 */
interface StoredRun {
  request: Omit<GenerateRequest, "input">;
  image?: AttachmentRef;
  rules: RulesRequest;
}

/**
 * A prompt with permutations: asks the member privately, listing the prompts that will run and what
 * they count against the member's daily quota. False when the prompt has none (run it as it is).
 */
export async function askPermutations(
  interaction: ChatInputCommandInteraction,
  ctx: Context,
  settings: GuildSettings,
  { request, rules }: { request: GenerateRequest; rules: RulesRequest },
): Promise<boolean> {
  // Its jobs post messages of their own in the channel: only where the bot is (elsewhere the prompt runs as typed).
  if (!interaction.inCachedGuild()) return false;
  const prompts = expandPermutations(request.params.prompt);
  if (prompts.length < 2) return false;
  const token = randomUUID();
  const { input: _input, ...asked } = request;
  const attachment = request.input ? interaction.options.getAttachment("image") : null;
  const runs = prompts.map((prompt): StoredRun => ({
    request: { ...asked, params: { ...request.params, prompt } },
    ...(attachment ? { image: { url: attachment.url, size: attachment.size } } : {}),
    rules: { ...rules, texts: { ...rules.texts, prompt } },
  }));
  await ctx.store.permutationRuns.put(token, interaction.user.id, runs, new Date(Date.now() + CONFIRM_MS));
  const locale = privateLocale(interaction);
  const list = prompts.map((p, i) => `${i + 1}. ${p}`).join("\n");
  const lines = [t(locale, "creative.permuteAsk", { count: prompts.length, list })];
  if (settings.dailyQuota !== null) {
    const { used } = await ctx.store.usage.day(interaction.guildId, interaction.user.id);
    const left = Math.max(0, settings.dailyQuota - used);
    lines.push(t(locale, "creative.permuteQuota", { left, limit: settings.dailyQuota }));
  }
  const run = new ButtonBuilder()
    .setCustomId(`perm:run:${token}`)
    .setLabel(t(locale, "creative.permuteRun"))
    .setStyle(ButtonStyle.Primary);
  await ack.reply(interaction, {
    content: lines.join("\n").slice(0, 2000),
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(run)],
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  });
  return true;
}

/**
 * Run them: each job admitted now, in order, under the rules, quota and line as they are now. The
 * press takes the runs (once); handled again by another process (the one that accepted it killed),
 * it starts only those whose jobs were not recorded yet (`resumes`).
 */
export const permutationComponents: ComponentHandler[] = [
  {
    prefix: "perm",
    resumes: true,
    async button(interaction, ctx, [action, token = ""]) {
      if (action !== "run") throw new UserError(text("creative.permuteGone"));
      // Acknowledged by its first job's start once the press is recorded (`channelOrigin`); in time whatever waits.
      ack.inTime(interaction, () => ack.deferUpdate(interaction));
      const taken = await ctx.store.permutationRuns.take<StoredRun>(token, interaction.id, interaction.user.id);
      if ("refused" in taken)
        throw new UserError(text(taken.refused === "notYours" ? "creative.permuteNotYours" : "creative.permuteGone"));
      let started = taken.done;
      for (const { request, image, rules } of taken.runs.slice(taken.done)) {
        const input = image && (await checkImageAttachment(option("generate.image"), image, INPUT_IMAGE_LIMITS)).load;
        await ctx.jobs.start(
          generateKind,
          { ...request, ...(input ? { input } : {}) },
          channelOrigin(interaction),
          applicantOf(interaction, undefined, rules),
        );
        started++;
      }
      await ack.edit(interaction, {
        content: t(privateLocale(interaction), "creative.permuteStarted", { count: started }),
        components: [],
        allowedMentions: NO_MENTIONS,
      });
    },
  },
];
