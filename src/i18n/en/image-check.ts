/** What the image check says in a job's message, and to a member whose image it refused (src/image-check). */
export const imageCheck = {
  "check.spoilered": "{file} is behind a spoiler: the image check flagged it ({why}).",
  "check.heldBack": "{file} was held back: the image check flagged it ({why}).",
  "check.heldJob": "The image check held this job's result back.",
  "check.whyScore": "score {score}",
  "check.whyUnreadable": "it could not be read",
  "check.inputRefused":
    "`{field}`: the image check flagged this image ({why}), and flagged images are held back here. Nothing was sent.",
} as const;
