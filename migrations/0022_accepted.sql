-- What a handler accepted, recorded before it waits for anything: a reaction (as before), or a
-- command or button press of a feature that runs jobs, kept as Discord sent it (its token sealed
-- apart). Claimed by the process that took it and deleted once its handler ended; a process that
-- finds one whose owner is gone (and serves its server, or any for one outside servers) takes it
-- over and handles it again. An interaction that recorded a job already is not handled again.
ALTER TABLE "accepted_reactions" RENAME TO "accepted";--> statement-breakpoint
ALTER INDEX "accepted_reactions_owner_idx" RENAME TO "accepted_owner_idx";--> statement-breakpoint
ALTER TABLE "accepted" ALTER COLUMN "guild_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted" ALTER COLUMN "message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted" ADD COLUMN "interaction" jsonb;--> statement-breakpoint
ALTER TABLE "accepted" ADD COLUMN "token_ciphertext" text;--> statement-breakpoint
CREATE INDEX "jobs_interaction_id_idx" ON "jobs" USING btree ("interaction_id") WHERE "interaction_id" is not null;
