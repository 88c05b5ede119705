-- A new job's turn in its server's line in the statement that records it (src/db/line-turns.ts):
-- a slot at once when the server has one free and nobody waits, else nothing (the line's own
-- transaction places it then). The server's line is locked first, as every change of it is, and each
-- statement below reads after that lock (a VOLATILE function takes a snapshot per statement).
CREATE OR REPLACE FUNCTION flowbot_take_slot(p_job uuid, p_guild text, p_user text, p_limit integer)
RETURNS timestamp with time zone
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	current_round bigint;
	submitted timestamp with time zone;
BEGIN
	INSERT INTO queue_guilds (guild_id) VALUES (p_guild)
		ON CONFLICT (guild_id) DO UPDATE SET round = queue_guilds.round
		RETURNING round INTO current_round;
	-- Turns of jobs that ended without giving theirs up no longer count (as lockGuild drops them).
	DELETE FROM job_turns WHERE guild_id = p_guild AND job_id IN (
		SELECT id FROM jobs WHERE guild_id = p_guild AND status IN ('completed', 'failed', 'cancelled'));
	IF EXISTS (SELECT 1 FROM job_turns WHERE guild_id = p_guild AND state = 'waiting')
		OR (SELECT count(*) FROM job_turns WHERE guild_id = p_guild AND state = 'running') >= p_limit THEN
		RETURN NULL;
	END IF;
	INSERT INTO job_turns (job_id, guild_id, user_id, state, round)
		VALUES (p_job, p_guild, p_user, 'running', current_round);
	-- Started at once: marked submitted under the claim it was created with (the fence before its submit).
	UPDATE jobs SET submitted_at = now() WHERE id = p_job AND submitted_at IS NULL
		RETURNING submitted_at INTO submitted;
	RETURN submitted;
END $$;
