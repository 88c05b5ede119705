/** Limits of `/workflow` options and files, checked before anything is downloaded, sent or written. */
export const WORKFLOW_LIMITS = {
  name: {
    min: 1,
    max: 64,
    pattern: /^[\p{L}\p{N}][\p{L}\p{N} _.-]*$/u,
    allowed: "letters, digits, spaces and - _ . (starting with a letter or digit)",
  },
  /** API-format workflows are a few to a few hundred kilobytes. */
  fileBytes: 1024 * 1024,
  nodes: 1000,
  /** `node.input`, as `/workflow map` takes it. */
  target: { min: 3, max: 200, pattern: /^[^.\s]+\.\S+$|^none$/u, allowed: "`node.input` (such as `6.text`) or `none`" },
} as const;

/** The `/generate` options a workflow input can be mapped to. */
export const MAPPABLE = [
  "prompt",
  "negative",
  "seed",
  "steps",
  "width",
  "height",
  "count",
  "image",
  "model",
  "lora",
] as const;
export type Mappable = (typeof MAPPABLE)[number];
