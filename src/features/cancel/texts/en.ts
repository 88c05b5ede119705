/** `/cancel` and the Cancel button: who may cancel a job, and how it went. */
export const en = {
  "job.cancelledBy": "Cancelled by {user}.",
  "cancel.noSuchJob": "There is no such job on this server.",
  "cancel.notYours": "Only the member who started this job, or one with Manage Server, can cancel it.",
  "cancel.alreadyEnded": "That job has already ended.",
  "cancel.endedFirst": "The job ended before it could be cancelled.",
  "cancel.done": "Cancelled.",
  "cancel.cancelling": "Cancelling…",
} as const;
