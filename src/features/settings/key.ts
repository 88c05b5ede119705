import { MessageFlags, type ChatInputCommandInteraction } from "discord.js";
import type { ComponentHandler, Context } from "../context.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { t } from "./texts/index.js";
import { checkKey, forgetKey, saveKey, typedKey } from "../../keys/key-check.js";
import { KEY_FIELD, keyForm } from "../../discord/render/key-form.js";
import { requireManageServer } from "./change.js";
import { ack } from "../../discord/routing/acknowledge.js";

const KEY_MODAL = "settings:key";

/** `/settings key`: the key goes through a modal so it never appears in chat, in command options or in logs. */
export async function askForKey(interaction: ChatInputCommandInteraction<"cached">): Promise<void> {
  const { locale } = interaction;
  await ack.form(
    interaction,
    keyForm(KEY_MODAL, t(locale, "settings.keyModalTitle"), t(locale, "settings.keyModalLabel")),
  );
}

/** `/settings remove-key`: the server's key is forgotten (and no longer masked in logs). */
export async function removeKey(interaction: ChatInputCommandInteraction<"cached">, ctx: Context): Promise<void> {
  await forgetKey(ctx.store.guilds, interaction.guildId);
  await ack.reply(interaction, {
    content: t(interaction.locale, "settings.keyRemoved"),
    flags: MessageFlags.Ephemeral,
  });
}

/** The key's modal, submitted: checked with the service, then saved encrypted. */
export const settingsComponents: ComponentHandler[] = [
  {
    prefix: "settings",
    async modal(interaction, ctx) {
      requireManageServer(interaction);
      const key = typedKey(interaction.fields.getTextInputValue(KEY_FIELD));
      await ack.defer(interaction, { privately: true });
      await checkKey(ctx.config.flow.cloudUrl, key);
      await saveKey(ctx.store.guilds, interaction.guildId, key);
      await ack.edit(interaction, {
        content: t(interaction.locale, "settings.keySaved", { last4: key.slice(-4) }),
        allowedMentions: NO_MENTIONS,
      });
    },
  },
];
