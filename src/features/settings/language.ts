import { MessageFlags, type ChatInputCommandInteraction, type SlashCommandSubcommandBuilder } from "discord.js";
import type { Context } from "../context.js";
import type { GuildRecord } from "../../db/guilds.js";
import { isLocale, LOCALES, publicLocale, t, type Locale } from "./texts/index.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { ack } from "../../discord/routing/acknowledge.js";

const SERVER_DEFAULT = "default";

/** Each language by its own name: a member finds theirs whatever language their client shows. */
const OWN_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  "es-ES": "Español",
  "pt-BR": "Português do Brasil",
  ja: "日本語",
  ko: "한국어",
};

/** `/settings language`: the language of the server's public job messages, or its default. */
export function languageSubcommand(s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return s
    .setName("language")
    .setDescription("The language of this server's public job messages")
    .addStringOption((o) =>
      o
        .setName("language")
        .setDescription("A language, or the server's default")
        .setRequired(true)
        .addChoices(...LOCALES.map((locale) => ({ name: OWN_NAMES[locale], value: locale })), {
          name: "Server default",
          value: SERVER_DEFAULT,
        }),
    );
}

/** Saves the language (Manage Server is checked by the caller) and confirms it in the member's language. */
export async function setLanguage(interaction: ChatInputCommandInteraction<"cached">, ctx: Context): Promise<void> {
  const value = interaction.options.getString("language", true);
  const language = isLocale(value) ? value : null;
  await ctx.store.guilds.setLanguage(interaction.guildId, language);
  const content = language
    ? t(interaction.locale, "settings.languageSaved", { language: languageName(interaction.locale, language) })
    : t(interaction.locale, "settings.languageDefault");
  await ack.reply(interaction, { content, flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
}

/** The `/settings show` line: the language set, or the one the server's default gives now. */
export function languageField(
  locale: string,
  guild: Pick<GuildRecord, "language">,
  discordGuild: ChatInputCommandInteraction<"cached">["guild"],
) {
  const name = languageName(locale, publicLocale(guild.language, discordGuild));
  return {
    name: t(locale, "show.language"),
    value: guild.language ? name : t(locale, "show.languageDefault", { language: name }),
    inline: true,
  };
}

function languageName(reader: string, language: Locale): string {
  return t(reader, `language.${language}`);
}
