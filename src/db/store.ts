import { sql } from "drizzle-orm";
import { preferenceStore, type PreferenceStore } from "./preferences.js";
import { editLinkStore, type EditLinkStore } from "./edit-links.js";
import { permutationRunStore, type PermutationRunStore } from "./permutation-runs.js";
import type { SecretBox } from "./secrets.js";
import type { Db } from "./db.js";
import { acceptedStore, type AcceptedStore } from "./accepted.js";
import { creditStore, type CreditStore } from "./credits.js";
import { guildStore, type GuildStore } from "./guilds.js";
import type { OwnerGone, OwnerWatch } from "./job-claims.js";
import { jobStore, type JobStore } from "./jobs.js";
import { lineStore, type LineStore } from "./line.js";
import { SettingsChanges } from "./settings-changes.js";
import { usageStore, type UsageStore } from "./usage.js";
import { workflowStore, type WorkflowStore } from "./workflows.js";

export type {
  AcceptedInteraction,
  AcceptedReaction,
  AcceptedRow,
  HeldInteraction,
  HeldReaction,
  HeldRow,
  RawInteraction,
} from "./accepted.js";
export type { BudgetCheck, MemberCredits } from "./credits.js";
export type { GuildRecord } from "./guilds.js";
export type { Claim, Hold, JobRecord, NewJob, OwnerGone, ReactionTarget } from "./jobs.js";
export { holdOf } from "./job-claims.js";
export type { JobError, JobStatus, StoredOutput } from "./schema.js";
export { DEFAULT_SETTINGS, SETTINGS_LIMITS, type GuildSettings, type SettingsPatch } from "./settings.js";
export { MAX_WAITING_JOBS, type Turn, type TurnLimits, type TurnRequest, type WaitingJob } from "./line.js";
export type { NewWorkflow, WorkflowRecord } from "./workflows.js";

/** Every query the bot makes; one implementation for Postgres and PGlite. */
export interface Store {
  guilds: GuildStore;
  workflows: WorkflowStore;
  jobs: JobStore;
  usage: UsageStore;
  /** The servers' concurrency slots and lines of waiting jobs, shared by every process. */
  line: LineStore;
  /** Credits reported by jobs, per server and month, and the monthly budget. */
  credits: CreditStore;
  /** Reactions, commands and button presses accepted and not handled to their end yet, each held by its process. */
  accepted: AcceptedStore;
  /**
   * From now on, jobs whose process is gone (`Liveness.ownerGone`) are taken over at once rather
   * than when their lease runs out, and get no slot in their server's line until then.
   */
  watchOwners(liveness: { ownerGone: OwnerGone }): void;
  /** Each member's own /generate defaults (/preferences). */
  preferences: PreferenceStore;
  /** Vary (Region)'s single-use links to the edit page. */
  editLinks: EditLinkStore;
  /** A prompt's permutations waiting for their member's Run, across processes. */
  permutationRuns: PermutationRunStore;
  /** Resolves when the database answers a trivial query (readiness). */
  ping(): Promise<void>;
  /** Announces every change of a server's settings, key, language or workflows (src/settings-cache). */
  changes: SettingsChanges;
}

/** `jobsDb`, when given, serves the job statements apart from the others (see openPostgres). */
export function createStore(db: Db, box: SecretBox, jobsDb: Db = db): Store {
  const changes = new SettingsChanges(db);
  const workflows = workflowStore(db, changes);
  const watch: OwnerWatch = { gone: undefined };
  return {
    changes,
    guilds: guildStore(db, box, workflows, changes),
    workflows,
    jobs: jobStore(jobsDb, box, watch),
    line: lineStore(jobsDb, watch),
    watchOwners: (liveness) => void (watch.gone = liveness.ownerGone),
    usage: usageStore(db),
    credits: creditStore(db),
    accepted: acceptedStore(jobsDb, box),
    preferences: preferenceStore(db, changes),
    editLinks: editLinkStore(db),
    permutationRuns: permutationRunStore(jobsDb),
    ping: async () => void (await db.execute(sql`select 1`)),
  };
}
