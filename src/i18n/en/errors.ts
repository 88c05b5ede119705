/**
 * Refusals and failures: a service's HTTP status or `exception_type` in words, and every check of
 * a member's input, each naming the option (`{field}`, the option's name in the reader's language)
 * and the allowed range.
 */
export const errors = {
  "service.cloud": "The workflow service",
  "service.registry": "The node registry",
  "service.partner": "The partner service",
  "api.keyRefused":
    "{service} refused this server's API key. A member with Manage Server can set a new one with `{/settings key}`.",
  "api.outOfCredits": "The account behind this server's API key is out of credits. Top it up, then try again.",
  "api.forbidden": "{service} refused access to that ({detail}).",
  "api.notFound": "{service} does not know that ({detail}).",
  "api.inactiveSubscription":
    "The subscription behind this server's API key is not active. Running workflows needs an active subscription.",
  "api.rateLimited": "{service} is rate limiting requests. Try again in a minute.",
  "api.rejected": "{service} rejected the request: {detail}",
  "api.timeout": "{service} did not answer in time. Try again in a minute.",
  "api.unavailable": "{service} is not answering right now. Try again in a minute.",
  "exec.ValidationError": "The service rejected the workflow's inputs: {detail}",
  "exec.ValidationErrorPlain": "The service rejected the workflow's inputs.",
  "exec.ModelDownloadError":
    "A model this workflow needs is unavailable on the service. Try another workflow or model.",
  "exec.ImageDownloadError": "The service could not download the input image. Try attaching it again.",
  "exec.OOMError": "The service ran out of GPU memory. Try a smaller size or fewer images.",
  "exec.InsufficientFundsError":
    "The account behind this server's API key is out of credits. Top it up, then try again.",
  "exec.InactiveSubscriptionError":
    "The subscription behind this server's API key is not active. Running workflows needs an active subscription.",
  "exec.unknown": "The service failed while running the job ({type}). Try again in a moment.",
  "check.range": "`{field}` must be a whole number from {min, number} to {max, number}.",
  "check.multipleOfNear": "`{field}` must be a multiple of {step, number}, such as {values, or}.",
  "check.multipleOf": "`{field}` must be a multiple of {step, number}.",
  "check.oneOf": "`{field}` must be one of: {values}.",
  "check.length": "`{field}` must be {min, number} to {max, number} characters long (it is {length, number}).",
  "check.surrogate": "`{field}` contains a broken character (an unpaired surrogate at position {position, number}).",
  "check.control": "`{field}` must not contain control characters (found {found} at position {position, number}).",
  "check.direction": "`{field}` must not contain text-direction override characters (found {found}).",
  "check.invisible": "`{field}` must contain visible text, not only invisible characters.",
  "check.pattern": "`{field}` may hold only {allowed}.",
  "check.mention": "`{field}` must not contain mentions (found {found}).",
  "check.lines": "{first}\n{rest}",
  "image.allowed": "`{field}` must be a {types, or} file of at most {max}; this file is {size}.",
  "image.empty": "`{field}` must be a {types, or} file of at most {max}; this file is empty.",
  "image.problem": "`{field}` must be a {types, or} file of at most {max}; this file {problem}.",
  "image.wrongType": "`{field}` must be a {types, or} file of at most {max}; this file is a {type} image.",
  "image.tooLarge":
    "`{field}` must be at most {edge, number} pixels per side and {megapixels, number} megapixels; this one is {width}×{height}.",
  "image.download": "`{field}` could not be downloaded from Discord (HTTP {status}). Attach it again.",
  "image.linkExpired":
    "Discord's link to `{field}`, the image this was made from, has expired (its links to files last about a day), and in a server without the bot its message cannot be read again for a new link. Run the command again with the image attached.",
  "image.slow": "`{field}` could not be read from Discord in time to check its size. Try again in a moment.",
  "inspect.empty": "is empty",
  "inspect.notOneOf": "is not a {types, or} file",
  "inspect.notImage": "is not a PNG, JPEG, WebP or GIF file",
  "inspect.impossibleSize": "has an impossible size in its header ({width}×{height})",
  "inspect.truncated": "is cut off (the file ends before the image does)",
  "inspect.damaged": "is a damaged {format} file ({detail})",
  "inspect.pngNoHeader": "no header chunk",
  "inspect.pngNoData": "no image data",
  "inspect.jpegMarker": "bad segment marker",
  "inspect.jpegEnds": "it ends before any image data",
  "inspect.jpegLength": "bad segment length",
  "inspect.jpegNoFrame": "no frame header",
  "inspect.webpLossless": "bad lossless signature",
  "inspect.webpFrame": "bad frame start",
  "inspect.webpChunk": "unknown first chunk",
  "attachment.download": "The attachment could not be downloaded from Discord (HTTP {status}).",
  "attachment.tooLarge": "The attachment is larger than {max}.",
  "size.mb": "{n, number} MB",
  "size.kb": "{n, number} KB",
  "size.over": "over {size}",
} as const;
