import { sql } from "drizzle-orm";
import type { SecretBox } from "../secrets.js";
import type { Db } from "./client.js";
import { guildStore, type GuildStore } from "./guilds.js";
import { jobStore, type JobStore } from "./jobs.js";
import { usageStore, type UsageStore } from "./usage.js";
import { workflowStore, type WorkflowStore } from "./workflows.js";

export type { GuildRecord } from "./guilds.js";
export type { Claim, JobRecord, NewJob, ReactionTarget } from "./jobs.js";
export type { JobError, JobStatus, StoredOutput } from "./schema.js";
export { DEFAULT_SETTINGS, SETTINGS_LIMITS, type GuildSettings, type SettingsPatch } from "./settings.js";
export type { NewWorkflow, WorkflowRecord } from "./workflows.js";

/** Every query the bot makes; one implementation for Postgres and PGlite. */
export interface Store {
  guilds: GuildStore;
  workflows: WorkflowStore;
  jobs: JobStore;
  usage: UsageStore;
  /** Resolves when the database answers a trivial query (readiness). */
  ping(): Promise<void>;
}

export function createStore(db: Db, box: SecretBox): Store {
  const workflows = workflowStore(db);
  return { guilds: guildStore(db, box, workflows), workflows, jobs: jobStore(db), usage: usageStore(db), ping: async () => void (await db.execute(sql`select 1`)) };
}
