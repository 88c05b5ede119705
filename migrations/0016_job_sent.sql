-- When a job's remote work was sent (the fence just before its submit), apart from when it took
-- its slot (submitted_at): a job taken over with neither a remote id nor this was never sent, and
-- is started by the process that took it over. Jobs recorded before this column count as sent.
ALTER TABLE "jobs" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
UPDATE "jobs" SET "sent_at" = "submitted_at" WHERE "submitted_at" IS NOT NULL;
