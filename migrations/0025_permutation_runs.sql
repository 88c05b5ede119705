-- A prompt's permutations waiting for their member's Run (src/features/generate/permutations.ts):
-- kept in the database, not in the process that asked, so that a Run press a process accepted and
-- was killed before finishing is run by the process that takes its record over (only the runs
-- whose jobs were not recorded yet). `press_id`: the press that took them (once, by that press).
CREATE TABLE "permutation_runs" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"runs" jsonb NOT NULL,
	"press_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
