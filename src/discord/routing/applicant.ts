import type { RepliableInteraction } from "discord.js";
import type { Applicant } from "../../admission/admit.js";
import type { RulesRequest } from "../../rules/admission.js";
import { privateLocale } from "../../i18n/index.js";
import { scopeOf } from "./scope.js";

/**
 * The applicant of an interaction: its member, channel and the bot's permissions there. Outside a
 * server that installed the bot, the member's own scope: the bot posts nothing in the channel
 * there (its permissions are not asked for), and the job speaks the member's language.
 */
export function applicantOf(
  interaction: RepliableInteraction,
  record?: Applicant["record"],
  rules?: RulesRequest,
): Applicant {
  const inServer = interaction.inCachedGuild();
  return {
    guildId: scopeOf(interaction),
    channelId: interaction.channelId ?? "",
    userId: interaction.user.id,
    botPermissions: inServer ? interaction.appPermissions : null,
    guild: inServer ? interaction.guild : null,
    ...(inServer ? {} : { memberLocale: privateLocale(interaction) }),
    ...(record ? { record } : {}),
    ...(rules ? { rules: { channel: interaction.channel, ...rules } } : {}),
  };
}
