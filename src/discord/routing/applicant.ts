import type { PermissionsBitField, RepliableInteraction } from "discord.js";
import type { Applicant, ChannelPermissions } from "../../admission/admit.js";
import type { RulesRequest } from "../../rules/admission.js";
import { livesOnInteraction } from "../job-message/origin.js";

/** What a job that lives on its interaction needs of the bot's permissions: its reply's embeds and files, never the channel itself. */
const REPLY_NEEDS = new Set<string>(["EmbedLinks", "AttachFiles"]);

function replyPermissions(permissions: PermissionsBitField): ChannelPermissions {
  return { missing: (needed) => permissions.missing(needed.filter((p) => REPLY_NEEDS.has(p))) };
}

/** The applicant of an interaction: its member, channel and the bot's permissions there. */
export function applicantOf(
  interaction: RepliableInteraction<"cached" | "raw">,
  record?: Applicant["record"],
  rules?: RulesRequest,
): Applicant {
  return {
    guildId: interaction.guildId,
    channelId: interaction.channelId ?? "",
    userId: interaction.user.id,
    botPermissions: livesOnInteraction(interaction)
      ? replyPermissions(interaction.appPermissions)
      : interaction.appPermissions,
    guild: interaction.guild,
    ...(record ? { record } : {}),
    ...(rules ? { rules: { channel: interaction.channel, ...rules } } : {}),
  };
}
