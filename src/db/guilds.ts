import { and, eq } from "drizzle-orm";
import { UserError } from "../errors.js";
import { isLocale, type Locale } from "../i18n/locales.js";
import type { SecretBox } from "./secrets.js";
import type { Db } from "./db.js";
import { guilds, workflows as workflowTable } from "./schema.js";
import { mergeStored, withDefaults, type GuildSettings, type SettingsPatch } from "./settings.js";
import type { WorkflowStore } from "./workflows.js";
import type { SettingsChanges } from "./settings-changes.js";
import { memberKeyStore } from "./member-keys.js";
import { isMemberScope, memberOfScope } from "../scope.js";
import { text, type Text } from "../i18n/index.js";

export interface GuildRecord {
  id: string;
  hasKey: boolean;
  /** The key's last four characters, the only part kept in clear (for display). */
  keyLast4: string | null;
  settings: GuildSettings;
  /** The language set for the server's public job messages; null when none was (see `publicLocale`). */
  language: Locale | null;
  /** The key as stored, encrypted: held in memory with the settings, decrypted only for a job (`getApiKey`). */
  keyCiphertext: string | null;
}

/** How long a row read for a server's settings may still answer for its key. */
const KEY_HANDOFF_MS = 1_000;

export function guildStore(db: Db, box: SecretBox, workflows: WorkflowStore, announce?: SettingsChanges) {
  const defaultName = async (guildId: string) => (await workflows.getDefault(guildId))?.name;
  // A new job reads the server's settings and then its key, before it may answer the member
  // (Discord wants that within 3 s). Each settings read hands its key over to one key read that
  // follows within a second; other key reads, and any read after a change made here, ask the
  // database.
  const handoffs = new Map<string, { at: number; ciphertext: string | null; left: number }>();
  const handOver = (guildId: string, ciphertext: string | null) => {
    const now = Date.now();
    if (handoffs.size > 1_000) for (const [id, h] of handoffs) if (now - h.at >= KEY_HANDOFF_MS) handoffs.delete(id);
    const held = handoffs.get(guildId);
    const left = held && now - held.at < KEY_HANDOFF_MS ? held.left + 1 : 1;
    handoffs.set(guildId, { at: now, ciphertext, left });
  };
  // A key change counts here, so that a settings read still in flight when it was made hands
  // nothing over: it may have read the row as it was before.
  const changes = new Map<string, number>();
  const changed = (guildId: string) => {
    handoffs.delete(guildId);
    changes.set(guildId, (changes.get(guildId) ?? 0) + 1);
  };
  const takeOver = (guildId: string) => {
    const held = handoffs.get(guildId);
    if (!held || Date.now() - held.at >= KEY_HANDOFF_MS) return undefined;
    if (--held.left === 0) handoffs.delete(guildId);
    return { ciphertext: held.ciphertext };
  };

  // A member's scope (outside servers that installed the bot) has no row here: its key is the member's own.
  const members = memberKeyStore(db, box);
  const decrypt = (ciphertext: string, scope: string) => {
    try {
      return box.decrypt(ciphertext);
    } catch (error) {
      throw new UnreadableKeyError(error, scope);
    }
  };

  return {
    /** A server that never changed anything reads as all defaults; reading writes nothing. */
    async get(guildId: string): Promise<GuildRecord> {
      const member = memberOfScope(guildId);
      // A member's own key is read from member_keys by getApiKey, never from what is held here.
      if (member !== undefined) {
        const shown = await members.shown(member);
        return { id: guildId, ...shown, keyCiphertext: null, settings: withDefaults({}), language: null };
      }
      // One statement for a server that has a row (every server with a key): it runs per job.
      const before = changes.get(guildId);
      const [found] = await db
        .select({ row: guilds, defaultWorkflow: workflowTable.name })
        .from(guilds)
        .leftJoin(workflowTable, and(eq(workflowTable.guildId, guilds.id), eq(workflowTable.isDefault, true)))
        .where(eq(guilds.id, guildId));
      const row = found?.row;
      if (changes.get(guildId) === before) handOver(guildId, row?.apiKeyCiphertext ?? null);
      const defaultWorkflow = found ? (found.defaultWorkflow ?? undefined) : await defaultName(guildId);
      return {
        id: guildId,
        hasKey: row?.apiKeyCiphertext != null,
        keyLast4: row?.apiKeyLast4 ?? null,
        settings: withDefaults(row?.settings ?? {}, defaultWorkflow),
        // A language a newer version wrote and this one does not speak reads as none set.
        language: isLocale(row?.language) ? row.language : null,
        keyCiphertext: row?.apiKeyCiphertext ?? null,
      };
    },

    /**
     * Throws rather than return anything but the stored key: a key that cannot be decrypted (a
     * restored backup, a changed secret) is an UnreadableKeyError for this server alone. `held`:
     * the key as read with the settings held in memory (src/settings-cache), decrypted without a read.
     */
    async getApiKey(guildId: string, held?: { keyCiphertext: string | null }): Promise<string | undefined> {
      const member = memberOfScope(guildId);
      if (member !== undefined) {
        const own = await members.ciphertext(member);
        return own === undefined ? undefined : decrypt(own, guildId);
      }
      const handed = held ? { ciphertext: held.keyCiphertext } : takeOver(guildId);
      const ciphertext = handed
        ? handed.ciphertext
        : (await db.select({ ciphertext: guilds.apiKeyCiphertext }).from(guilds).where(eq(guilds.id, guildId)))[0]
            ?.ciphertext;
      return ciphertext == null ? undefined : decrypt(ciphertext, guildId);
    },

    async setApiKey(guildId: string, key: string): Promise<void> {
      changed(guildId);
      const member = memberOfScope(guildId);
      if (member !== undefined) {
        await members.set(member, key);
        return void (await announce?.changed(guildId));
      }
      const secret = { apiKeyCiphertext: box.encrypt(key), apiKeyLast4: key.slice(-4) };
      await db
        .insert(guilds)
        .values({ id: guildId, ...secret })
        .onConflictDoUpdate({ target: guilds.id, set: secret });
      changed(guildId);
      await announce?.changed(guildId);
    },

    /** Sets (or, with null, clears) the language of the server's public job messages. */
    async setLanguage(guildId: string, language: Locale | null): Promise<void> {
      await db
        .insert(guilds)
        .values({ id: guildId, language })
        .onConflictDoUpdate({ target: guilds.id, set: { language } });
      await announce?.changed(guildId);
    },

    async removeApiKey(guildId: string): Promise<void> {
      changed(guildId);
      const member = memberOfScope(guildId);
      if (member !== undefined) {
        await members.remove(member);
        return void (await announce?.changed(guildId));
      }
      await db.update(guilds).set({ apiKeyCiphertext: null, apiKeyLast4: null }).where(eq(guilds.id, guildId));
      changed(guildId);
      await announce?.changed(guildId);
    },

    /**
     * The default workflow is not a setting here: use `workflows.setDefault`. A function patch is
     * computed from the current settings under the row lock, so concurrent changes (two channels
     * added at once) both land.
     */
    async updateSettings(
      guildId: string,
      patch: SettingsPatch | ((current: GuildSettings) => SettingsPatch),
    ): Promise<GuildSettings> {
      const stored = await db.transaction(async (tx) => {
        await tx.insert(guilds).values({ id: guildId }).onConflictDoNothing();
        const [row] = await tx
          .select({ settings: guilds.settings })
          .from(guilds)
          .where(eq(guilds.id, guildId))
          .for("update");
        const change = typeof patch === "function" ? patch(withDefaults(row!.settings)) : patch;
        const merged = mergeStored(row!.settings, change);
        await tx.update(guilds).set({ settings: merged }).where(eq(guilds.id, guildId));
        return merged;
      });
      await announce?.changed(guildId);
      return withDefaults(stored, await defaultName(guildId));
    },
  };
}

export type GuildStore = ReturnType<typeof guildStore>;

/** A stored key this process cannot decrypt: that scope's jobs end with this message; the bot runs on. */
export class UnreadableKeyError extends UserError {
  constructor(cause: unknown, scope: string) {
    super(unreadableKeyText(scope), { cause });
  }
}

/** What to do about an unreadable key: a server's managers set it again with /settings, a member theirs with /preferences. */
export function unreadableKeyText(scope: string): Text {
  return text(isMemberScope(scope) ? "anywhere.unreadableKey" : "fail.unreadableKey");
}
