import {
  ActionRowBuilder,
  MessageFlags,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ChatInputCommandInteraction,
} from "discord.js";
import { CloudClient } from "../../api/cloud.js";
import { ApiError } from "../../api/errors.js";
import type { ComponentHandler, Context } from "../../app.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { UserError } from "../../errors.js";
import { t, text } from "./texts/index.js";
import { registerSecret, unregisterSecret } from "../../logger.js";
import { requireManageServer } from "./change.js";

const KEY_MODAL = "settings:key";
const KEY_FIELD = "key";

/** `/settings key`: the key goes through a modal so it never appears in chat, in command options or in logs. */
export async function askForKey(interaction: ChatInputCommandInteraction<"cached">): Promise<void> {
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
}

/** `/settings remove-key`: the server's key is forgotten (and no longer masked in logs). */
export async function removeKey(interaction: ChatInputCommandInteraction<"cached">, ctx: Context): Promise<void> {
  const previous = await storedKey(ctx, interaction.guildId);
  await ctx.store.guilds.removeApiKey(interaction.guildId);
  unregisterSecret(previous);
  await interaction.reply({ content: t(interaction.locale, "settings.keyRemoved"), flags: MessageFlags.Ephemeral });
}

/** The key's modal, submitted: checked with the service, then saved encrypted. */
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
    const { cloudUrl } = ctx.config.flow;
    if (cloudUrl === undefined) throw new UserError(text("engine.notSetUp"));
    await new CloudClient({ baseUrl: cloudUrl, apiKey: key }).queue();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new UserError(text("settings.keyRefused"));
    }
    // 402 / 429 are account states, not a bad key: the key is still worth saving.
    if (!(error instanceof ApiError) || (error.status !== 402 && error.status !== 429)) throw error;
  }
}
