-- How an accepted interaction was first answered (reply, defer, update, deferUpdate; null: not yet,
-- as far as the process knew), written after the answer and never waited for: a process taking it
-- over resumes it as answered so, rather than guess from Discord's original response (which, for a
-- button answered with its message, is that message: the result it sits under).
ALTER TABLE "accepted" ADD COLUMN "answered" text;
