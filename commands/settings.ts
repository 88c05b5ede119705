import {
  ActionRowBuilder,
  EmbedBuilder,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  SlashCommandBuilder,
  TextInputBuilder,
  TextInputStyle,
  type RepliableInteraction,
} from "discord.js";
import { CloudClient } from "../src/api/cloud.js";
import { ApiError } from "../src/api/errors.js";
import type { Context } from "./index.js";
import { GENERATE_LIMITS as G } from "../src/api/schemas/generate.js";
import { SETTINGS_LIMITS as L } from "../src/db/store.js";
import { EMOJI_MAX_LENGTH } from "../src/discord/emoji.js";
import { NO_MENTIONS } from "../src/discord/render.js";
import { JOB_CHANNEL_TYPES, readChange } from "../src/discord/settings-changes.js";
import { usageLine } from "../src/discord/usage.js";
import { UserError } from "../src/errors.js";
import { registerSecret, unregisterSecret } from "../src/logger.js";
import type { Command, ComponentHandler } from "./index.js";

const KEY_MODAL = "settings:key";
const KEY_FIELD = "key";

const data = new SlashCommandBuilder()
  .setName("settings")
  .setDescription("This server's flowbot settings")
  .addSubcommand((s) => s.setName("key").setDescription("Set the platform API key (opens a private form)"))
  .addSubcommand((s) => s.setName("remove-key").setDescription("Remove this server's API key"))
  .addSubcommand((s) => s.setName("show").setDescription("Show this server's settings"))
  .addSubcommand((s) =>
    s
      .setName("defaults")
      .setDescription("Default size and steps of /generate")
      .addIntegerOption((o) => o.setName("width").setDescription(`Width in pixels, a multiple of ${G.width.multipleOf}`).setMinValue(G.width.min).setMaxValue(G.width.max))
      .addIntegerOption((o) => o.setName("height").setDescription(`Height in pixels, a multiple of ${G.height.multipleOf}`).setMinValue(G.height.min).setMaxValue(G.height.max))
      .addIntegerOption((o) => o.setName("steps").setDescription("Sampling steps").setMinValue(G.steps.min).setMaxValue(G.steps.max)),
  )
  .addSubcommand((s) =>
    s
      .setName("upscale-emoji")
      .setDescription("The reaction that upscales an image")
      .addStringOption((o) =>
        o.setName("emoji").setDescription("A standard emoji or one of this server's").setRequired(true).setMaxLength(EMOJI_MAX_LENGTH),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("quota")
      .setDescription("How many jobs each member may start per day (UTC)")
      .addIntegerOption((o) =>
        o.setName("jobs").setDescription("Jobs per member per day; leave empty for no limit").setMinValue(L.dailyQuota.min).setMaxValue(L.dailyQuota.max),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("concurrency")
      .setDescription("How many of this server's jobs may run at once")
      .addIntegerOption((o) =>
        o.setName("jobs").setDescription("Jobs at once").setRequired(true).setMinValue(L.maxConcurrentJobs.min).setMaxValue(L.maxConcurrentJobs.max),
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
          .addChannelOption((o) => o.setName("channel").setDescription("The channel").setRequired(true).addChannelTypes(...JOB_CHANNEL_TYPES)),
      )
      .addSubcommand((s) =>
        s
          .setName("remove")
          .setDescription("Stop allowing jobs in a channel")
          .addChannelOption((o) => o.setName("channel").setDescription("The channel").setRequired(true)),
      )
      .addSubcommand((s) => s.setName("clear").setDescription("Allow jobs in every channel")),
  );

export const settingsCommand = {
  data,
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand();
    if (sub === "show") return show(interaction, ctx);
    requireManageServer(interaction);
    if (sub === "remove-key") {
      const previous = await storedKey(ctx, interaction.guildId);
      await ctx.store.guilds.removeApiKey(interaction.guildId);
      unregisterSecret(previous);
      await interaction.reply({ content: "This server's API key was removed.", flags: MessageFlags.Ephemeral });
      return;
    }
    if (sub !== "key") {
      const change = await readChange(interaction);
      const saved = await ctx.store.guilds.updateSettings(interaction.guildId, change.patch);
      await interaction.reply({ content: change.confirm(saved), flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
      return;
    }
    // The key goes through a modal so it never appears in chat, in command options or in logs.
    const input = new TextInputBuilder()
      .setCustomId(KEY_FIELD)
      .setLabel("Platform API key")
      .setStyle(TextInputStyle.Short)
      .setMinLength(16)
      .setMaxLength(200)
      .setRequired(true);
    await interaction.showModal(
      new ModalBuilder()
        .setCustomId(KEY_MODAL)
        .setTitle("Set this server's API key")
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
        throw new UserError("key must be 16 to 200 visible ASCII characters (letters, digits, punctuation), with no spaces.");
      }
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await checkKey(ctx, key);
      // Masked in logs only once the service took it: what a member types is not trusted.
      registerSecret(key);
      const previous = await storedKey(ctx, interaction.guildId);
      await ctx.store.guilds.setApiKey(interaction.guildId, key);
      if (previous !== key) unregisterSecret(previous);
      await interaction.editReply({
        content: `Saved. This server now uses the API key ending in \`${key.slice(-4)}\`.`,
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
      throw new UserError("The service refused that key (401). Nothing was saved; check the key and try again.");
    }
    // 402 / 429 are account states, not a bad key: the key is still worth saving.
    if (!(error instanceof ApiError) || (error.status !== 402 && error.status !== 429)) throw error;
  }
}

function requireManageServer(interaction: RepliableInteraction<"cached">): void {
  if (!interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild)) {
    throw new UserError("Only members with the Manage Server permission can change flowbot's settings.");
  }
}

async function show(interaction: RepliableInteraction<"cached">, ctx: Context): Promise<void> {
  const [guild, used] = await Promise.all([
    ctx.store.guilds.get(interaction.guildId),
    ctx.store.usage.get(interaction.guildId, interaction.user.id),
  ]);
  const s = guild.settings;
  const key = guild.hasKey
    ? `set, ending in \`${guild.keyLast4}\``
    : ctx.config.flow.defaultApiKey
      ? "not set (the operator's key is used)"
      : "not set — `/settings key`";
  const embed = new EmbedBuilder().setTitle("flowbot settings").addFields(
    { name: "API key", value: key },
    { name: "Default workflow", value: s.defaultWorkflow ?? "built-in", inline: true },
    { name: "Default size", value: `${s.defaults.width}×${s.defaults.height}, ${s.defaults.steps} steps`, inline: true },
    { name: "Upscale emoji", value: s.upscaleEmoji, inline: true },
    { name: "Daily quota per member", value: s.dailyQuota === null ? "none" : String(s.dailyQuota), inline: true },
    { name: "Jobs at once", value: String(s.maxConcurrentJobs), inline: true },
    { name: "Channels", value: s.allowedChannels.length ? s.allowedChannels.map((c) => `<#${c}>`).join(" ") : "all", inline: true },
    { name: "Your use today", value: usageLine(used, s.dailyQuota) },
  );
  await interaction.reply({ embeds: [embed], flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
}
