ALTER TABLE "member_preferences" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD COLUMN "sampler" text;
