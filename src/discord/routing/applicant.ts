import type { RepliableInteraction } from "discord.js";
import type { Applicant } from "../../admission/admit.js";
import type { RulesRequest } from "../../rules/admission.js";

/** The applicant of an interaction: its member, channel and the bot's permissions there. */
export function applicantOf(
  interaction: RepliableInteraction<"cached">,
  record?: Applicant["record"],
  rules?: RulesRequest,
): Applicant {
  return {
    guildId: interaction.guildId,
    channelId: interaction.channelId ?? "",
    userId: interaction.user.id,
    botPermissions: interaction.appPermissions,
    guild: interaction.guild,
    ...(record ? { record } : {}),
    ...(rules ? { rules: { channel: interaction.channel, ...rules } } : {}),
  };
}
