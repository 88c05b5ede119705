/** `/show`: which job may be shown, and its state. */
export const en = {
  "show.live": "Live: {link}",
  "rules.resultDeleted": "Its result message was deleted {time}.",
  "showjob.noSuchJob": "`{@show.job}`: there is no such job on this server. Pick one of yours from the list.",
  "showjob.notVisible":
    "`{@show.job}`: another member's job can be shown only if it was posted in a channel you can see.",
  "showjob.noKey": "This server has no API key any more, so the job's files cannot be fetched.",
  "showjob.jobId": "a job id: pick one from the list",
  "status.pending": "pending",
  "status.in_progress": "running",
  "status.completed": "completed",
  "status.failed": "failed",
  "status.cancelled": "cancelled",
} as const;
