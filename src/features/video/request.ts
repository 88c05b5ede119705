import { option, text } from "./texts/index.js";
import type { PartnerClient, TaskState } from "../../api/partner.js";
import type { FieldNames } from "./reader.js";
import { EXTEND_MODELS } from "../../api/schemas/partner-video.js";
import type { JobOrigin } from "../../discord/render/presenter.js";
import {
  checkExtendOptions,
  checkMultiframeOptions,
  checkStartEndOptions,
  type Checked,
  type ExtendChoices,
} from "./options.js";
import { textLines, UserError } from "../../errors.js";
import type { Word } from "./texts/index.js";
import { loadOnce, type Load } from "../../image-check/inputs.js";
import {
  checkImageAttachment,
  type AttachmentRef,
  type CheckedImage,
  type InputImage,
} from "../../images/attachment.js";

export type VideoMode = "start-end" | "extend" | "multiframe";

/** What a video job records (jobs.params): the member's choices, never image bytes or a signed URL. */
export interface VideoParams {
  mode: VideoMode;
  model: string;
  prompt?: string;
  /** Seconds asked for (start-end, extend). */
  duration?: number;
  resolution?: string;
  /** Key frames of a multiframe video. */
  keyFrames?: number;
  /** The video job an extension continues. */
  extendOf?: string;
  /** The model of the video extended, when Extend had to use another (it takes only some models). */
  fromModel?: string;
  /** The message of the video extended (Extend under it): linked under this job's result. */
  from?: JobOrigin;
  /** Every other option sent, by its API name. */
  options: Record<string, unknown>;
}

export interface PreparedVideo {
  params: VideoParams;
  /** The member's images by option, each read once: the image check scores them before `send` sends them. */
  inputs: (readonly [Word, Load])[];
  /** Downloads the images (after deferring), builds the body and sends it; `callbackUrl` goes in `callback_url`. */
  send(partner: PartnerClient, callbackUrl: string | undefined): Promise<TaskState>;
}

/** The video to extend, as the service names it. */
export interface ExtendSource {
  videoUrl: string;
  creationId: string;
  /** The task that made it (a video of this server): read again for a fresh URL, since result URLs expire. */
  taskId?: string;
  /** The model that made it (a video of this server). */
  model?: string;
}

/**
 * Partner video inputs: not documented; PNG, JPEG or WebP within limits that keep a request of
 * up to ten base64 images reasonable (`totalBytes` over all of a request's images).
 */
export const VIDEO_IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  totalBytes: 20 * 1024 * 1024,
  maxEdge: 8192,
  maxPixels: 40_000_000,
  contentTypes: ["image/png", "image/jpeg", "image/webp"],
} as const;

function accepted<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new UserError(textLines(checked.problems));
  return checked.value;
}

/** The service takes images as URLs or base64; base64 spares it a fetch from Discord's CDN. */
function dataUri(image: InputImage): string {
  return `data:${image.contentType};base64,${image.data.toString("base64")}`;
}

/** The images of one subcommand, each by its option's name: every refusal names the option as the reader sees it. */
async function checkAll(mode: VideoMode, images: [string, AttachmentRef][]): Promise<Named[]> {
  const field = (name: string) => option(`video.${mode}.${name}`);
  const total = images.reduce((sum, [, ref]) => sum + ref.size, 0);
  if (total > VIDEO_IMAGE_LIMITS.totalBytes) {
    const mb = (bytes: number) => text("size.mb", { n: Math.ceil(bytes / 1024 / 1024) });
    throw new UserError(
      text("image.totalSize", {
        fields: images.map(([name]) => field(name)),
        max: mb(VIDEO_IMAGE_LIMITS.totalBytes),
        size: mb(total),
      }),
    );
  }
  const checked = await Promise.all(
    images.map(([name, ref]) => checkImageAttachment(field(name), ref, VIDEO_IMAGE_LIMITS)),
  );
  // Each read once, by the image check first and then by the send.
  return checked.map((image, i) => ({ ...image, load: loadOnce(image.load), field: field(images[i]![0]) }));
}

/** An image checked, with the option it came by. */
type Named = CheckedImage & { field: Word };

/** The images as the image check takes them: by option, each with its load. */
function inputsOf(images: Named[]): PreparedVideo["inputs"] {
  return images.map((image) => [image.field, image.load] as const);
}

async function loadAll(images: CheckedImage[]): Promise<string[]> {
  return (await Promise.all(images.map((image) => image.load()))).map(dataUri);
}

export async function prepareStartEnd(
  raw: Record<string, unknown>,
  start: AttachmentRef,
  end?: AttachmentRef,
): Promise<PreparedVideo> {
  const { model, prompt, duration, resolution, ...options } = accepted(checkStartEndOptions(raw));
  const images = await checkAll("start-end", [
    ["start", start],
    ...(end ? [["end", end] as [string, AttachmentRef]] : []),
  ]);
  return {
    inputs: inputsOf(images),
    params: { mode: "start-end", model, ...defined({ prompt, duration, resolution }), options },
    send: async (partner, callbackUrl) =>
      partner.startEnd2Video({
        model,
        ...defined({ prompt, duration, resolution, callback_url: callbackUrl }),
        ...options,
        images: await loadAll(images),
      }),
  };
}

/** `resolve` turns the chosen source (a job of this server, or URL + id) into the service's names for it. */
export async function prepareExtend(
  raw: Record<string, unknown>,
  end: AttachmentRef | undefined,
  resolve: (source: ExtendChoices["source"]) => Promise<ExtendSource>,
  names?: FieldNames,
): Promise<PreparedVideo> {
  const { model: asked, prompt, duration, resolution, source } = accepted(checkExtendOptions(raw, names));
  const images = end ? await checkAll("extend", [["end", end]]) : [];
  const video = await resolve(source);
  const extendOf = "job" in source ? source.job : undefined;
  // No model asked for: the video's own where Extend takes it; else the result says which model made the video.
  const own = EXTEND_MODELS.find((m) => m === video.model);
  const model = raw.model === undefined && own ? own : asked;
  const fromModel = video.model !== undefined && !own ? video.model : undefined;
  return {
    inputs: inputsOf(images),
    params: {
      mode: "extend",
      model,
      ...defined({ prompt, duration, resolution, extendOf, fromModel }),
      options: { video_creation_id: video.creationId },
    },
    send: async (partner, callbackUrl) =>
      partner.extend({
        model,
        ...defined({ prompt, duration, resolution, callback_url: callbackUrl }),
        video_url: await freshUrl(partner, video),
        video_creation_id: video.creationId,
        ...(images.length > 0 ? { images: await loadAll(images) } : {}),
      }),
  };
}

/** `frames`: the key frame attachments in order (frame1..frame9, gaps closed). */
export async function prepareMultiframe(
  raw: Record<string, unknown>,
  start: AttachmentRef,
  frames: [string, AttachmentRef][],
): Promise<PreparedVideo> {
  const { model, resolution, frames: settings } = accepted(checkMultiframeOptions(raw, frames.length));
  const images = await checkAll("multiframe", [["start", start], ...frames]);
  return {
    inputs: inputsOf(images),
    params: {
      mode: "multiframe",
      model,
      ...defined({ resolution }),
      keyFrames: frames.length,
      options: { image_settings: settings },
    },
    send: async (partner, callbackUrl) => {
      const [startImage, ...keys] = await loadAll(images);
      return partner.multiframe({
        model,
        ...defined({ resolution, callback_url: callbackUrl }),
        start_image: startImage!,
        image_settings: settings.map((setting, i) => ({ key_image: keys[i]!, ...setting })),
      });
    },
  };
}

/** The stored URL may have expired since the video was made: the task is read again for the current one. */
async function freshUrl(partner: PartnerClient, video: ExtendSource): Promise<string> {
  if (video.taskId === undefined) return video.videoUrl;
  const task = await partner.creations(video.taskId).catch(() => undefined);
  return task?.creations?.find((c) => c.id === video.creationId)?.url ?? video.videoUrl;
}

function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
