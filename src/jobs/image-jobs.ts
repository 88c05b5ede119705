import type { Attachment, Message } from "discord.js";
import type { ImageOperation, PartnerClient, TaskState } from "../api/partner.js";
import { MAX_RESULT_PIXELS, maxScaleFactorFor, scaleOf, upscaleFits, type ScaleFactor } from "../api/schemas/partner-image.js";
import type { Services } from "../context.js";
import { UserError } from "../errors.js";
import { checkImage, imageInput } from "../images/source.js";
import type { EnhanceParams, SourceImage, StyleTransferParams, UpscaleParams } from "../images/settings.js";
import { admit, type Admission, type Applicant } from "./admit.js";
import type { Origin } from "./origin.js";
import type { Remotes } from "./remotes/index.js";
import type { JobRunner } from "./runner.js";

type Context = Services & { jobs: JobRunner; remotes: Remotes; partnerFor(apiKey: string): PartnerClient };

/** One partner image job, by kind: what it stores and what it sends. */
export type ImageJob =
  | { kind: "upscale"; params: UpscaleParams }
  | { kind: "style-transfer"; params: StyleTransferParams }
  | { kind: "enhance"; params: EnhanceParams };

interface ImageParams {
  upscale: UpscaleParams;
  "style-transfer": StyleTransferParams;
  enhance: EnhanceParams;
}

/** Where each kind's task is read back. */
const OPERATION: Record<ImageJob["kind"], ImageOperation> = {
  upscale: "image-upscaler",
  "style-transfer": "image-style-transfer",
  enhance: "skin-enhancer",
};

/** At most this many images of one message become jobs (context menu, reaction). */
export const MAX_IMAGES_PER_MESSAGE = 4;

/** One job to start: where its message goes, who asks, and for reactions the key that makes it happen once. */
export interface ImageJobStart {
  origin: Origin;
  applicant: Applicant;
  job: ImageJob;
  dedupe?: { messageId: string; attachmentId: string; operation: string };
}

/**
 * Admits every job first (key, channel, permissions, slots, quota), so that a refusal starts
 * none of them and can still be told ephemerally; then hands each to the lifecycle. The images
 * are read (base64 when the service cannot fetch the URL) only once the job's message is open.
 * Returns how many started (a deduplicated reaction starts none).
 */
export async function startImageJobs(ctx: Context, starts: ImageJobStart[]): Promise<number> {
  const admissions: Admission[] = [];
  try {
    for (const start of starts) admissions.push(await admit(ctx, ctx.jobs, start.applicant));
  } catch (error) {
    await Promise.all(admissions.map((a) => a.cancel().catch(() => undefined)));
    throw error;
  }
  let started = 0;
  for (const [i, { origin, job, dedupe }] of starts.entries()) {
    const admission = admissions[i]!;
    const remote = ctx.remotes.partnerImage(admission.apiKey, OPERATION[job.kind], (callbackUrl) =>
      send(ctx.partnerFor(admission.apiKey), job, callbackUrl),
    );
    try {
      const record = await ctx.jobs.start({ origin, admission, kind: job.kind, params: job.params, remote, ...(dedupe ? { dedupe } : {}) });
      if (record) started++;
    } catch (error) {
      // The failed one gave its own back; the ones not reached yet give theirs.
      await Promise.all(admissions.slice(i + 1).map((a) => a.cancel().catch(() => undefined)));
      throw error;
    }
  }
  return started;
}

async function send(partner: PartnerClient, job: ImageJob, callbackUrl: string | undefined): Promise<TaskState> {
  const webhook = callbackUrl ? { webhook_url: callbackUrl } : {};
  const image = await imageInput(job.params.source);
  switch (job.kind) {
    case "upscale": {
      const { width, height } = job.params.source;
      return partner.upscale({ image, ...job.params.settings, ...webhook }, { width, height });
    }
    case "style-transfer":
      return partner.styleTransfer({ image, reference_image: await imageInput(job.params.reference), ...job.params.settings, ...webhook });
    case "enhance":
      return partner.skinEnhancer({ image, ...job.params.settings, ...webhook });
  }
}

/** The stored job a result button names, checked to be of this server and this kind. */
export async function loadImageJob<K extends ImageJob["kind"]>(
  ctx: Pick<Services, "store">,
  guildId: string,
  jobId: string | undefined,
  kind: K,
): Promise<ImageParams[K]> {
  const job = jobId ? await ctx.store.jobs.get(jobId) : undefined;
  if (!job || job.guildId !== guildId || job.kind !== kind) throw new UserError("That job is not known on this server any more.");
  return job.params as ImageParams[K];
}

/** The 25.3 MP rule before anything is sent; the refusal names the limit and the largest factor that fits. */
export function checkUpscaleSize({ width, height }: SourceImage, scale: ScaleFactor = "2x"): void {
  if (upscaleFits(width, height, scale)) return;
  const best = maxScaleFactorFor(width, height);
  const n = scaleOf(scale);
  throw new UserError(
    `scale ${scale} would make a ${width * n}x${height * n} image, above the upscaler's limit of ${MAX_RESULT_PIXELS / 1e6} million pixels; ` +
      (best ? `the largest scale that fits this ${width}x${height} image is ${best}.` : `this ${width}x${height} image is too large to upscale.`),
  );
}

/** The images of a message that may be upscaled (Discord's word; the bytes are checked later), at most four. */
export function imagesOf(message: Message): Attachment[] {
  return [...message.attachments.values()]
    .filter((a) => a.contentType?.startsWith("image/") || (a.width !== null && a.height !== null) || /\.(png|jpe?g|webp)$/i.test(a.name))
    .slice(0, MAX_IMAGES_PER_MESSAGE);
}

/** Checks one of a message's (or a command's) attachments, keeping where it came from for "again" buttons. */
export async function sourceOf(field: string, attachment: Attachment, message?: Message): Promise<SourceImage> {
  const checked = await checkImage(field, {
    url: attachment.url,
    name: attachment.name,
    size: attachment.size,
    width: attachment.width,
    height: attachment.height,
    attachmentId: attachment.id,
  });
  return message ? { ...checked, messageId: message.id, channelId: message.channelId } : checked;
}

/**
 * Checks several images at once (their header reads share the 3 s before a deferral); the first
 * refusal in their order is the one told.
 */
export async function checkAll<T extends readonly unknown[]>(checks: { readonly [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(checks as readonly Promise<unknown>[]);
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * A stored source checked again for a button (Upscale again, Vary): its message is read anew for
 * a fresh CDN URL (they expire), else the stored URL is tried.
 */
export async function refreshSource(ctx: Pick<Services, "client">, field: string, source: SourceImage): Promise<SourceImage> {
  if (source.messageId && source.channelId) {
    const channel = await ctx.client.channels.fetch(source.channelId).catch(() => null);
    const message = channel?.isTextBased() ? await channel.messages.fetch(source.messageId).catch(() => undefined) : undefined;
    const attachment = message?.attachments.get(source.attachmentId);
    if (message && attachment) return sourceOf(field, attachment, message);
  }
  return { ...source, ...(await checkImage(field, source)) };
}
