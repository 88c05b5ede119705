import type { ButtonInteraction, Message } from "discord.js";
import type { Workflow } from "../../api/cloud-types.js";
import type { Context } from "../context.js";
import type { JobRecord, StoredOutput } from "../../db/store.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { UserError } from "../../errors.js";
import { text } from "./texts/index.js";
import { inspectImage, safeImageName } from "../../images/inspect.js";
import { readCapped } from "../../images/read.js";
import type { SavedMapping } from "../../workflows/check.js";
import type { Derived, Fallback } from "./derived.js";
import { withImageInput } from "./image-input.js";
import { ZOOMS, PAN_EMOJI, type PanDirection, type Strength, type Zoom } from "./layout.js";
import { randomSeed } from "../../workflows/run-limits.js";
import { INPUT_IMAGE_LIMITS } from "../../images/attachment.js";
import { checkpointOf, padded, panPadding, zoomPadding } from "./outpaint.js";
import type { GenerateParams } from "./params.js";
import type { GenerateRequest } from "./start.js";
import type { UpscaleParams } from "../partner-image/settings.js";
import { imagesOf, sourceOf } from "../partner-image/sources.js";
import { loadJob } from "../stored-job.js";
import { storedGenerateRules } from "./rules.js";
import { generateKind } from "./kind.js";

/**
 * How far a variation may move from its image (the sampler's denoise): Strong keeps the
 * composition and changes the details; Subtle keeps nearly everything. Documented in the README.
 */
export const VARY_DENOISE: Record<Strength, number> = { strong: 0.7, subtle: 0.35 };

/**
 * The buttons of ./layout.ts that act on one image: `gen:<action>:<job>:<index>:<what>`, the job
 * being the /generate result shown, or an upscale of one of its images (U1..Un) whose own image
 * is the input, with the /generate job's prompt and settings.
 */
export async function creativeButton(
  interaction: ButtonInteraction,
  ctx: Context,
  jobId: string | undefined,
  action: string,
  [index = "0", what]: string[],
): Promise<void> {
  const { job, n, input, shown } = await sourceImage(
    ctx,
    scopeOf(interaction),
    jobId,
    Number(index),
    interaction.message,
  );
  const params = job.params as GenerateParams;
  const base = { job: job.id, image: n, messageUrl: interaction.message.url };
  const rest = keptParams(params);
  let next: GenerateParams;
  if (action === "vary") {
    const strength: Strength = what === "subtle" ? "subtle" : "strong";
    const kept = await keptWorkflow(ctx, scopeOf(interaction), params);
    const derived: Derived = { ...base, how: "vary", strength };
    next = { ...rest, ...kept, seed: randomSeed(), denoise: VARY_DENOISE[strength], derived };
  } else {
    const { width, height } = shown ?? params;
    let derived: Derived;
    let padding;
    if (action === "zoom" && ZOOMS.includes(what as Zoom)) {
      derived = { ...base, how: "zoom", zoom: what as Zoom };
      padding = zoomPadding(width, height, what as Zoom);
    } else if (action === "pan" && what !== undefined && what in PAN_EMOJI) {
      derived = { ...base, how: "pan", direction: what as PanDirection };
      padding = panPadding(width, height, what as PanDirection);
    } else throw new UserError(text("common.buttonGone"));
    const saved =
      params.workflow === undefined ? undefined : await ctx.store.workflows.get(job.guildId, params.workflow);
    const checkpoint = checkpointOf(saved?.graph as Workflow | undefined);
    const size = padded(width, height, padding);
    next = {
      ...rest,
      ...size,
      count: 1,
      seed: randomSeed(),
      derived,
      outpaint: { ...padding, ...(checkpoint ? { checkpoint } : {}) },
    };
  }
  const applicant = applicantOf(
    interaction,
    undefined,
    await storedGenerateRules(ctx.store, scopeOf(interaction), next),
  );
  await ctx.jobs.start(generateKind, { params: next, input }, fromInteraction(interaction), applicant);
}

/** What a variation keeps of its job: the texts, size, steps and count, and its recipe. */
export function keptParams(params: GenerateParams): GenerateParams {
  const { prompt, negative, width, height, steps, seed, count, recipe } = params;
  return {
    prompt,
    ...(negative === undefined ? {} : { negative }),
    width,
    height,
    steps,
    seed,
    count,
    // The model, LoRAs and sampling stay: a variation is the same recipe on a new start.
    ...(recipe === undefined ? {} : { recipe }),
  };
}

/**
 * The image a button acts on, with how to fetch it once the job has started and its size as shown:
 * image `n` of a /generate job (from the service), or the image of an upscale made from one (from
 * the message, read anew), with the /generate job it came from. `message` is the one the image is
 * shown in.
 */
export async function sourceImage(
  ctx: Context,
  guildId: string,
  jobId: string | undefined,
  n: number,
  message: Message,
): Promise<{
  job: JobRecord;
  n: number;
  input: NonNullable<GenerateRequest["input"]>;
  shown?: { width: number; height: number };
}> {
  const shown = jobId ? await ctx.store.jobs.get(jobId) : undefined;
  const from = shown?.kind === "upscale" ? (shown.params as Partial<UpscaleParams>).from : undefined;
  if (shown && from && shown.guildId === guildId) {
    const job = await loadJob(ctx, guildId, from.job, "generate");
    const attachment = imagesOf(message)[0];
    if (!attachment) throw new UserError(text("creative.noImageN", { n: 1 }));
    const { source, load } = await sourceOf(text("image.field"), attachment, message);
    return { job, n: from.image, input: () => load(), shown: { width: source.width, height: source.height } };
  }
  const job = await loadJob(ctx, guildId, jobId, "generate");
  const output = job.outputs.filter((o) => o.kind === "images")[n];
  if (!Number.isInteger(n) || !output) throw new UserError(text("creative.noImageN", { n: n + 1 }));
  const attachment = [...message.attachments.values()][n];
  const shownSize =
    attachment?.width && attachment.height ? { width: attachment.width, height: attachment.height } : undefined;
  return { job, n, input: outputInput(ctx, job, output), ...(shownSize ? { shown: shownSize } : {}) };
}

/**
 * The job's own workflow when it can take an input image (see ./image-input.ts), else nothing
 * (the built-in image-to-image) with the reason the result will give.
 */
async function keptWorkflow(
  ctx: Pick<Context, "store">,
  guildId: string,
  params: GenerateParams,
): Promise<{ workflow?: string; fallbackFrom?: Fallback }> {
  const name = params.workflow;
  if (name === undefined) return {};
  const saved = await ctx.store.workflows.get(guildId, name);
  if (!saved) return { fallbackFrom: { name, reason: "gone" } };
  const base = { graph: saved.graph as Workflow, mapping: saved.inputMapping as SavedMapping };
  return withImageInput(base) ? { workflow: name } : { fallbackFrom: { name, reason: "noImage" } };
}

/** An output of the job, fetched with the new job's key once it has started, checked as any input image. */
function outputInput(ctx: Context, job: JobRecord, output: StoredOutput) {
  return async (apiKey: string) => {
    // Read through the job's own remote: the cloud's view, or the engine that made it.
    const download = await ctx.jobs.remoteFor(job, apiKey).open(output);
    const data = await readCapped(download.body, INPUT_IMAGE_LIMITS.maxBytes, download.size);
    if (!data) throw new UserError(text("generate.varyTooLarge"));
    const checked = inspectImage(data);
    if (!checked.ok) throw new UserError(text("generate.varyUnreadable", { problem: checked.problem }));
    return { data, filename: safeImageName(data, checked.type), contentType: checked.contentType };
  };
}
