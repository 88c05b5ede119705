import { sql } from "drizzle-orm";
import type { SecretBox } from "../secrets.js";
import type { Db } from "./db.js";
import { interactionFollowUps, type JobRecord } from "./schema.js";

/** What a job that lives on its interaction (`delivery` interaction) reads and counts. */
export function jobDelivery(db: Db, box: SecretBox) {
  return {
    /** The token of the interaction the job lives on; undefined when none was kept or it cannot be read (its reply is then out of reach). */
    interactionTokenOf(record: Pick<JobRecord, "interactionTokenCiphertext">): string | undefined {
      if (record.interactionTokenCiphertext === null) return undefined;
      try {
        return box.decrypt(record.interactionTokenCiphertext);
      } catch {
        return undefined;
      }
    },

    /**
     * Takes one of the `max` follow-ups an interaction allows, in one statement whatever process
     * asks (several jobs may share an interaction); false when they are all taken.
     */
    async takeFollowUp(interactionId: string, max: number): Promise<boolean> {
      const taken = await db
        .insert(interactionFollowUps)
        .values({ interactionId, sent: 1 })
        .onConflictDoUpdate({
          target: interactionFollowUps.interactionId,
          set: { sent: sql`${interactionFollowUps.sent} + 1` },
          setWhere: sql`${interactionFollowUps.sent} < ${max}`,
        })
        .returning({ sent: interactionFollowUps.sent });
      return taken.length > 0;
    },
  };
}
