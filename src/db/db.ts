import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.js";

/** Both drivers' databases fit this type, so every query is written once. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
