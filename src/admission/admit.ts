import type { Services } from "../services.js";
import type { GuildRecord } from "../db/guilds.js";
import { utcDay } from "../db/usage.js";
import { UserError } from "../errors.js";
import { publicLocale, text, type GuildLocaleSource } from "../i18n/index.js";
import type { Admission } from "../jobs/admission.js";
import { MAX_WAITING_JOBS } from "../db/line.js";
import { lineFull } from "../jobs/line.js";
import { checkServerRules, type RulesRequest } from "../rules/admission.js";
import { permissionNames } from "./permission-names.js";
import { quotaRefusal } from "./usage.js";

/** What the bot needs in a job's channel, by Discord's permission names. */
const NEEDED_IN_CHANNEL = ["ViewChannel", "SendMessages", "EmbedLinks", "AttachFiles"] as const;
type Needed = (typeof NEEDED_IN_CHANNEL)[number];

/** What the Discord side knows of the bot's permissions in the channel: which of those asked for it lacks. */
export interface ChannelPermissions {
  missing(needed: readonly Needed[]): string[];
}

export type { Admission } from "../jobs/admission.js";

/** Who asks for a job, and where: taken from an interaction or from a reaction alike. */
export interface Applicant {
  guildId: string;
  channelId: string;
  userId: string;
  /** The bot's permissions in the channel; null when Discord did not say. */
  botPermissions: ChannelPermissions | null;
  /** What Discord says of the server's language (its Community locale); absent for none. */
  guild?: GuildLocaleSource | null;
  /** The server's record already read by the caller, to spare a query. */
  record?: Pick<GuildRecord, "settings" | "language">;
  /** What the server's own rules judge (texts, credits, an age-restricted workflow); nothing when left out. */
  rules?: RulesRequest;
}

/**
 * The checks every new job passes before anything is sent: a key, the bot's permissions in the
 * channel, an allowed channel, the server's own rules (banned terms, credit budget, age-restricted
 * workflows: before anything is taken), room in the server's line when its slots are all taken
 * (the job then waits for one: src/db/line.ts) and the member's daily quota (taken last, in one
 * statement).
 */
export async function admit(services: Pick<Services, "store" | "keys">, who: Applicant): Promise<Admission> {
  const { guildId, channelId, userId } = who;
  const key = await services.keys.current(guildId);
  if (key === undefined) {
    throw new UserError(text("admit.noKey"));
  }
  const missing = who.botPermissions?.missing(NEEDED_IN_CHANNEL) ?? [];
  if (missing.length > 0) {
    // Past the interaction token's 15 minutes, and after a restart, results go through the channel.
    throw new UserError(text("admit.permissions", { permissions: permissionNames(missing) }));
  }
  const { settings, language } = who.record ?? (await services.store.guilds.get(guildId));
  if (settings.allowedChannels.length > 0 && !settings.allowedChannels.includes(channelId)) {
    throw new UserError(text("admit.channels", { channels: settings.allowedChannels.map((id) => `<#${id}>`) }));
  }
  if (who.rules) await checkServerRules(settings, guildId, services.store.credits, who.rules);
  const limit = settings.maxConcurrentJobs;
  // Told privately here; the line itself refuses again when it filled meanwhile (src/jobs/line.ts).
  const { running, waiting } = await services.store.line.counts(guildId);
  if (running >= limit && waiting >= MAX_WAITING_JOBS) throw new UserError(lineFull(waiting));
  const day = utcDay();
  const quota = settings.dailyQuota;
  // Counted without a quota too: members see their use, and a quota set mid-day counts from midnight.
  if (!(await services.store.usage.take(guildId, userId, quota, day))) {
    throw new UserError(quotaRefusal(quota!));
  }
  return {
    apiKey: key.key,
    keySource: key.source,
    quotaDay: day,
    limit,
    locale: publicLocale(language, who.guild),
    async cancel() {
      await services.store.usage.giveBack(guildId, userId, day);
    },
  };
}
