import type { ButtonInteraction } from "discord.js";
import { DEFAULT_UPLOAD_LIMITS } from "../../jobs/download.js";
import type { Origin } from "../../jobs/port.js";
import { t } from "./texts/index.js";
import { privateFollowUpOr, type DiscordOpened } from "../../discord/job-message/origin.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { messageTarget } from "../../discord/job-message/target.js";
import { isAgeRestrictedChannel } from "../../rules/age-restricted.js";
import { ack } from "../../discord/routing/acknowledge.js";

/**
 * One of several jobs a single click starts (a prompt's permutations): its message is a message
 * of its own in the channel, sent with the bot token, since one interaction has one reply. It
 * carries the click, as a command's job does: its start waits for the click's record, its record
 * names the click (a process taking that record over finds the job), and the click's first answer
 * (its message deferred, `answer`) goes once the record is written (answer-first); the job's own
 * message opens only once it is admitted, as it did.
 */
export function channelOrigin(interaction: ButtonInteraction<"cached">): Origin {
  let opened: Promise<DiscordOpened> | undefined;
  const channelId = interaction.channelId;
  // A member with private results gets each as a private follow-up instead.
  const origin = privateFollowUpOr(interaction, {
    guildId: interaction.guildId,
    channelId,
    userId: interaction.user.id,
    ageRestricted: isAgeRestrictedChannel(interaction.channel),
    limits: {
      ...DEFAULT_UPLOAD_LIMITS,
      maxFileBytes: interaction.attachmentSizeLimit || DEFAULT_UPLOAD_LIMITS.maxFileBytes,
    },
    open(locale) {
      opened ??= (async () => {
        const channel = interaction.channel ?? (await interaction.client.channels.fetch(channelId));
        if (!channel?.isSendable()) throw new Error(`channel ${channelId} takes no messages`);
        const message = await channel.send({ content: t(locale, "job.starting"), allowedMentions: NO_MENTIONS });
        return { messageId: message.id, target: messageTarget(interaction.client, channelId, message.id) };
      })();
      return opened;
    },
  });
  const answer = () => ack.deferUpdate(interaction);
  return {
    ...origin,
    interactionId: interaction.id,
    answer,
    async open(locale) {
      await answer();
      return origin.open(locale);
    },
  };
}
