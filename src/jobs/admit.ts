import { PermissionFlagsBits, type PermissionsBitField, type RepliableInteraction } from "discord.js";
import type { Services } from "../context.js";
import type { GuildSettings } from "../db/store.js";
import { utcDay } from "../db/usage.js";
import { quotaRefusal } from "../discord/usage.js";
import { UserError } from "../errors.js";

const NEEDED_IN_CHANNEL = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.EmbedLinks,
  PermissionFlagsBits.AttachFiles,
];

/** A guild concurrency slot, held from admission until the job is followed (or never starts). */
export interface Slot {
  release(): void;
}

/** Who asks for a job, and where: taken from an interaction or from a reaction alike. */
export interface Applicant {
  guildId: string;
  channelId: string;
  userId: string;
  /** The bot's permissions in the channel; null when Discord did not say. */
  botPermissions: Readonly<PermissionsBitField> | null;
  /** Settings already read by the caller, to spare a query. */
  settings?: GuildSettings;
}

/** What a job that passed the checks holds until it starts: the key, a guild slot, a quota unit. */
export interface Admission {
  apiKey: string;
  slot: Slot;
  /** Gives back what was taken, for a job that never reached the service. */
  cancel(): Promise<void>;
}

export interface SlotKeeper {
  reserve(guildId: string, max: number): Slot | undefined;
}

/**
 * The checks every new job passes before anything is sent: a key, the bot's permissions in the
 * channel, an allowed channel, a free slot of the server's concurrency limit (taken at once) and
 * the member's daily quota (taken last, in one statement).
 */
export async function admit(services: Pick<Services, "store" | "apiKeyFor">, slots: SlotKeeper, who: Applicant): Promise<Admission> {
  const { guildId, channelId, userId } = who;
  const apiKey = await services.apiKeyFor(guildId);
  if (apiKey === undefined) {
    throw new UserError("This server has no API key yet. A member with Manage Server can add one with `/settings key`.");
  }
  const missing = who.botPermissions?.missing(NEEDED_IN_CHANNEL) ?? [];
  if (missing.length > 0) {
    // Past the interaction token's 15 minutes, and after a restart, results go through the channel.
    throw new UserError(`flowbot needs these permissions in this channel to post results: ${missing.join(", ")}.`);
  }
  const settings = who.settings ?? (await services.store.guilds.get(guildId)).settings;
  if (settings.allowedChannels.length > 0 && !settings.allowedChannels.includes(channelId)) {
    const list = settings.allowedChannels.map((id) => `<#${id}>`).join(", ");
    throw new UserError(`Jobs can only be started in ${list} on this server.`);
  }
  const slot = slots.reserve(guildId, settings.maxConcurrentJobs);
  if (!slot) {
    throw new UserError(`This server already has ${settings.maxConcurrentJobs} jobs running, its limit. Try again when one has finished.`);
  }
  const day = utcDay();
  const quota = settings.dailyQuota;
  try {
    // Counted without a quota too: members see their use, and a quota set mid-day counts from midnight.
    if (!(await services.store.usage.take(guildId, userId, quota, day))) {
      throw new UserError(quotaRefusal(quota!));
    }
  } catch (error) {
    slot.release();
    throw error;
  }
  return {
    apiKey,
    slot,
    async cancel() {
      slot.release();
      await services.store.usage.giveBack(guildId, userId, day);
    },
  };
}

/** The applicant of an interaction: its member, channel and the bot's permissions there. */
export function applicantOf(interaction: RepliableInteraction<"cached">, settings?: GuildSettings): Applicant {
  return {
    guildId: interaction.guildId,
    channelId: interaction.channelId ?? "",
    userId: interaction.user.id,
    botPermissions: interaction.appPermissions,
    ...(settings ? { settings } : {}),
  };
}
