import { sql } from "drizzle-orm";
import { createdAt, updatedAt } from "./columns.js";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Locale } from "../i18n/locales.js";
import type { Text } from "../i18n/index.js";
import type { StoredSettings } from "./settings.js";

export const JOB_STATUSES = ["pending", "in_progress", "completed", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/**
 * How a job's messages reach its member: `channel`, where the bot is (null in the record), or
 * `interaction`, where it is not (a server that did not add it, a DM): only through the reply to
 * the interaction that asked, a few follow-ups, then the member's DMs.
 */
export type Delivery = "channel" | "interaction";
/**
 * Whose key a job runs with: its scope's own (a server's `/settings key`, or outside servers the
 * member's `/preferences key`: src/scope.ts) or the operator's `FLOW_API_KEY`.
 */
export type KeySource = "server" | "operator";
export const TERMINAL_STATUSES = ["completed", "failed", "cancelled"] as const satisfies readonly JobStatus[];

/** One row per Discord server that changed anything; a missing row means all defaults. */
export const guilds = pgTable("guilds", {
  id: text("id").primaryKey(),
  apiKeyCiphertext: text("api_key_ciphertext"),
  apiKeyLast4: text("api_key_last4"),
  settings: jsonb("settings").$type<StoredSettings>().notNull().default({}),
  /** The language of the server's public job messages (`/settings language`); null: its Community locale, else English. */
  language: text("language").$type<Locale>(),
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
    /** Runs only in age-restricted channels, and is offered only there. */
    ageRestricted: boolean("age_restricted").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("workflows_guild_id_name_unique").on(t.guildId, t.name),
    uniqueIndex("workflows_one_default_per_guild")
      .on(t.guildId)
      .where(sql`${t.isDefault}`),
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
    /** The language of the job's public message, fixed when it starts (null: English, as before). */
    locale: text("locale").$type<Locale>(),
    messageId: text("message_id"),
    interactionId: text("interaction_id"),
    /**
     * The token (encrypted) of the interaction's reply that is the job's message, and until when it
     * works: a private job's ephemeral reply, or the reply of one that lives on its interaction.
     */
    replyTokenCiphertext: text("reply_token_ciphertext"),
    replyUntil: timestamp("reply_until", { withTimezone: true }),
    /** Makes reaction-triggered work (same message + attachment + operation) happen once. */
    dedupeKey: text("dedupe_key").unique("jobs_dedupe_key_unique"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The process following the job, and until when its claim holds unless renewed. */
    owner: text("owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /**
     * Bumped whenever the job is claimed or taken over: every step that acts outside the database
     * (submit, cancel, start from the line, deliver) is fenced by the owner and generation it was taken under.
     */
    claimGen: integer("claim_gen").notNull().default(0),
    /** When its remote work was (about to be) submitted: a job taken over after it is reconciled, never submitted again. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** When its remote work was sent (the fence just before the submit); null: never sent, so a process that takes it over starts it. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** What the service reported the job cost; null when it reported nothing. Counted per month. */
    credits: integer("credits"),
    /** Asked in an age-restricted channel (or a thread of one): the server's image check may exempt it. */
    ageRestricted: boolean("age_restricted").notNull().default(false),
    /** When the image check held back an output of it (`/settings images check:block`): its file links serve nothing. */
    heldBackAt: timestamp("held_back_at", { withTimezone: true }),
    /** When the member or a moderator deleted the result message; the record stays. */
    resultDeletedAt: timestamp("result_deleted_at", { withTimezone: true }),
    /** The day whose quota unit the job holds; null once given back (a failed job) or never taken. */
    quotaDay: date("quota_day", { mode: "string" }),
    /** Whose key pays for the job, fixed when it starts: the server's own, or the operator's default. */
    keySource: text("key_source").$type<KeySource>(),
    /** The server's key the job was submitted with (encrypted like the server's): it keeps it until it ends. */
    apiKeyCiphertext: text("api_key_ciphertext"),
    /** Where its messages go, fixed when it starts; null: the channel. */
    delivery: text("delivery").$type<Delivery>(),
    /** The server its interaction came from (null in DMs): the link to where it was asked (`guild_id` may name another scope). */
    interactionGuildId: text("interaction_guild_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("jobs_status_check", sql.raw(`status in (${JOB_STATUSES.map((s) => `'${s}'`).join(", ")})`)),
    check("jobs_credits_check", sql`credits is null or credits >= 0`),
    index("jobs_undelivered_status_idx")
      .on(t.status)
      .where(sql`${t.deliveredAt} is null`),
    index("jobs_guild_id_created_at_idx").on(t.guildId, t.createdAt),
    index("jobs_interaction_id_idx")
      .on(t.interactionId)
      .where(sql`${t.interactionId} is not null`),
  ],
);

export const TURN_STATES = ["waiting", "running"] as const;
export type TurnState = (typeof TURN_STATES)[number];

/** Per server: the lock row of its queue, and the round of the last job it started (fair turns). */
export const queueGuilds = pgTable("queue_guilds", {
  guildId: text("guild_id").primaryKey(),
  round: bigint("round", { mode: "number" }).notNull().default(0),
});

/** A job's turn in its server: waiting in line, or running in one of the server's slots. */
export const jobTurns = pgTable(
  "job_turns",
  {
    jobId: uuid("job_id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    guildId: text("guild_id").notNull(),
    userId: text("user_id").notNull(),
    state: text("state").$type<TurnState>().notNull(),
    /** Members take turns: a member's n-th waiting job is in round n (see src/db/line.ts). */
    round: bigint("round", { mode: "number" }).notNull(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (t) => [
    check("job_turns_state_check", sql.raw(`state in (${TURN_STATES.map((s) => `'${s}'`).join(", ")})`)),
    index("job_turns_guild_id_state_round_seq_idx").on(t.guildId, t.state, t.round, t.seq),
  ],
);

export const usage = pgTable(
  "usage",
  {
    guildId: text("guild_id").notNull(),
    userId: text("user_id").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
    /** Units given back that day for jobs the service failed, lost or did not finish in time. */
    givenBack: integer("given_back").notNull().default(0),
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
  /** The self-hosted engine whose `/view` serves it (engine prompts). */
  engine?: string;
}

export interface JobError {
  code: string;
  /** In English. */
  message: string;
  /** The catalogue's text, put into words in each reader's language (absent on jobs recorded before it). */
  text?: Text;
}

// What belongs to members rather than servers, and the follow-ups of their interactions.
export * from "./schema-members.js";

/** A job as stored. */
export type JobRecord = typeof jobs.$inferSelect;

/**
 * What a handler accepted, held by the process handling it until its handler ended
 * (src/db/accepted.ts): a reaction (its message and emoji), or a command or button press (the
 * interaction as Discord sent it, its token sealed apart).
 */
export const accepted = pgTable(
  "accepted",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    owner: text("owner").notNull(),
    /** Null for an interaction outside the servers the bot is in: any process may take it over. */
    guildId: text("guild_id"),
    channelId: text("channel_id").notNull(),
    messageId: text("message_id"),
    userId: text("user_id").notNull(),
    emojiId: text("emoji_id"),
    emojiName: text("emoji_name"),
    interaction: jsonb("interaction"),
    tokenCiphertext: text("token_ciphertext"),
    /** How the interaction was first answered, once it was (`Answered`). */
    answered: text("answered"),
    createdAt: createdAt(),
  },
  (t) => [index("accepted_owner_idx").on(t.owner)],
);
