import { MessageFlags, SlashCommandBuilder, SlashCommandStringOption } from "discord.js";
import { GENERATE_LIMITS as G } from "../../workflows/run-limits.js";
import { SETTINGS_LIMITS as L } from "../../db/store.js";
import { EMOJI_MAX_LENGTH } from "../../discord/render/emoji.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import type { Command } from "../context.js";
import { requireManageServer } from "./change.js";
import { JOB_CHANNEL_TYPES, readChange } from "./changes.js";
import { askForKey, removeKey } from "./key.js";
import { languageSubcommand, setLanguage } from "./language.js";
import { bannedTermsList } from "./rules.js";
import { show } from "./show.js";
import { imagesSubcommand } from "./images.js";
import { heldNames, modelNameChoices, modelsGroup } from "./models.js";
import { ack } from "../../discord/routing/acknowledge.js";

const termOption = (o: SlashCommandStringOption) =>
  o
    .setName("term")
    .setDescription("Matched as whole words, whatever the case and accents")
    .setRequired(true)
    .setMaxLength(L.bannedTerms.length.max);

const data = new SlashCommandBuilder()
  .setName("settings")
  .setDescription("This server's flowbot settings")
  .addSubcommand((s) => s.setName("key").setDescription("Set the platform API key (opens a private form)"))
  .addSubcommand((s) => s.setName("remove-key").setDescription("Remove this server's API key"))
  .addSubcommand((s) => s.setName("show").setDescription("Show this server's settings"))
  .addSubcommand(languageSubcommand)
  .addSubcommand(imagesSubcommand)
  .addSubcommandGroup(modelsGroup)
  .addSubcommand((s) =>
    s
      .setName("defaults")
      .setDescription("Default size and steps of /generate")
      .addIntegerOption((o) =>
        o
          .setName("width")
          .setDescription(`Width in pixels, a multiple of ${G.width.multipleOf}`)
          .setMinValue(G.width.min)
          .setMaxValue(G.width.max),
      )
      .addIntegerOption((o) =>
        o
          .setName("height")
          .setDescription(`Height in pixels, a multiple of ${G.height.multipleOf}`)
          .setMinValue(G.height.min)
          .setMaxValue(G.height.max),
      )
      .addIntegerOption((o) =>
        o.setName("steps").setDescription("Sampling steps").setMinValue(G.steps.min).setMaxValue(G.steps.max),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("upscale-emoji")
      .setDescription("The reaction that upscales an image")
      .addStringOption((o) =>
        o
          .setName("emoji")
          .setDescription("A standard emoji or one of this server's")
          .setRequired(true)
          .setMaxLength(EMOJI_MAX_LENGTH),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("quota")
      .setDescription("How many jobs each member may start per day (UTC)")
      .addIntegerOption((o) =>
        o
          .setName("jobs")
          .setDescription("Jobs per member per day; leave empty for no limit")
          .setMinValue(L.dailyQuota.min)
          .setMaxValue(L.dailyQuota.max),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("concurrency")
      .setDescription("How many of this server's jobs may run at once")
      .addIntegerOption((o) =>
        o
          .setName("jobs")
          .setDescription("Jobs at once")
          .setRequired(true)
          .setMinValue(L.maxConcurrentJobs.min)
          .setMaxValue(L.maxConcurrentJobs.max),
      ),
  )
  .addSubcommandGroup((g) =>
    g
      .setName("channels")
      .setDescription("The channels where jobs may start (all, when the list is empty)")
      .addSubcommand((s) =>
        s
          .setName("add")
          .setDescription("Allow jobs in a channel")
          .addChannelOption((o) =>
            o
              .setName("channel")
              .setDescription("The channel")
              .setRequired(true)
              .addChannelTypes(...JOB_CHANNEL_TYPES),
          ),
      )
      .addSubcommand((s) =>
        s
          .setName("remove")
          .setDescription("Stop allowing jobs in a channel")
          .addChannelOption((o) => o.setName("channel").setDescription("The channel").setRequired(true)),
      )
      .addSubcommand((s) => s.setName("clear").setDescription("Allow jobs in every channel")),
  )
  .addSubcommandGroup((g) =>
    g
      .setName("banned-terms")
      .setDescription(`Words and phrases refused in every text a member sends (up to ${L.bannedTerms.max})`)
      .addSubcommand((s) => s.setName("add").setDescription("Refuse a word or phrase").addStringOption(termOption))
      .addSubcommand((s) =>
        s.setName("remove").setDescription("Stop refusing a word or phrase").addStringOption(termOption),
      )
      .addSubcommand((s) => s.setName("list").setDescription("Show the banned terms (only to you)"))
      .addSubcommand((s) => s.setName("clear").setDescription("Remove every banned term")),
  )
  .addSubcommand((s) =>
    s
      .setName("negative-prompt")
      .setDescription("A negative prompt added to every /generate")
      .addStringOption((o) =>
        o.setName("text").setDescription("Leave empty for none").setMaxLength(L.negativePrompt.max),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("credit-budget")
      .setDescription("Credits per month (UTC) past which video jobs are refused")
      .addIntegerOption((o) =>
        o
          .setName("credits")
          .setDescription("Credits per month; leave empty for no budget")
          .setMinValue(L.creditBudget.min)
          .setMaxValue(L.creditBudget.max),
      ),
  );

export const settingsCommand = {
  data,
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand();
    if (sub === "show") return show(interaction, ctx);
    requireManageServer(interaction);
    if (sub === "language") return setLanguage(interaction, ctx);
    if (sub === "list" && interaction.options.getSubcommandGroup() === "banned-terms") {
      const { settings } = await ctx.settings.get(interaction.guildId);
      await ack.reply(interaction, {
        ...bannedTermsList(settings, interaction.locale),
        flags: MessageFlags.Ephemeral,
        allowedMentions: NO_MENTIONS,
      });
      return;
    }
    if (sub === "remove-key") return removeKey(interaction, ctx);
    if (sub !== "key") {
      const { hasKey } = await ctx.settings.get(interaction.guildId);
      const change = await readChange(
        interaction,
        ctx.store.workflows,
        await heldNames(ctx, interaction.guildId, hasKey),
      );
      const saved = await ctx.store.guilds.updateSettings(interaction.guildId, change.patch);
      await ack.reply(interaction, {
        content: change.confirm(saved, interaction.locale),
        flags: MessageFlags.Ephemeral,
        allowedMentions: NO_MENTIONS,
      });
      return;
    }
    await askForKey(interaction);
  },
  // `/settings models`' model and LoRA options: the names the server's backends hold.
  async autocomplete(interaction, ctx) {
    await ack.choices(interaction, await modelNameChoices(interaction, ctx));
  },
} satisfies Command;
