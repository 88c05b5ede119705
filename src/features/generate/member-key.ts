import { MessageFlags, type ChatInputCommandInteraction } from "discord.js";
import type { ComponentHandler, Context } from "../context.js";
import { KEY_FIELD, keyForm } from "../../discord/render/key-form.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { t } from "./texts/index.js";
import { checkKey, forgetKey, saveKey, typedKey } from "../../keys/key-check.js";
import { memberScope } from "../../scope.js";
import { ack } from "../../discord/routing/acknowledge.js";

const KEY_MODAL = "mykey";

/**
 * `/preferences key:set`: a member's own platform key, for their jobs outside servers that added
 * the bot (src/scope.ts). Like a server's, it goes through a form, never through chat or options.
 */
export async function askForMemberKey(interaction: ChatInputCommandInteraction): Promise<void> {
  const { locale } = interaction;
  await ack.form(
    interaction,
    keyForm(KEY_MODAL, t(locale, "anywhere.keyModalTitle"), t(locale, "settings.keyModalLabel")),
  );
}

/** `/preferences key:remove`: the member's own key is forgotten. */
export async function removeMemberKey(interaction: ChatInputCommandInteraction, ctx: Context): Promise<void> {
  await forgetKey(ctx.store.guilds, memberScope(interaction.user.id));
  await ack.reply(interaction, {
    content: t(interaction.locale, "anywhere.keyRemoved"),
    flags: MessageFlags.Ephemeral,
  });
}

/** The member's key form, submitted (from anywhere): checked with the service, then saved encrypted. */
export const memberKeyComponents: ComponentHandler[] = [
  {
    prefix: KEY_MODAL,
    reach: "anywhere",
    // The form holds the member's key: never stored as it arrives (only encrypted, once checked).
    recorded: false,
    async modal(interaction, ctx) {
      const key = typedKey(interaction.fields.getTextInputValue(KEY_FIELD));
      await ack.defer(interaction, { privately: true });
      await checkKey(ctx.config.flow.cloudUrl, key);
      await saveKey(ctx.store.guilds, memberScope(interaction.user.id), key);
      await ack.edit(interaction, {
        content: t(interaction.locale, "anywhere.keySaved", { last4: key.slice(-4) }),
        allowedMentions: NO_MENTIONS,
      });
    },
  },
];
