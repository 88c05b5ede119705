import type { z } from "zod";
import type { SkinEnhancerBody, StyleTransferBody, UpscaleBody } from "../../api/schemas/partner-image.js";
import { UserError } from "../../errors.js";
import { issueText } from "../../member-input/option-issues.js";
import type { StoredImage } from "../../images/source.js";

/** The options of each partner image job: its body without the images and the callback. */
export type UpscaleSettings = Omit<UpscaleBody, "image" | "webhook_url">;
export type StyleTransferSettings = Omit<StyleTransferBody, "image" | "reference_image" | "webhook_url">;
export type EnhanceSettings = Omit<SkinEnhancerBody, "image" | "webhook_url">;

/** An input image as a job keeps it; `messageId` when it came from a message (context menu, reaction, button). */
export interface SourceImage extends StoredImage {
  messageId?: string;
  channelId?: string;
  guildId?: string;
  /** Its number among the message's images (1-based), shown with a link under the result. */
  image?: number;
}

/** What partner image jobs store in `jobs.params`: enough to show them and run them again. No bytes, no secret. */
export interface UpscaleParams {
  source: SourceImage;
  settings: UpscaleSettings;
  /** U1..Un of a /generate result: that job and image (0-based), for Vary, Zoom Out and Pan on the upscaled image. */
  from?: { job: string; image: number };
}
export interface StyleTransferParams {
  source: SourceImage;
  reference: SourceImage;
  settings: StyleTransferSettings;
}
export interface EnhanceParams {
  source: SourceImage;
  settings: EnhanceSettings;
}

/** A placeholder for the images while only the options are checked. */
const PLACEHOLDER = "placeholder";

/**
 * Checks options against the same schema the API client validates bodies with (so one table of
 * limits feeds both); a UserError lists every problem, each naming its field and range.
 */
export function parseSettings<T>(
  schema: z.ZodType,
  settings: T,
  imageFields: readonly string[],
  command: Parameters<typeof issueText>[1],
): T {
  const defined = Object.fromEntries(
    Object.entries(settings as object).filter(([, value]) => value !== undefined && value !== null),
  );
  const images = Object.fromEntries(imageFields.map((field) => [field, PLACEHOLDER]));
  const result = schema.safeParse({ ...defined, ...images });
  if (!result.success)
    throw new UserError(
      issueText(result.error.issues, command, schema) ?? result.error.issues.map((issue) => issue.message).join("\n"),
    );
  return defined as T;
}

/**
 * A stored job's params as a presenter may read them: a record from another version (or a test)
 * may lack parts, and drawing the message must not fail on it.
 */
export function storedParams<S>(params: unknown): { settings: Partial<S>; source?: SourceImage } {
  const record = (typeof params === "object" && params !== null ? params : {}) as {
    settings?: unknown;
    source?: Partial<SourceImage>;
  };
  const settings = (
    typeof record.settings === "object" && record.settings !== null ? record.settings : {}
  ) as Partial<S>;
  const source = record.source;
  const sized = typeof source?.width === "number" && typeof source.height === "number";
  return { settings, ...(sized ? { source: source as SourceImage } : {}) };
}
