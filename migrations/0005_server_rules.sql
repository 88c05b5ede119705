ALTER TABLE "workflows" ADD COLUMN "age_restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "credits" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "result_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_credits_check" CHECK (credits is null or credits >= 0);
