/** What several kinds of job say (each kind's own texts are in its feature's folder): fields, missing Discord permissions. */
export const kinds = {
  "permission.ViewChannel": "View Channel",
  "permission.SendMessages": "Send Messages",
  "permission.EmbedLinks": "Embed Links",
  "permission.AttachFiles": "Attach Files",
  "permission.ReadMessageHistory": "Read Message History",
  "field.size": "Size",
  "field.timeTaken": "Time taken",
  "field.credits": "Credits",
  "field.prompt": "Prompt",
  "image.field": "image",
} as const;
