import type { Store } from "../db/store.js";
import type { ApiKeys } from "../keys/keys.js";
import type { GuildRecord } from "../db/guilds.js";
import type { GuildSettings } from "../db/settings.js";
import type { SettingsCache } from "../settings-cache/cache.js";
import { utcDay } from "../db/usage.js";
import { UserError } from "../errors.js";
import { publicLocale, text, type GuildLocaleSource, type Locale } from "../i18n/index.js";
import type { Admission } from "../jobs/admission.js";
import { MAX_WAITING_JOBS } from "../db/line.js";
import { lineFull } from "../jobs/line.js";
import { checkRulesNow, checkServerRules, type RulesRequest } from "../rules/admission.js";
import { permissionNames } from "./permission-names.js";
import { quotaRefusal } from "./usage.js";
import { refusedBeforeJob } from "./refusals.js";
import { isMemberScope } from "../scope.js";

/** What the bot needs in a job's channel, by Discord's permission names. */
const NEEDED_IN_CHANNEL = ["ViewChannel", "SendMessages", "EmbedLinks", "AttachFiles"] as const;
type Needed = (typeof NEEDED_IN_CHANNEL)[number];

/** What the Discord side knows of the bot's permissions in the channel: which of those asked for it lacks. */
export interface ChannelPermissions {
  /** Whether every one is granted: cheap (one mask), so it is asked before `missing` on every command. */
  has(needed: readonly Needed[]): boolean;
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
  /** Outside servers that installed the bot: the member's language, which their job's message speaks. */
  memberLocale?: Locale;
  /** The server's record already read by the caller, to spare a query. */
  record?: Pick<GuildRecord, "settings" | "language">;
  /** What the server's own rules judge (texts, credits, an age-restricted workflow); nothing when left out. */
  rules?: RulesRequest;
}

/** What the checks before the answer read of a server: from memory (src/settings-cache). */
export interface HeldGuild {
  settings: GuildSettings;
  hasKey: boolean;
}

/**
 * The checks a new job passes before anything is answered, without the database: a key (the
 * server's own, else the operator's), the bot's permissions in the channel, an allowed channel and
 * the server's rules that need no query (banned terms, age-restricted workflows). Throws the refusal.
 */
export function checkApplicant(held: HeldGuild, who: Applicant, operatorKey: boolean): void {
  if (!held.hasKey && !operatorKey) throw noKey(who.guildId);
  // `missing` lists every permission Discord knows to find the lacking ones: asked only when one lacks.
  const permissions = who.botPermissions;
  const missing = permissions && !permissions.has(NEEDED_IN_CHANNEL) ? permissions.missing(NEEDED_IN_CHANNEL) : [];
  if (missing.length > 0) {
    // Past the interaction token's 15 minutes, and after a restart, results go through the channel.
    throw new UserError(text("admit.permissions", { permissions: permissionNames(missing) }));
  }
  const { allowedChannels } = held.settings;
  if (allowedChannels.length > 0 && !allowedChannels.includes(who.channelId)) {
    throw new UserError(text("admit.channels", { channels: allowedChannels.map((id) => `<#${id}>`) }));
  }
  if (who.rules) checkRulesNow(held.settings, who.rules, who.guildId);
}

/** No key to run with: a server's managers set one with `/settings key`, a member outside servers their own. */
function noKey(scope: string): UserError {
  return new UserError(isMemberScope(scope) ? text("anywhere.noKey") : text("admit.noKey"));
}

/** What admission reads: the store, the keys, and the settings held in memory where there are some. */
interface AdmitServices {
  store: Store;
  keys: ApiKeys;
  settings?: Pick<SettingsCache, "get">;
}

/**
 * The checks every new job passes before anything is sent: those of `checkApplicant` again, then
 * the ones that read the database: the key itself, the monthly credit budget, room in the
 * server's line when its slots are all taken (the job then waits for one: src/db/line.ts) and
 * the member's daily quota (taken last, in one statement).
 */
export async function admit(services: AdmitServices, who: Applicant): Promise<Admission> {
  try {
    return await admitChecked(services, who);
  } catch (error) {
    // Told privately, even when the command was answered publicly already (src/admission/answer-first.ts).
    throw refusedBeforeJob(error);
  }
}

async function admitChecked(services: AdmitServices, who: Applicant): Promise<Admission> {
  const { guildId, userId } = who;
  const held: Pick<GuildRecord, "settings" | "language"> & { keyCiphertext?: string | null } =
    who.record ?? (await (services.settings ?? services.store.guilds).get(guildId));
  const { settings, language } = held;
  checkApplicant({ settings, hasKey: true }, who, true);
  // The key held with the settings in memory, when they were read there.
  const { keyCiphertext } = held;
  const key = await services.keys.current(guildId, keyCiphertext === undefined ? undefined : { keyCiphertext });
  if (key === undefined) {
    throw noKey(guildId);
  }
  if (who.rules) await checkServerRules(settings, guildId, services.store.credits, who.rules);
  const limit = settings.maxConcurrentJobs;
  const day = utcDay();
  const quota = settings.dailyQuota;
  // One statement: room in the line, then the quota. Counted without a quota too: members see
  // their use, and a quota set mid-day counts from midnight.
  const line = { running: limit, waiting: MAX_WAITING_JOBS };
  const { full, taken } = await services.store.usage.takeWithRoom(guildId, userId, quota, line, day);
  // Told privately here; the line itself refuses again when it filled meanwhile (src/jobs/line.ts).
  if (full !== undefined) throw new UserError(lineFull(full));
  if (!taken) throw new UserError(quotaRefusal(quota!, new Date(), isMemberScope(guildId)));
  return {
    apiKey: key.key,
    keySource: key.source,
    quotaDay: day,
    limit,
    locale: who.memberLocale ?? publicLocale(language, who.guild),
    async cancel() {
      await services.store.usage.giveBack(guildId, userId, day);
    },
  };
}
