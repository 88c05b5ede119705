ALTER TABLE "jobs" ADD COLUMN "quota_day" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "key_source" text;--> statement-breakpoint
ALTER TABLE "usage" ADD COLUMN "given_back" integer DEFAULT 0 NOT NULL;
