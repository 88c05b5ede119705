import type { GuildSettings } from "../db/settings.js";
import type { Store } from "../db/store.js";
import type { Locale } from "../i18n/locales.js";
import type { MemberPreferences } from "../db/preferences.js";
import type { Logger } from "../logging/logger.js";
import { isMemberScope } from "../scope.js";

/** What a command checks before its first answer, held in memory: no database read on the command's path. */
export interface GuildView {
  id: string;
  settings: GuildSettings;
  language: Locale | null;
  /** Whether the server has its own key (the key itself is decrypted after the answer). */
  hasKey: boolean;
  /** The key's last four characters, the only part shown. */
  keyLast4: string | null;
  /** The server's key as stored, encrypted (see `GuildStore.getApiKey`). */
  keyCiphertext: string | null;
  /** The saved workflows' names, each with whether it runs only in age-restricted channels. */
  workflows: ReadonlyMap<string, { ageRestricted: boolean }>;
  /** The members whose results are visible only to them (`/preferences`): their job messages open privately. */
  privateResults: ReadonlySet<string>;
}

export interface SettingsCacheOptions {
  store: Pick<Store, "guilds" | "workflows" | "changes" | "preferences">;
  log: Logger;
  /** How old a view may get when a change notification was missed (default 30 s). */
  refreshMs?: number;
  /** Servers held at most (default 10,000): the least recently read are dropped first. */
  max?: number;
  /** The operator's rules for members' own scopes (outside servers that installed the bot: src/scope.ts). */
  memberRules?: MemberRules;
}

/** What holds for every member outside servers that installed the bot, in place of a server's settings. */
export interface MemberRules {
  dailyQuota: number;
  bannedTerms: readonly string[];
}

/** A server's saved workflows are at most 50 (MAX_WORKFLOWS_PER_SERVER); names only are read, never the graphs. */
const WORKFLOW_NAMES = 50;

/**
 * Every server's settings, key presence, language and workflow names, as the commands check
 * them before answering. Kept current by change notifications: at once for changes made by this
 * process (`store.changes`), by Postgres `NOTIFY` for the others' (`changed`, from
 * src/settings-cache/listen.ts), and by a periodic refresh bounding how stale a view may be when
 * a notification was lost. A server not held yet is read once (that command waits for it).
 */
export class SettingsCache {
  private readonly views = new Map<string, { view: GuildView; at: number }>();
  private readonly loading = new Map<string, Promise<GuildView>>();
  /** Members' own defaults (/preferences), by server and member: dropped with their server's view. */
  private readonly members = new Map<string, { guildId: string; prefs: MemberPreferences; at: number }>();
  /** Counts the changes per server, so that a read begun before a change never stores what it read. */
  private readonly generations = new Map<string, number>();
  private readonly refreshMs: number;
  private readonly max: number;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private refreshing = false;

  constructor(private readonly options: SettingsCacheOptions) {
    this.refreshMs = options.refreshMs ?? 30_000;
    this.max = options.max ?? 10_000;
  }

  /** Follows this process's changes and refreshes on a timer. */
  start(): void {
    this.unsubscribe ??= this.options.store.changes.on((guildId) => this.changed(guildId));
    this.timer ??= setInterval(() => void this.refresh(), Math.max(100, this.refreshMs / 4));
    this.timer.unref();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The server's view when held and current: no database read, no wait. */
  peek(guildId: string): GuildView | undefined {
    return this.views.get(guildId)?.view;
  }

  /** The held view, else read now. */
  get(guildId: string): Promise<GuildView> | GuildView {
    return this.peek(guildId) ?? this.load(guildId);
  }

  /**
   * A member's own defaults in a server (/preferences), held as its settings are: a change is
   * announced as a change of the server (`PreferenceStore.set`), and one held longer than
   * `refreshMs` is read again.
   */
  async memberPreferences(guildId: string, userId: string): Promise<MemberPreferences> {
    const key = `${guildId}:${userId}`;
    const held = this.members.get(key);
    if (held && Date.now() - held.at < this.refreshMs) return held.prefs;
    const generation = this.generations.get(guildId) ?? 0;
    const prefs = await this.options.store.preferences.get(guildId, userId);
    if ((this.generations.get(guildId) ?? 0) === generation) {
      this.members.delete(key);
      this.members.set(key, { guildId, prefs, at: Date.now() });
      if (this.members.size > this.max) this.members.delete(this.members.keys().next().value!);
    }
    return prefs;
  }

  /** A server's settings changed: its view is dropped and read again. */
  changed(guildId: string): void {
    this.generations.set(guildId, (this.generations.get(guildId) ?? 0) + 1);
    this.views.delete(guildId);
    this.loading.delete(guildId);
    for (const [key, held] of this.members) if (held.guildId === guildId) this.members.delete(key);
    this.load(guildId).catch((error: unknown) =>
      this.options.log.warn({ err: error, guildId }, "could not read settings"),
    );
  }

  /** Notifications may have been lost (the listening connection dropped): every view is read again. */
  changedAll(): void {
    for (const guildId of [...this.views.keys()]) this.changed(guildId);
  }

  /** Reads the servers not held yet, one after the other (after login, so that the first commands find them). */
  async warm(guildIds: Iterable<string>): Promise<void> {
    for (const guildId of guildIds) {
      if (this.unsubscribe === undefined) return;
      if (!this.views.has(guildId)) await this.load(guildId).catch(() => undefined);
    }
  }

  private load(guildId: string): Promise<GuildView> {
    const pending = this.loading.get(guildId);
    if (pending) return pending;
    const generation = this.generations.get(guildId) ?? 0;
    const read = this.read(guildId)
      .then((view) => {
        if ((this.generations.get(guildId) ?? 0) === generation) this.hold(view);
        return view;
      })
      .finally(() => {
        if (this.loading.get(guildId) === read) this.loading.delete(guildId);
      });
    this.loading.set(guildId, read);
    return read;
  }

  private hold(view: GuildView): void {
    this.views.delete(view.id);
    this.views.set(view.id, { view, at: Date.now() });
    if (this.views.size > this.max) this.views.delete(this.views.keys().next().value!);
  }

  private async read(guildId: string): Promise<GuildView> {
    const { guilds, workflows, preferences } = this.options.store;
    const [record, names, open, privateMembers] = await Promise.all([
      guilds.get(guildId),
      workflows.names(guildId, "", WORKFLOW_NAMES),
      workflows.names(guildId, "", WORKFLOW_NAMES, { ageRestricted: false }),
      preferences.privateMembers(guildId),
    ]);
    const unrestricted = new Set(open);
    const rules = isMemberScope(guildId) ? this.options.memberRules : undefined;
    return {
      id: guildId,
      settings: rules
        ? { ...record.settings, dailyQuota: rules.dailyQuota, bannedTerms: [...rules.bannedTerms] }
        : record.settings,
      language: record.language,
      hasKey: record.hasKey,
      keyLast4: record.keyLast4,
      keyCiphertext: record.keyCiphertext,
      workflows: new Map(names.map((name) => [name, { ageRestricted: !unrestricted.has(name) }])),
      privateResults: new Set(privateMembers),
    };
  }

  /** Reads again, one at a time, the views older than `refreshMs`. */
  private async refresh(): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    try {
      const due = Date.now() - this.refreshMs;
      for (const [guildId, held] of [...this.views]) {
        if (this.unsubscribe === undefined) return;
        if (held.at <= due && this.views.get(guildId) === held) await this.load(guildId).catch(() => undefined);
      }
    } finally {
      this.refreshing = false;
    }
  }
}
