import { and, asc, eq, ne } from "drizzle-orm";
import { UserError } from "../errors.js";
import type { Db } from "./client.js";
import { isUniqueViolation } from "./errors.js";
import { workflows } from "./schema.js";

export type WorkflowRecord = typeof workflows.$inferSelect;

export interface NewWorkflow {
  guildId: string;
  name: string;
  /** API-format graph. */
  graph: unknown;
  inputMapping: unknown;
  authorId: string;
}

const byName = (guildId: string, name: string) => and(eq(workflows.guildId, guildId), eq(workflows.name, name));

export function workflowStore(db: Db) {
  return {
    /** Throws a UserError when the server already has a workflow with that name. */
    async add(workflow: NewWorkflow): Promise<WorkflowRecord> {
      try {
        const [row] = await db.insert(workflows).values(workflow).returning();
        return row!;
      } catch (error) {
        if (!isUniqueViolation(error, "workflows_guild_id_name_unique")) throw error;
        throw new UserError(`This server already has a workflow named "${workflow.name}". Remove it first to replace it.`);
      }
    },

    async list(guildId: string): Promise<WorkflowRecord[]> {
      return db.select().from(workflows).where(eq(workflows.guildId, guildId)).orderBy(asc(workflows.name));
    },

    async get(guildId: string, name: string): Promise<WorkflowRecord | undefined> {
      const [row] = await db.select().from(workflows).where(byName(guildId, name));
      return row;
    },

    /** Replaces a workflow's input mapping; false when there is no such workflow. */
    async setMapping(guildId: string, name: string, inputMapping: unknown): Promise<boolean> {
      const rows = await db.update(workflows).set({ inputMapping }).where(byName(guildId, name)).returning({ id: workflows.id });
      return rows.length === 1;
    },

    async remove(guildId: string, name: string): Promise<boolean> {
      const rows = await db.delete(workflows).where(byName(guildId, name)).returning({ id: workflows.id });
      return rows.length === 1;
    },

    /** Makes `name` the server's only default; false (nothing changed) when there is no such workflow. */
    async setDefault(guildId: string, name: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Locking all of the server's workflows (in one order) makes concurrent changes take turns;
        // locking only the target lets two of them each keep the old default and collide on the index.
        const rows = await tx
          .select({ id: workflows.id, name: workflows.name })
          .from(workflows)
          .where(eq(workflows.guildId, guildId))
          .orderBy(asc(workflows.id))
          .for("update");
        const target = rows.find((row) => row.name === name);
        if (!target) return false;
        await tx
          .update(workflows)
          .set({ isDefault: false })
          .where(and(eq(workflows.guildId, guildId), eq(workflows.isDefault, true), ne(workflows.id, target.id)));
        await tx.update(workflows).set({ isDefault: true }).where(eq(workflows.id, target.id));
        return true;
      });
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

export type WorkflowStore = ReturnType<typeof workflowStore>;
