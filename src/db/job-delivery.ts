import { sql } from "drizzle-orm";
import type { Db } from "./db.js";
import { interactionFollowUps } from "./schema.js";

/** The follow-ups of an interaction whose reply a job edits (a private job, one that lives on its interaction). */
export function jobDelivery(db: Db) {
  return {
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
