import {
  ActionRowBuilder,
  EmbedBuilder,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  SlashCommandBuilder,
  SlashCommandStringOption,
  TextInputBuilder,
  TextInputStyle,
  type RepliableInteraction,
} from "discord.js";
import { CloudClient } from "../../api/cloud.js";
import { ApiError } from "../../api/errors.js";
import { GENERATE_LIMITS as G } from "../../workflows/run-limits.js";
import { SETTINGS_LIMITS as L } from "../../db/store.js";
import { EMOJI_MAX_LENGTH } from "../../discord/render/emoji.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { bannedTermsList, rulesFields } from "./rules.js";
import { languageField, languageSubcommand, setLanguage } from "./language.js";
import { JOB_CHANNEL_TYPES, readChange } from "./changes.js";
import { usageLine } from "../../admission/usage.js";
import { UserError } from "../../errors.js";
import { t, text, translator } from "../../i18n/index.js";
import { registerSecret, unregisterSecret } from "../../logger.js";
import type { Command, ComponentHandler, Context } from "../../app.js";

const KEY_MODAL = "settings:key";
const KEY_FIELD = "key";

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
      const { settings } = await ctx.store.guilds.get(interaction.guildId);
      await interaction.reply({
        ...bannedTermsList(settings, interaction.locale),
        flags: MessageFlags.Ephemeral,
        allowedMentions: NO_MENTIONS,
      });
      return;
    }
    if (sub === "remove-key") {
      const previous = await storedKey(ctx, interaction.guildId);
      await ctx.store.guilds.removeApiKey(interaction.guildId);
      unregisterSecret(previous);
      await interaction.reply({ content: t(interaction.locale, "settings.keyRemoved"), flags: MessageFlags.Ephemeral });
      return;
    }
    if (sub !== "key") {
      const change = await readChange(interaction, ctx.store.workflows);
      const saved = await ctx.store.guilds.updateSettings(interaction.guildId, change.patch);
      await interaction.reply({
        content: change.confirm(saved, interaction.locale),
        flags: MessageFlags.Ephemeral,
        allowedMentions: NO_MENTIONS,
      });
      return;
    }
    // The key goes through a modal so it never appears in chat, in command options or in logs.
    const input = new TextInputBuilder()
      .setCustomId(KEY_FIELD)
      .setLabel(t(interaction.locale, "settings.keyModalLabel"))
      .setStyle(TextInputStyle.Short)
      .setMinLength(16)
      .setMaxLength(200)
      .setRequired(true);
    await interaction.showModal(
      new ModalBuilder()
        .setCustomId(KEY_MODAL)
        .setTitle(t(interaction.locale, "settings.keyModalTitle"))
        .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input)),
    );
  },
} satisfies Command;

export const settingsComponents: ComponentHandler[] = [
  {
    prefix: "settings",
    async modal(interaction, ctx) {
      requireManageServer(interaction);
      const key = interaction.fields.getTextInputValue(KEY_FIELD).trim();
      // It travels in an HTTP header: visible ASCII only (a NUL or a zero-width space would fail there).
      if (!/^[\x21-\x7e]{16,200}$/.test(key)) {
        throw new UserError(text("settings.keyInvalid", { min: 16, max: 200 }));
      }
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await checkKey(ctx, key);
      // Masked in logs only once the service took it: what a member types is not trusted.
      registerSecret(key);
      const previous = await storedKey(ctx, interaction.guildId);
      await ctx.store.guilds.setApiKey(interaction.guildId, key);
      if (previous !== key) unregisterSecret(previous);
      await interaction.editReply({
        content: t(interaction.locale, "settings.keySaved", { last4: key.slice(-4) }),
        allowedMentions: NO_MENTIONS,
      });
    },
  },
];

/** The key being replaced or removed; one that no longer decrypts has nothing to forget. */
function storedKey(ctx: Context, guildId: string): Promise<string | undefined> {
  return ctx.store.guilds.getApiKey(guildId).catch(() => undefined);
}

/** Checks the key with a cheap authenticated read before saving it. */
async function checkKey(ctx: Context, key: string): Promise<void> {
  try {
    // A throwaway client: keys that turn out to be wrong are not kept in the bot's cache.
    await new CloudClient({ baseUrl: ctx.config.flow.cloudUrl, apiKey: key }).queue();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new UserError(text("settings.keyRefused"));
    }
    // 402 / 429 are account states, not a bad key: the key is still worth saving.
    if (!(error instanceof ApiError) || (error.status !== 402 && error.status !== 429)) throw error;
  }
}

function requireManageServer(interaction: RepliableInteraction<"cached">): void {
  if (!interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild)) {
    throw new UserError(text("common.needsManageServer"));
  }
}

async function show(interaction: RepliableInteraction<"cached">, ctx: Context): Promise<void> {
  const [guild, used, credits, top] = await Promise.all([
    ctx.store.guilds.get(interaction.guildId),
    ctx.store.usage.day(interaction.guildId, interaction.user.id),
    ctx.store.credits.monthTotal(interaction.guildId),
    ctx.store.credits.topMembers(interaction.guildId),
  ]);
  const s = guild.settings;
  const locale = interaction.locale;
  const t = translator(locale);
  const key = guild.hasKey
    ? t("show.keySet", { last4: guild.keyLast4 ?? "" })
    : ctx.config.flow.defaultApiKey
      ? t("show.keyOperator")
      : t("show.keyNotSet");
  const embed = new EmbedBuilder().setTitle(t("show.title")).addFields(
    { name: t("show.apiKey"), value: key },
    { name: t("show.defaultWorkflow"), value: s.defaultWorkflow ?? t("common.builtIn"), inline: true },
    {
      name: t("show.defaultSize"),
      value: t("show.sizeValue", { width: s.defaults.width, height: s.defaults.height, count: s.defaults.steps }),
      inline: true,
    },
    { name: t("show.upscaleEmoji"), value: s.upscaleEmoji, inline: true },
    {
      name: t("show.dailyQuota"),
      value: s.dailyQuota === null ? t("common.none") : String(s.dailyQuota),
      inline: true,
    },
    { name: t("show.jobsAtOnce"), value: String(s.maxConcurrentJobs), inline: true },
    {
      name: t("show.channels"),
      value: s.allowedChannels.length ? s.allowedChannels.map((c) => `<#${c}>`).join(" ") : t("common.all"),
      inline: true,
    },
    languageField(locale, guild, interaction.guild),
    ...rulesFields(s, credits, top, locale, interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild)),
    { name: t("show.yourUse"), value: usageLine(used, s.dailyQuota, new Date(), locale) },
  );
  await interaction.reply({ embeds: [embed], flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
}
