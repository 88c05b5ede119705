CREATE TABLE "queue_guilds" (
	"guild_id" text PRIMARY KEY NOT NULL,
	"round" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_turns" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"user_id" text NOT NULL,
	"state" text NOT NULL,
	"round" bigint NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_turns_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_turns_state_check" CHECK (state in ('waiting', 'running'))
);
--> statement-breakpoint
ALTER TABLE "job_turns" ADD CONSTRAINT "job_turns_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_turns_guild_id_state_round_seq_idx" ON "job_turns" USING btree ("guild_id","state","round","seq");
