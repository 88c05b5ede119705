import { and, eq } from "drizzle-orm";
import { UserError } from "../errors.js";
import type { SecretBox } from "../secrets.js";
import type { Db } from "./client.js";
import { guilds, workflows as workflowTable } from "./schema.js";
import { mergeStored, withDefaults, type GuildSettings, type SettingsPatch } from "./settings.js";
import type { WorkflowStore } from "./workflows.js";

export interface GuildRecord {
  id: string;
  hasKey: boolean;
  /** The key's last four characters, the only part kept in clear (for display). */
  keyLast4: string | null;
  settings: GuildSettings;
}

/** How long a row read for a server's settings also answers for its key. */
const KEY_REUSE_MS = 1_000;

export function guildStore(db: Db, box: SecretBox, workflows: WorkflowStore) {
  const defaultName = async (guildId: string) => (await workflows.getDefault(guildId))?.name;
  // A new job reads the server's settings and then its key, one statement each, before it may
  // answer the member (within Discord's 3 s). The key comes from the settings read when that is
  // under a second old; any change of the key made here forgets it.
  const recentCiphertext = new Map<string, { at: number; ciphertext: string | null }>();
  const remember = (guildId: string, ciphertext: string | null) => {
    const now = Date.now();
    if (recentCiphertext.size > 1_000) for (const [id, seen] of recentCiphertext) if (now - seen.at >= KEY_REUSE_MS) recentCiphertext.delete(id);
    recentCiphertext.set(guildId, { at: now, ciphertext });
  };

  return {
    /** A server that never changed anything reads as all defaults; reading writes nothing. */
    async get(guildId: string): Promise<GuildRecord> {
      // One statement for a server that has a row (every server with a key): it runs per job.
      const [found] = await db
        .select({ row: guilds, defaultWorkflow: workflowTable.name })
        .from(guilds)
        .leftJoin(workflowTable, and(eq(workflowTable.guildId, guilds.id), eq(workflowTable.isDefault, true)))
        .where(eq(guilds.id, guildId));
      const row = found?.row;
      remember(guildId, row?.apiKeyCiphertext ?? null);
      const defaultWorkflow = found ? (found.defaultWorkflow ?? undefined) : await defaultName(guildId);
      return {
        id: guildId,
        hasKey: row?.apiKeyCiphertext != null,
        keyLast4: row?.apiKeyLast4 ?? null,
        settings: withDefaults(row?.settings ?? {}, defaultWorkflow),
      };
    },

    /**
     * Throws rather than return anything but the stored key: a key that cannot be decrypted (a
     * restored backup, a changed secret) is an UnreadableKeyError for this server alone.
     */
    async getApiKey(guildId: string): Promise<string | undefined> {
      const recent = recentCiphertext.get(guildId);
      const ciphertext = recent && Date.now() - recent.at < KEY_REUSE_MS
        ? recent.ciphertext
        : (await db.select({ ciphertext: guilds.apiKeyCiphertext }).from(guilds).where(eq(guilds.id, guildId)))[0]?.ciphertext;
      if (ciphertext == null) return undefined;
      try {
        return box.decrypt(ciphertext);
      } catch (error) {
        throw new UnreadableKeyError(error);
      }
    },

    async setApiKey(guildId: string, key: string): Promise<void> {
      recentCiphertext.delete(guildId);
      const secret = { apiKeyCiphertext: box.encrypt(key), apiKeyLast4: key.slice(-4) };
      await db
        .insert(guilds)
        .values({ id: guildId, ...secret })
        .onConflictDoUpdate({ target: guilds.id, set: secret });
    },

    async removeApiKey(guildId: string): Promise<void> {
      recentCiphertext.delete(guildId);
      await db.update(guilds).set({ apiKeyCiphertext: null, apiKeyLast4: null }).where(eq(guilds.id, guildId));
    },

    /**
     * The default workflow is not a setting here: use `workflows.setDefault`. A function patch is
     * computed from the current settings under the row lock, so concurrent changes (two channels
     * added at once) both land.
     */
    async updateSettings(guildId: string, patch: SettingsPatch | ((current: GuildSettings) => SettingsPatch)): Promise<GuildSettings> {
      const stored = await db.transaction(async (tx) => {
        await tx.insert(guilds).values({ id: guildId }).onConflictDoNothing();
        const [row] = await tx.select({ settings: guilds.settings }).from(guilds).where(eq(guilds.id, guildId)).for("update");
        const change = typeof patch === "function" ? patch(withDefaults(row!.settings)) : patch;
        const merged = mergeStored(row!.settings, change);
        await tx.update(guilds).set({ settings: merged }).where(eq(guilds.id, guildId));
        return merged;
      });
      return withDefaults(stored, await defaultName(guildId));
    },
  };
}

export type GuildStore = ReturnType<typeof guildStore>;

/** A stored key this process cannot decrypt: that server's jobs end with this message; the bot runs on. */
export class UnreadableKeyError extends UserError {
  constructor(cause: unknown) {
    super(
      "This server's stored API key could not be read (the bot's secret key may have changed since it was saved). A member with Manage Server can set it again with `/settings key`.",
      { cause },
    );
  }
}
