ALTER TABLE "jobs" ADD COLUMN "remote" text DEFAULT 'cloud' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lease_until" timestamp with time zone;