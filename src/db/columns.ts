import { sql } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

/** The creation and last-change times every table of the schema keeps (./schema.ts). */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();

export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => sql`now()`);
