import { text } from "../i18n/index.js";
import { and, asc, count, eq, ilike, ne, sql } from "drizzle-orm";
import { UserError } from "../errors.js";
import type { Db } from "./db.js";
import { isUniqueViolation } from "./errors.js";
import { workflows } from "./schema.js";
import type { SettingsChanges } from "./settings-changes.js";

/** Saved workflows a server may keep: each may be 1 MB, and every list of them is read whole. */
export const MAX_WORKFLOWS_PER_SERVER = 50;

export type WorkflowRecord = typeof workflows.$inferSelect;

export interface NewWorkflow {
  guildId: string;
  name: string;
  /** API-format graph. */
  graph: unknown;
  inputMapping: unknown;
  authorId: string;
  /** Runs only in age-restricted channels; false when left out. */
  ageRestricted?: boolean;
}

const byName = (guildId: string, name: string) => and(eq(workflows.guildId, guildId), eq(workflows.name, name));

export function workflowStore(db: Db, changes?: SettingsChanges) {
  const changed = async (guildId: string) => void (await changes?.changed(guildId));
  return {
    /**
     * Throws a UserError when the server already has a workflow with that name, or as many as it
     * may keep. Adds to one server take turns (an advisory lock), so two at once cannot both pass the count.
     */
    async add(workflow: NewWorkflow): Promise<WorkflowRecord> {
      try {
        const added = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`flowbot.workflows:${workflow.guildId}`}))`);
          await roomFor(tx, workflow.guildId);
          const [row] = await tx.insert(workflows).values(workflow).returning();
          return row!;
        });
        await changed(workflow.guildId);
        return added;
      } catch (error) {
        if (!isUniqueViolation(error, "workflows_guild_id_name_unique")) throw error;
        throw new UserError(text("graph.exists", { name: workflow.name }));
      }
    },

    /** Throws a UserError when the server keeps as many workflows as it may (checked before a file is read). */
    roomFor: (guildId: string) => roomFor(db, guildId),

    /**
     * Names only (never the graphs), those holding `containing`, in order, at most `limit`: for
     * autocomplete. `ageRestricted: false` leaves out the ones that run only in age-restricted channels.
     */
    async names(
      guildId: string,
      containing: string,
      limit: number,
      options: { ageRestricted?: false } = {},
    ): Promise<string[]> {
      const pattern = `%${containing.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select({ name: workflows.name })
        .from(workflows)
        .where(
          and(
            eq(workflows.guildId, guildId),
            ilike(workflows.name, pattern),
            options.ageRestricted === false ? eq(workflows.ageRestricted, false) : undefined,
          ),
        )
        .orderBy(asc(workflows.name))
        .limit(limit);
      return rows.map((row) => row.name);
    },

    /** By name; `ageRestricted: false` leaves out the ones that run only in age-restricted channels. */
    async list(guildId: string, options: { ageRestricted?: false } = {}): Promise<WorkflowRecord[]> {
      const allowed = options.ageRestricted === false ? eq(workflows.ageRestricted, false) : undefined;
      return db
        .select()
        .from(workflows)
        .where(and(eq(workflows.guildId, guildId), allowed))
        .orderBy(asc(workflows.name));
    },

    async get(guildId: string, name: string): Promise<WorkflowRecord | undefined> {
      const [row] = await db.select().from(workflows).where(byName(guildId, name));
      return row;
    },

    /** Replaces a workflow's input mapping; false when there is no such workflow. */
    async setMapping(guildId: string, name: string, inputMapping: unknown): Promise<boolean> {
      const rows = await db
        .update(workflows)
        .set({ inputMapping })
        .where(byName(guildId, name))
        .returning({ id: workflows.id });
      if (rows.length === 1) await changed(guildId);
      return rows.length === 1;
    },

    async remove(guildId: string, name: string): Promise<boolean> {
      const rows = await db.delete(workflows).where(byName(guildId, name)).returning({ id: workflows.id });
      if (rows.length === 1) await changed(guildId);
      return rows.length === 1;
    },

    /** Makes `name` the server's only default; false (nothing changed) when there is no such workflow. */
    /** Makes `name` the server's default workflow; `null`: none, /generate's built-in one. False when there is no such workflow. */
    async setDefault(guildId: string, name: string | null): Promise<boolean> {
      const set = await db.transaction(async (tx) => {
        // Locking all of the server's workflows (in one order) makes concurrent changes take turns;
        // locking only the target lets two of them each keep the old default and collide on the index.
        const rows = await tx
          .select({ id: workflows.id, name: workflows.name })
          .from(workflows)
          .where(eq(workflows.guildId, guildId))
          .orderBy(asc(workflows.id))
          .for("update");
        const target = name === null ? undefined : rows.find((row) => row.name === name);
        if (name !== null && !target) return false;
        await tx
          .update(workflows)
          .set({ isDefault: false })
          .where(
            and(
              eq(workflows.guildId, guildId),
              eq(workflows.isDefault, true),
              target ? ne(workflows.id, target.id) : undefined,
            ),
          );
        if (target) await tx.update(workflows).set({ isDefault: true }).where(eq(workflows.id, target.id));
        return true;
      });
      if (set) await changed(guildId);
      return set;
    },

    async getDefault(guildId: string): Promise<WorkflowRecord | undefined> {
      const [row] = await db
        .select()
        .from(workflows)
        .where(and(eq(workflows.guildId, guildId), eq(workflows.isDefault, true)));
      return row;
    },
  };
}

async function roomFor(db: Pick<Db, "select">, guildId: string): Promise<void> {
  const [row] = await db.select({ saved: count() }).from(workflows).where(eq(workflows.guildId, guildId));
  if ((row?.saved ?? 0) >= MAX_WORKFLOWS_PER_SERVER) {
    throw new UserError(text("graph.full", { max: MAX_WORKFLOWS_PER_SERVER }));
  }
}

export type WorkflowStore = ReturnType<typeof workflowStore>;
