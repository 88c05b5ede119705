/** What `/video` says: its modes' titles and fields, the Extend form, key frames, the checks of its options and the `is_rec` confirmation. */
export const en = {
  "button.extend": "Extend",
  "check.rangeUnit": "`{field}` must be a whole number from {min, number} to {max, number} {unit}.",
  "check.text": "`{field}` must be text.",
  "check.blank": "`{field}` must not be blank.",
  "check.boolean": "`{field}` must be True or False.",
  "check.url": "`{field}` must be an http(s) URL.",
  "check.urlCredentials": "`{field}` must not contain a user name or password.",
  "check.idChars": "`{field}` may hold only letters, digits, _, . and -.",
  "check.looksLike": "`{field}` must look like {example}.",
  "check.noEffect": "`{field}` has no effect on {model} (only on {takers, or}): leave it out or pick another model.",
  "check.onlyWith": "`{field}` applies only with `{other}: True`.",
  "check.duration": "`{@video.start-end.duration}` must be {min, number} to {max, number} seconds for {model}.",
  "check.pickJob": "`{@video.extend.job}`: no finished video of this server has that id. Pick one from the list.",
  "check.noCreation":
    "`{@video.extend.job}`: the service did not name that video's creation, so it cannot be extended.",
  "check.jobOrUrl":
    "Give either `{@video.extend.job}`, or `{@video.extend.video_url}` with `{@video.extend.video_creation_id}`, not both.",
  "check.jobRequired":
    "`{@video.extend.job}` is required: pick one of this server's finished videos, or give `{@video.extend.video_url}` with `{@video.extend.video_creation_id}`.",
  "check.urlWithId": "`{@video.extend.video_url}` and `{@video.extend.video_creation_id}` must be given together.",
  "check.attachRequired": "`{field}` is required: attach an image.",
  "check.durationOthers":
    "`{@video.start-end.duration}` must be {min, number} to {max, number} seconds for {model} ({others}).",
  "check.modelRange": "{model}: {min, number} to {max, number}",
  "check.rangesJoin": "{first}, {rest}",
  "check.seconds": "seconds",
  "check.disallowed": "`{field}` has characters that are not allowed.",
  "image.totalSize": "{fields, list} must together be at most {max}; these are {size}.",
  "job.progress": "Progress {percent, number}%",
  "job.readyAt": "Ready {time}",
  "job.credits": "Credits: {credits, number}",
  "field.model": "Model",
  "field.lengthAsked": "Length asked",
  "field.length": "Length",
  "field.resolution": "Resolution",
  "field.keyFrames": "Key frames",
  "value.seconds": "{n, number} s",
  "video.titleStartEnd": "Video from a start frame",
  "video.titleExtend": "Extended video",
  "video.titleMultiframe": {
    one: "Video through {count, number} key frame",
    other: "Video through {count, number} key frames",
  },
  "video.title": "Video",
  "video.extendModalTitle": "Extend this video",
  "video.extendModalPrompt": "What happens next (optional)",
  "video.extendModalPromptField": "What happens next",
  "video.extendModalSecondsField": "Seconds to add",
  "video.extendModalModel": "Extends with {model}: {original} cannot extend videos.",
  "video.modelChanged": "{model} ({original} cannot extend videos)",
  "video.extendModalSeconds": "Seconds to add, {min}-{max} (default {default})",
  "video.framesCount": {
    one: "`{@video.multiframe.frames}` has {count, number} entry: a multiframe video takes {min, number} to {max, number} key frames, one entry each.",
    other:
      "`{@video.multiframe.frames}` has {count, number} entries: a multiframe video takes {min, number} to {max, number} key frames, one entry each.",
  },
  "video.framesMismatch": {
    one: "`{@video.multiframe.frames}` has {count, number} entry but {attached, number} key frames are attached: give one entry per key frame, separated by |.",
    other:
      "`{@video.multiframe.frames}` has {count, number} entries but {attached, number} key frames are attached: give one entry per key frame, separated by |.",
  },
  "video.frameDuration":
    "`{@video.multiframe.frames}` entry {n}: the duration must be {min, number} to {max, number} seconds.",
  "video.frameEntryPrompt": "{@video.multiframe.frames} entry {n} prompt",
  "video.keyFrames": {
    one: "Key frames: attach {min, number} to {max, number} key frame images (frame1 to frame{max}); {count, number} was attached.",
    other:
      "Key frames: attach {min, number} to {max, number} key frame images (frame1 to frame{max}); {count, number} were attached.",
  },
  "video.watermark.1": "top left",
  "video.watermark.2": "top right",
  "video.watermark.3": "bottom right",
  "video.watermark.4": "bottom left",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` uses the recommended prompt, which costs {credits, number} more credits than this video would otherwise. Nothing is sent until you confirm (within {minutes, number} minutes).",
  "rules.recConfirm": "Confirm (+{credits, number} credits)",
  "rules.recExpired":
    "This confirmation has expired (after {minutes, number} minutes, or because flowbot restarted). Nothing was sent: run `{/video}` again.",
  "rules.recNotYours": "Only the member who asked for this video can confirm it.",
  "rules.recUsed": "This video was already confirmed and is on its way. Nothing more was sent.",
} as const;
