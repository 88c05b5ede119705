import { sql } from "drizzle-orm";
import { preferenceStore, type PreferenceStore } from "./preferences.js";
import type { SecretBox } from "../secrets.js";
import type { Db } from "./client.js";
import { creditStore, type CreditStore } from "./credits.js";
import { guildStore, type GuildStore } from "./guilds.js";
import { jobStore, type JobStore } from "./jobs.js";
import { queueStore, type QueueStore } from "./queue.js";
import { usageStore, type UsageStore } from "./usage.js";
import { workflowStore, type WorkflowStore } from "./workflows.js";

export type { BudgetCheck, MemberCredits } from "./credits.js";
export type { GuildRecord } from "./guilds.js";
export type { Claim, JobRecord, NewJob, ReactionTarget } from "./jobs.js";
export type { JobError, JobStatus, StoredOutput } from "./schema.js";
export { DEFAULT_SETTINGS, SETTINGS_LIMITS, type GuildSettings, type SettingsPatch } from "./settings.js";
export { MAX_WAITING_JOBS, type Turn, type TurnLimits, type TurnRequest, type WaitingJob } from "./queue.js";
export type { NewWorkflow, WorkflowRecord } from "./workflows.js";

/** Every query the bot makes; one implementation for Postgres and PGlite. */
export interface Store {
  guilds: GuildStore;
  workflows: WorkflowStore;
  jobs: JobStore;
  usage: UsageStore;
  /** The servers' concurrency slots and lines of waiting jobs, shared by every process. */
  queue: QueueStore;
  /** Credits reported by jobs, per server and month, and the monthly budget. */
  credits: CreditStore;
  /** Each member's own /generate defaults (/preferences). */
  preferences: PreferenceStore;
  /** Resolves when the database answers a trivial query (readiness). */
  ping(): Promise<void>;
}

/** `jobsDb`, when given, serves the job statements apart from the others (see openPostgres). */
export function createStore(db: Db, box: SecretBox, jobsDb: Db = db): Store {
  const workflows = workflowStore(db);
  return {
    guilds: guildStore(db, box, workflows),
    workflows,
    jobs: jobStore(jobsDb),
    queue: queueStore(jobsDb),
    usage: usageStore(db),
    credits: creditStore(db),
    preferences: preferenceStore(db),
    ping: async () => void (await db.execute(sql`select 1`)),
  };
}
