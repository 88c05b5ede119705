import { ActionRowBuilder, ModalBuilder, TextInputBuilder, TextInputStyle } from "discord.js";
import { KEY_LENGTH } from "../../keys/key-check.js";

/** The private form a key is typed into (never chat, never a command option): one short field, `key`. */
export function keyForm(customId: string, title: string, label: string): ModalBuilder {
  const input = new TextInputBuilder()
    .setCustomId(KEY_FIELD)
    .setLabel(label)
    .setStyle(TextInputStyle.Short)
    .setMinLength(KEY_LENGTH.min)
    .setMaxLength(KEY_LENGTH.max)
    .setRequired(true);
  return new ModalBuilder()
    .setCustomId(customId)
    .setTitle(title)
    .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
}

export const KEY_FIELD = "key";
