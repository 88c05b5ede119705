import { eq } from "drizzle-orm";
import { UserError } from "../errors.js";
import type { SecretBox } from "../secrets.js";
import type { Db } from "./client.js";
import { guilds } from "./schema.js";
import { mergeStored, withDefaults, type GuildSettings, type SettingsPatch } from "./settings.js";
import type { WorkflowStore } from "./workflows.js";

export interface GuildRecord {
  id: string;
  hasKey: boolean;
  /** The key's last four characters, the only part kept in clear (for display). */
  keyLast4: string | null;
  settings: GuildSettings;
}

export function guildStore(db: Db, box: SecretBox, workflows: WorkflowStore) {
  const defaultName = async (guildId: string) => (await workflows.getDefault(guildId))?.name;

  return {
    /** A server that never changed anything reads as all defaults; reading writes nothing. */
    async get(guildId: string): Promise<GuildRecord> {
      const [[row], defaultWorkflow] = await Promise.all([
        db.select().from(guilds).where(eq(guilds.id, guildId)),
        defaultName(guildId),
      ]);
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
      const [row] = await db.select({ ciphertext: guilds.apiKeyCiphertext }).from(guilds).where(eq(guilds.id, guildId));
      if (row?.ciphertext == null) return undefined;
      try {
        return box.decrypt(row.ciphertext);
      } catch (error) {
        throw new UnreadableKeyError(error);
      }
    },

    async setApiKey(guildId: string, key: string): Promise<void> {
      const secret = { apiKeyCiphertext: box.encrypt(key), apiKeyLast4: key.slice(-4) };
      await db
        .insert(guilds)
        .values({ id: guildId, ...secret })
        .onConflictDoUpdate({ target: guilds.id, set: secret });
    },

    async removeApiKey(guildId: string): Promise<void> {
      await db.update(guilds).set({ apiKeyCiphertext: null, apiKeyLast4: null }).where(eq(guilds.id, guildId));
    },

    /** The default workflow is not a setting here: use `workflows.setDefault`. */
    async updateSettings(guildId: string, patch: SettingsPatch): Promise<GuildSettings> {
      const stored = await db.transaction(async (tx) => {
        await tx.insert(guilds).values({ id: guildId }).onConflictDoNothing();
        const [row] = await tx.select({ settings: guilds.settings }).from(guilds).where(eq(guilds.id, guildId)).for("update");
        const merged = mergeStored(row!.settings, patch);
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
