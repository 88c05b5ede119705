ALTER TABLE "jobs" ADD COLUMN "claim_gen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "api_key_ciphertext" text;--> statement-breakpoint
-- Jobs recorded before submits were marked: any not waiting in line may have been submitted.
UPDATE "jobs" SET "submitted_at" = "created_at" WHERE NOT EXISTS (SELECT 1 FROM "job_turns" t WHERE t."job_id" = "jobs"."id" AND t."state" = 'waiting');
