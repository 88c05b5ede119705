CREATE TABLE "guilds" (
	"id" text PRIMARY KEY NOT NULL,
	"api_key_ciphertext" text,
	"api_key_last4" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guild_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"remote_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" jsonb,
	"outputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" jsonb,
	"message_id" text,
	"interaction_id" text,
	"dedupe_key" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_status_check" CHECK (status in ('pending', 'in_progress', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage" (
	"guild_id" text NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_guild_id_user_id_day_pk" PRIMARY KEY("guild_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guild_id" text NOT NULL,
	"name" text NOT NULL,
	"graph" jsonb NOT NULL,
	"input_mapping" jsonb NOT NULL,
	"author_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_undelivered_status_idx" ON "jobs" USING btree ("status") WHERE "jobs"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_guild_id_created_at_idx" ON "jobs" USING btree ("guild_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workflows_guild_id_name_unique" ON "workflows" USING btree ("guild_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "workflows_one_default_per_guild" ON "workflows" USING btree ("guild_id") WHERE "workflows"."is_default";