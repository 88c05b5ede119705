-- A reaction a handler accepted, recorded before it waits for anything (the member, the message, a
-- turn), claimed by the process that took it: deleted once its handler ended. A process that finds
-- one whose owner is gone (and serves its server) takes it over and handles it again; each image's
-- dedupe key keeps its upscale to one.
CREATE TABLE "accepted_reactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"owner" text NOT NULL,
	"guild_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"emoji_id" text,
	"emoji_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "accepted_reactions_owner_idx" ON "accepted_reactions" USING btree ("owner");
