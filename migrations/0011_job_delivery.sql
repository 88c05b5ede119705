CREATE TABLE "interaction_follow_ups" (
	"interaction_id" text PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "interaction_guild_id" text;