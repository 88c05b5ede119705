import { eq } from "drizzle-orm";
import type { SecretBox } from "./secrets.js";
import type { Db } from "./db.js";
import { memberKeys } from "./schema.js";

/**
 * Members' own platform keys (`/preferences key`), encrypted with the operator's secret like a
 * server's. The guild store reads and writes them for member scopes (src/scope.ts), so that a
 * member's key takes a server key's place wherever a job's scope is a member's.
 */
export function memberKeyStore(db: Db, box: SecretBox) {
  return {
    async shown(userId: string): Promise<{ hasKey: boolean; keyLast4: string | null }> {
      const [row] = await db
        .select({ last4: memberKeys.apiKeyLast4 })
        .from(memberKeys)
        .where(eq(memberKeys.userId, userId));
      return { hasKey: row !== undefined, keyLast4: row?.last4 ?? null };
    },

    /** The stored ciphertext, or undefined; decrypted by the caller (who names an unreadable key). */
    async ciphertext(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ ciphertext: memberKeys.apiKeyCiphertext })
        .from(memberKeys)
        .where(eq(memberKeys.userId, userId));
      return row?.ciphertext;
    },

    async set(userId: string, key: string): Promise<void> {
      const secret = { apiKeyCiphertext: box.encrypt(key), apiKeyLast4: key.slice(-4) };
      await db
        .insert(memberKeys)
        .values({ userId, ...secret })
        .onConflictDoUpdate({ target: memberKeys.userId, set: secret });
    },

    async remove(userId: string): Promise<void> {
      await db.delete(memberKeys).where(eq(memberKeys.userId, userId));
    },
  };
}

export type MemberKeyStore = ReturnType<typeof memberKeyStore>;
