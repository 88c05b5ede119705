import type { CheckMode } from "../image-check/policy.js";
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";

/*
 * The tables of members (their preferences and own keys) and of their interactions' follow-ups;
 * part of the schema (./schema.ts re-exports them, which drizzle-kit reads).
 */

/** A member's own `/generate` defaults in one server (`/preferences`); null where they keep the server's. */
export const memberPreferences = pgTable(
  "member_preferences",
  {
    guildId: text("guild_id").notNull(),
    userId: text("user_id").notNull(),
    /** One of `/generate aspect`'s ratios. */
    aspect: text("aspect"),
    steps: integer("steps"),
    count: integer("count"),
    /** Results visible only to the member (an ephemeral reply) where Discord allows: see src/discord/job-message/private-reply.ts. */
    resultsPrivate: boolean("results_private").notNull().default(false),
    /** Outside servers, what the image check does with a flagged image of theirs (off, spoiler, block); null: spoiler. */
    imageCheck: text("image_check").$type<CheckMode>(),
    /** Their /generate's checkpoint and sampler when they name none (a backend's names). */
    model: text("model"),
    sampler: text("sampler"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.userId] })],
);

/**
 * A member's own platform key (`/preferences key`), encrypted like a server's: it pays for their
 * jobs outside servers that installed the bot, and for nothing else.
 */
export const memberKeys = pgTable("member_keys", {
  userId: text("user_id").primaryKey(),
  apiKeyCiphertext: text("api_key_ciphertext").notNull(),
  apiKeyLast4: text("api_key_last4").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Follow-ups sent on an interaction of a user install: Discord takes five at most there. */
export const interactionFollowUps = pgTable("interaction_follow_ups", {
  interactionId: text("interaction_id").primaryKey(),
  sent: integer("sent").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Vary (Region)'s edit links (src/features/generate/region): one member's, for one image, used
 * once before it expires. The token is kept only as its SHA-256 (`id`); `browser` is the hash of
 * the cookie of the browser that opened it first, which alone may use it.
 */
export const editLinks = pgTable("edit_links", {
  id: text("id").primaryKey(),
  guildId: text("guild_id").notNull(),
  userId: text("user_id").notNull(),
  channelId: text("channel_id").notNull(),
  messageId: text("message_id").notNull(),
  jobId: text("job_id").notNull(),
  image: integer("image").notNull(),
  /** The member's Discord language: the page speaks it. */
  locale: text("locale").notNull(),
  /** The prompt the page starts with. */
  prompt: text("prompt").notNull(),
  browser: text("browser"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A prompt's permutations waiting for their member's Run (src/features/generate/permutations.ts),
 * in the database so that a Run press survives the process that accepted it: `pressId` is the press
 * that took them, which alone (handled again by another process included) runs them.
 */
export const permutationRuns = pgTable("permutation_runs", {
  token: text("token").primaryKey(),
  userId: text("user_id").notNull(),
  runs: jsonb("runs").notNull(),
  pressId: text("press_id"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
