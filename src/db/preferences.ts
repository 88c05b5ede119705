import { and, eq } from "drizzle-orm";
import type { Db } from "./db.js";
import { memberPreferences } from "./schema.js";
import type { SettingsChanges } from "./settings-changes.js";
import type { CheckMode } from "../image-check/policy.js";

/** A member's own `/generate` defaults; a field left out keeps the server's. */
export interface MemberPreferences {
  aspect?: string;
  steps?: number;
  count?: number;
  /** Their results visible only to them where Discord allows (absent: public, as every server's default). */
  resultsPrivate?: boolean;
  /** Outside servers: what the image check does with a flagged image of theirs (absent: spoiler). */
  imageCheck?: CheckMode;
  /** The checkpoint and sampler of their /generate when they name none. */
  model?: string;
  sampler?: string;
}

/** A change of preferences: null puts a default back to the server's. */
export interface PreferenceChange {
  aspect?: string | null;
  steps?: number | null;
  count?: number | null;
  resultsPrivate?: boolean;
  imageCheck?: CheckMode | null;
  model?: string | null;
  sampler?: string | null;
}

export type PreferenceStore = ReturnType<typeof preferenceStore>;

export function preferenceStore(db: Db, changes?: Pick<SettingsChanges, "changed">) {
  const mine = (guildId: string, userId: string) =>
    and(eq(memberPreferences.guildId, guildId), eq(memberPreferences.userId, userId));
  return {
    async get(guildId: string, userId: string): Promise<MemberPreferences> {
      const [row] = await db.select().from(memberPreferences).where(mine(guildId, userId));
      return {
        ...(row?.aspect ? { aspect: row.aspect } : {}),
        ...(row?.steps ? { steps: row.steps } : {}),
        ...(row?.count ? { count: row.count } : {}),
        ...(row?.resultsPrivate ? { resultsPrivate: true } : {}),
        ...(row?.imageCheck ? { imageCheck: row.imageCheck } : {}),
        ...(row?.model ? { model: row.model } : {}),
        ...(row?.sampler ? { sampler: row.sampler } : {}),
      };
    },

    /** The members of a server whose results are private: held in memory with its settings (src/settings-cache). */
    async privateMembers(guildId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: memberPreferences.userId })
        .from(memberPreferences)
        .where(and(eq(memberPreferences.guildId, guildId), eq(memberPreferences.resultsPrivate, true)));
      return rows.map((r) => r.userId);
    },

    /** Sets the fields given, leaving the others as they are; a change of privacy is announced as the server's settings are. */
    async set(guildId: string, userId: string, change: PreferenceChange): Promise<void> {
      const values = { ...change, updatedAt: new Date() };
      await db
        .insert(memberPreferences)
        .values({ guildId, userId, ...values })
        .onConflictDoUpdate({ target: [memberPreferences.guildId, memberPreferences.userId], set: values });
      await changes?.changed(guildId);
    },
  };
}
