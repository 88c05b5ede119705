import { z } from "zod";

/** The operator's say over the image check (src/image-check), as `VARIABLES` describes it. */
export const IMAGE_CHECK_VARIABLES = {
  FLOWBOT_IMAGE_CHECK_THRESHOLD: {
    expected:
      "the image check's threshold, a number from 0 to 1 such as 0.6: an image scoring at or above it is flagged " +
      "(unset: each server's strictness decides)",
  },
} as const;

export const imageCheckSchema = {
  // A number in words ("0.6"), not "six tenths" or "60%": z.coerce would take "" as 0, but empty values never get here.
  FLOWBOT_IMAGE_CHECK_THRESHOLD: z
    .string()
    .regex(/^\s*(0(\.\d+)?|1(\.0+)?|\.\d+)\s*$/)
    .transform(Number)
    .optional(),
};

/** Undefined: each server's strictness (and a member's default) decides. */
export function imageCheckConfig(env: { FLOWBOT_IMAGE_CHECK_THRESHOLD?: number | undefined }) {
  return { threshold: env.FLOWBOT_IMAGE_CHECK_THRESHOLD };
}
