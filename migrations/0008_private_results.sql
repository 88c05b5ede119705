ALTER TABLE "jobs" ADD COLUMN "reply_token_ciphertext" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "reply_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD COLUMN "results_private" boolean DEFAULT false NOT NULL;