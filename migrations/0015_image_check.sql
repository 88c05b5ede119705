ALTER TABLE "jobs" ADD COLUMN "age_restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "held_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD COLUMN "image_check" text;