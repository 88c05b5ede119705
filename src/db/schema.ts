import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { StoredSettings } from "./settings.js";

const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => sql`now()`);

export const JOB_STATUSES = ["pending", "in_progress", "completed", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const TERMINAL_STATUSES = ["completed", "failed", "cancelled"] as const satisfies readonly JobStatus[];

/** One row per Discord server that changed anything; a missing row means all defaults. */
export const guilds = pgTable("guilds", {
  id: text("id").primaryKey(),
  apiKeyCiphertext: text("api_key_ciphertext"),
  apiKeyLast4: text("api_key_last4"),
  settings: jsonb("settings").$type<StoredSettings>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const workflows = pgTable(
  "workflows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    guildId: text("guild_id").notNull(),
    name: text("name").notNull(),
    graph: jsonb("graph").notNull(),
    inputMapping: jsonb("input_mapping").notNull(),
    authorId: text("author_id").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("workflows_guild_id_name_unique").on(t.guildId, t.name),
    uniqueIndex("workflows_one_default_per_guild").on(t.guildId).where(sql`${t.isDefault}`),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    guildId: text("guild_id").notNull(),
    channelId: text("channel_id").notNull(),
    userId: text("user_id").notNull(),
    kind: text("kind").notNull(),
    /** The request as the member made it; never holds a secret. */
    params: jsonb("params").notNull(),
    /** Which remote family follows the job (`cloud`, `partner-image:<operation>`, `partner-video`). */
    remote: text("remote").notNull().default("cloud"),
    remoteId: text("remote_id"),
    status: text("status").$type<JobStatus>().notNull().default("pending"),
    progress: jsonb("progress"),
    outputs: jsonb("outputs").$type<StoredOutput[]>().notNull().default([]),
    error: jsonb("error").$type<JobError>(),
    messageId: text("message_id"),
    interactionId: text("interaction_id"),
    /** Makes reaction-triggered work (same message + attachment + operation) happen once. */
    dedupeKey: text("dedupe_key").unique("jobs_dedupe_key_unique"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The process following the job, and until when its claim holds unless renewed. */
    owner: text("owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("jobs_status_check", sql.raw(`status in (${JOB_STATUSES.map((s) => `'${s}'`).join(", ")})`)),
    index("jobs_undelivered_status_idx").on(t.status).where(sql`${t.deliveredAt} is null`),
    index("jobs_guild_id_created_at_idx").on(t.guildId, t.createdAt),
  ],
);

export const usage = pgTable(
  "usage",
  {
    guildId: text("guild_id").notNull(),
    userId: text("user_id").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.userId, t.day] })],
);

/** Process-wide facts, such as the canary that proves the secret key is the right one. */
export const meta = pgTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export interface StoredOutput {
  node: string;
  kind: "images" | "video" | "audio" | "gifs";
  filename: string;
  subfolder: string;
  type: string;
  /** Set for partner outputs, which are fetched from a URL instead of the cloud's /view. */
  url?: string;
  /** A partner video's creation id: with its URL, what `/video extend` names it by. */
  creationId?: string;
}

export interface JobError {
  code: string;
  message: string;
}
