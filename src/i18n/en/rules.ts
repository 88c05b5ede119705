/** The server's rules as members meet them: Delete under a result, and the `is_rec` confirmation. */
export const rules = {
  "rules.deleteLabel": "Delete",
  "rules.deleteNotHere": "That result is not one of this server's jobs.",
  "rules.deleteRefused": "Only the member who asked for this result, or a member with Manage Messages, can delete it.",
  "rules.deleted": "Deleted the result. The job's record stays (`{/show}` says it was deleted).",
  "rules.resultDeleted": "Its result message was deleted {time}.",
  "rules.recQuestion": "`{@video.start-end.is_rec}` uses the recommended prompt, which costs {credits, number} more credits than this video would otherwise. Nothing is sent until you confirm (within {minutes, number} minutes).",
  "rules.recConfirm": "Confirm (+{credits, number} credits)",
  "rules.recExpired": "This confirmation has expired (after {minutes, number} minutes, or because flowbot restarted). Nothing was sent: run `{/video}` again.",
  "rules.recNotYours": "Only the member who asked for this video can confirm it.",
} as const;
