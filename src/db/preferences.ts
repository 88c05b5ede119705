import { and, eq } from "drizzle-orm";
import type { Db } from "./db.js";
import { memberPreferences } from "./schema.js";
import type { SettingsChanges } from "./settings-changes.js";

/** A member's own `/generate` defaults; a field left out keeps the server's. */
export interface MemberPreferences {
  aspect?: string;
  steps?: number;
  count?: number;
}

export type PreferenceStore = ReturnType<typeof preferenceStore>;

/** `changes`: a member's change is announced as a change of the server, so that the processes drop what they hold (src/settings-cache). */
export function preferenceStore(db: Db, changes?: SettingsChanges) {
  const mine = (guildId: string, userId: string) =>
    and(eq(memberPreferences.guildId, guildId), eq(memberPreferences.userId, userId));
  return {
    async get(guildId: string, userId: string): Promise<MemberPreferences> {
      const [row] = await db.select().from(memberPreferences).where(mine(guildId, userId));
      return {
        ...(row?.aspect ? { aspect: row.aspect } : {}),
        ...(row?.steps ? { steps: row.steps } : {}),
        ...(row?.count ? { count: row.count } : {}),
      };
    },

    /** Sets the fields given (null: back to the server's), leaving the others as they are. */
    async set(
      guildId: string,
      userId: string,
      change: { aspect?: string | null; steps?: number | null; count?: number | null },
    ): Promise<void> {
      const values = { ...change, updatedAt: new Date() };
      await db
        .insert(memberPreferences)
        .values({ guildId, userId, ...values })
        .onConflictDoUpdate({ target: [memberPreferences.guildId, memberPreferences.userId], set: values });
      await changes?.changed(guildId);
    },
  };
}
