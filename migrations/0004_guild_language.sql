ALTER TABLE "guilds" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locale" text;
