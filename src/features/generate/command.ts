import { SlashCommandBuilder } from "discord.js";
import { GENERATE_LIMITS as L } from "../../workflows/run-limits.js";
import { RECIPE_LIMITS as R } from "../../workflows/recipe.js";
import type { Command } from "../context.js";
import { formatRange } from "./texts/index.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { generateKind } from "./kind.js";
import { readGenerate } from "./options.js";
import { ASPECTS } from "./aspect.js";
import { askPermutations } from "./permutations.js";
import { isAgeRestrictedChannel } from "../../rules/age-restricted.js";
import { workflowChoices } from "../../workflows/choices.js";
import { focusedKind, namesOffered } from "./model-choices.js";
import { ack } from "../../discord/routing/acknowledge.js";

const data = new SlashCommandBuilder()
  .setName("generate")
  .setDescription("Generate images from a prompt")
  .addStringOption((o) =>
    o
      .setName("prompt")
      .setDescription("What to draw")
      .setRequired(true)
      .setMinLength(L.prompt.min)
      .setMaxLength(L.prompt.max),
  )
  .addStringOption((o) => o.setName("negative").setDescription("What to avoid").setMaxLength(L.negative.max))
  .addStringOption((o) =>
    o
      .setName("workflow")
      .setDescription("A saved workflow (default: the server's)")
      .setMaxLength(L.workflow.max)
      .setAutocomplete(true),
  )
  .addIntegerOption((o) =>
    o
      .setName("width")
      .setDescription(`Width in pixels (${formatRange("en", L.width)}, a multiple of ${L.width.multipleOf})`)
      .setMinValue(L.width.min)
      .setMaxValue(L.width.max),
  )
  .addIntegerOption((o) =>
    o
      .setName("height")
      .setDescription(`Height in pixels (${formatRange("en", L.height)}, a multiple of ${L.height.multipleOf})`)
      .setMinValue(L.height.min)
      .setMaxValue(L.height.max),
  )
  .addStringOption((o) =>
    o
      .setName("aspect")
      .setDescription("Aspect ratio, at about the default pixel count (width and height win when given)")
      .addChoices(ASPECTS.map((a) => ({ name: a, value: a }))),
  )
  .addIntegerOption((o) =>
    o
      .setName("steps")
      .setDescription(`Sampling steps (${formatRange("en", L.steps)})`)
      .setMinValue(L.steps.min)
      .setMaxValue(L.steps.max),
  )
  .addIntegerOption((o) =>
    o.setName("seed").setDescription("Seed (random when empty)").setMinValue(L.seed.min).setMaxValue(L.seed.max),
  )
  .addIntegerOption((o) =>
    o
      .setName("count")
      .setDescription(`How many images (${formatRange("en", L.count)})`)
      .setMinValue(L.count.min)
      .setMaxValue(L.count.max),
  )
  .addAttachmentOption((o) => o.setName("image").setDescription("Start from this image (image-to-image)"))
  .addStringOption((o) =>
    o.setName("model").setDescription("The checkpoint to draw with").setMaxLength(R.name.max).setAutocomplete(true),
  )
  .addStringOption((o) =>
    o
      .setName("lora")
      .setDescription("A LoRA (NAME or NAME:WEIGHT); more as <lora:NAME:WEIGHT> in the prompt")
      .setMaxLength(R.name.max)
      .setAutocomplete(true),
  )
  .addStringOption((o) =>
    o.setName("sampler").setDescription("The sampler").setMaxLength(R.name.max).setAutocomplete(true),
  )
  .addStringOption((o) =>
    o.setName("scheduler").setDescription("The noise schedule").setMaxLength(R.name.max).setAutocomplete(true),
  )
  .addNumberOption((o) =>
    o
      .setName("cfg")
      .setDescription(`Guidance scale: how closely to follow the prompt (${formatRange("en", R.cfg)})`)
      .setMinValue(R.cfg.min)
      .setMaxValue(R.cfg.max),
  )
  .addIntegerOption((o) =>
    o
      .setName("clip_skip")
      .setDescription(`Text encoder layers to skip (${formatRange("en", R.clipSkip)})`)
      .setMinValue(R.clipSkip.min)
      .setMaxValue(R.clipSkip.max),
  )
  .addNumberOption((o) =>
    o
      .setName("hires")
      .setDescription("A second pass at a larger size")
      .addChoices(R.hiresScales.map((scale) => ({ name: `${scale}x`, value: scale }))),
  )
  .addNumberOption((o) =>
    o
      .setName("hires_denoise")
      .setDescription(`How much the second pass redraws (${formatRange("en", R.hiresDenoise)}, default 0.5)`)
      .setMinValue(R.hiresDenoise.min)
      .setMaxValue(R.hiresDenoise.max),
  );

/** Anywhere: outside servers that added the bot, on the member's own key, line and quota (src/scope.ts). */
export const generateCommand = {
  data,
  reach: "anywhere",
  async execute(interaction, ctx) {
    // First: it acknowledges by itself should the checks below run close to Discord's 3 s.
    const origin = fromInteraction(interaction);
    // From memory: the command is answered before anything is read from the database.
    const guild = await ctx.settings.get(scopeOf(interaction));
    const { request, rules } = await readGenerate(interaction, guild);
    // `{red, blue} car`: one job per combination, once the member says yes.
    if (await askPermutations(interaction, ctx, guild.settings, { request, rules })) return;
    await ctx.jobs.start(generateKind, request, origin, applicantOf(interaction, guild, rules));
  },
  async autocomplete(interaction, ctx) {
    const kind = focusedKind(interaction);
    if (kind !== undefined) {
      await ack.choices(interaction, await namesOffered(interaction, ctx, kind));
      return;
    }
    // Outside an age-restricted channel, the workflows that may run only there are not offered.
    const options = isAgeRestrictedChannel(interaction.channel) ? {} : { ageRestricted: false as const };
    await ack.choices(
      interaction,
      await workflowChoices(ctx.store, scopeOf(interaction), interaction.options.getFocused(), options),
    );
  },
} satisfies Command;
