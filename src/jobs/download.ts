import { translator, type Translate } from "../i18n/index.js";
import { ApiError } from "../api/errors.js";
import { schedule, withRetries } from "../api/retry.js";
import type { StoredOutput } from "../db/store.js";
import type { OutputFile } from "./view.js";
import { fitImage } from "../images/fit.js";
import type { Download } from "../api/cloud-types.js";
import type { HeldBytes } from "../limit.js";
import { readPiecesCapped, type Pieces } from "../pieces.js";

export interface UploadLimits {
  /** Largest file the channel accepts (the interaction's `attachment_size_limit`). */
  maxFileBytes: number;
  /** Largest request body Discord accepts. */
  maxTotalBytes: number;
  maxFiles: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 25 * 1024 * 1024,
  maxFiles: 10,
};

export interface FetchPolicy {
  /** Waits before each further try of a download that failed for a passing reason. */
  retryMs: readonly number[];
  /** The whole body must arrive within this (a slow drip is cut off). */
  bodyTimeoutMs: number;
  /**
   * The last delivery attempt: a download still failing for a passing reason is named with that
   * reason instead of failing the delivery (which would otherwise be tried again later).
   */
  final: boolean;
  /** A link members can open to an output too large to attach (the bot's own, or the service's). */
  link?: (output: StoredOutput) => string | undefined;
  /** The language of the notes: the job's message's, or the member's in `/show`. English by default. */
  locale?: string;
  /** Each file as soon as it is fetched (and fitted), before the next is: the image check starts scoring it there. */
  onFile?: (file: OutputFile) => void;
  /**
   * The bytes the fetching holds of the process's budget (`Holdings.fileBytes`), taken before it
   * with `expectedBytes`: as each file is opened, its share becomes its announced size (or grows
   * as it is read when none is announced), then its real size once read or re-encoded, and the
   * outputs still to fetch keep their expected share. Without it nothing is counted.
   */
  held?: HeldBytes;
  /** Bytes held beside a file fetched, until the fetching's holder resizes (the image check's pixels of it). */
  alongside?: (file: OutputFile) => number;
}

/**
 * What fetching `outputs` is expected to hold before anything of them is known: each file its
 * expected size (`EXPECTED_FILE_BYTES`, at most the upload limit), all of them up to the message's
 * limit. The share of a file becomes its announced size as soon as it is opened (see `FetchPolicy.held`).
 */
export function expectedBytes(outputs: readonly StoredOutput[], limits: UploadLimits): number {
  return restExpected(Math.min(outputs.length, limits.maxFiles), limits, 0);
}

/**
 * What a file is expected to hold before it is opened, at most: a generated image's usual size (a
 * 1024² PNG is 1–2 MB). More, announced when it is opened, is waited for then, before it is read.
 * The upload limit here made a delivery wait for 10 MiB of room before anything of it was known:
 * with the bench's 500 outputs of a few hundred KB waiting for Discord, deliveries queued for room
 * their files never needed.
 */
const EXPECTED_FILE_BYTES = 2 * 1024 * 1024;

/** What `count` more files are expected to hold, `total` bytes being attached already. */
function restExpected(count: number, limits: UploadLimits, total: number): number {
  const each = Math.min(limits.maxFileBytes, EXPECTED_FILE_BYTES);
  return Math.max(0, Math.min(count * each, limits.maxTotalBytes - total));
}

/** An image over the upload limit is read up to this size to be re-encoded; a larger one is only linked. */
const MAX_IMAGE_SOURCE_BYTES = 64 * 1024 * 1024;

/** A download that failed for a reason that may pass: the delivery is tried again later. */
export class TransientFetchError extends Error {
  override readonly name = "TransientFetchError";
}

/**
 * Fetches the outputs within Discord's upload limits. A file that does not fit, or that the
 * service will never give, is named in a note with the reason, never dropped silently; one that
 * failed for a passing reason is retried, and on anything but the last attempt fails the whole
 * delivery (TransientFetchError) so that nothing is marked delivered without it.
 */
export async function downloadOutputs(
  open: (output: StoredOutput) => Promise<Download>,
  outputs: readonly StoredOutput[],
  limits: UploadLimits,
  policy: FetchPolicy,
): Promise<{ files: OutputFile[]; notes: string[] }> {
  const files: OutputFile[] = [];
  const notes: string[] = [];
  const t = translator(policy.locale);
  let total = 0;
  // Held beside the files attached (`FetchPolicy.alongside`).
  let beside = 0;
  // A file attached: counted among what is held (its share given back) before it is handed on.
  const attach = async (file: OutputFile, share: Pick<HeldBytes, "resize"> | undefined) => {
    files.push(file);
    total += file.data.length;
    beside += policy.alongside?.(file) ?? 0;
    await share?.resize(0);
    policy.onFile?.(file);
  };
  // What the outputs after the one fetched now are expected to hold, beside what is attached already.
  const rest = (after: number, attached: number) =>
    restExpected(Math.min(outputs.length - after - 1, limits.maxFiles - attached - 1), limits, total);
  for (const [i, output] of outputs.entries()) {
    const attached = files.length;
    // This file's share of what is held: the rest is what is attached already and what the outputs after it expect.
    const share = policy.held && fileShare(policy.held, () => total + beside + rest(i, attached));
    try {
      if (files.length >= limits.maxFiles) {
        notes.push(t("note.tooManyFiles", { file: output.filename, max: limits.maxFiles }));
        continue;
      }
      const budget = Math.min(limits.maxFileBytes, limits.maxTotalBytes - total);
      // An image is read past the budget, to be re-encoded under it rather than left out.
      const cap = output.kind === "images" ? Math.max(budget, MAX_IMAGE_SOURCE_BYTES) : budget;
      const fetched = await fetchOne(open, output, cap, policy, share);
      const why =
        budget < limits.maxFileBytes
          ? t("note.whyTotal", { max: mib(limits.maxTotalBytes) })
          : t("note.whyFile", { max: mib(limits.maxFileBytes) });
      if (fetched.data !== undefined && fetched.length > budget) {
        const fitted = await fitImage(fetched.data, budget, output.filename);
        const link = policy.link?.(output);
        if (fitted) {
          await attach({ name: uniqueName(files, fitted.filename), data: fitted.data }, share);
          const format = fitted.contentType === "image/jpeg" ? "JPEG" : "WebP";
          const how = fitted.resized
            ? t("note.reencodedHowResized", {
                format,
                quality: fitted.quality,
                width: fitted.width,
                height: fitted.height,
              })
            : t("note.reencodedHow", { format, quality: fitted.quality });
          notes.push(
            link
              ? t("note.reencodedLinked", { file: output.filename, how, why, link })
              : t("note.reencoded", { file: output.filename, how, why }),
          );
          continue;
        }
        notes.push(linkedNote(t, output, why, link));
        continue;
      }
      if (fetched.data === undefined) {
        if (fetched.tooLarge) notes.push(linkedNote(t, output, why, policy.link?.(output)));
        else notes.push(t("note.fetchFailed", { file: output.filename, reason: describeFetchError(fetched.error, t) }));
        continue;
      }
      await attach({ name: uniqueName(files, output.filename), data: fetched.data }, share);
    } finally {
      // Attached (counted in `total` now), or left out: its own share is given back.
      await share?.resize(0);
    }
  }
  // Nothing more to fetch: what is held is what is attached (and what is held beside it).
  await policy.held?.resize(total + beside);
  return { files, notes };
}

/** One file's part of what a fetching holds, the others' being `others()` (attached, and expected after it). */
function fileShare(held: HeldBytes, others: () => number): Pick<HeldBytes, "bytes" | "resize"> {
  return {
    get bytes() {
      return Math.max(0, held.bytes - others());
    },
    resize: (bytes) => held.resize(others() + bytes),
  };
}

type Fetched =
  | { data: Pieces; length: number; tooLarge?: never; error?: never }
  | { data?: undefined; tooLarge: boolean; error?: unknown };

/** The output's bytes, as the pieces they arrived in. */
async function fetchOne(
  open: (output: StoredOutput) => Promise<Download>,
  output: StoredOutput,
  cap: number,
  policy: FetchPolicy,
  share?: Pick<HeldBytes, "bytes" | "resize">,
): Promise<Fetched> {
  const once = async (): Promise<Fetched> => {
    const download = await open(output);
    // Its announced size is held before its body is read (waiting, when more than expected, before
    // the timer starts); with none, what is held grows as it is read.
    if (share && download.size !== undefined && download.size <= cap) await share.resize(download.size);
    const data = await within(download, policy.bodyTimeoutMs, (paused) =>
      readPiecesCapped(
        download.body,
        cap,
        download.size,
        // Room waited for as it is read is our own back-pressure, not the service's slowness: off the clock.
        share && {
          get bytes() {
            return share.bytes;
          },
          resize: (bytes) => paused(share.resize(bytes)),
        },
      ),
    );
    return data === undefined ? { tooLarge: true } : { data, length: data.length };
  };
  try {
    return await withRetries(schedule(policy.retryMs), once, { repeatable: passing });
  } catch (error) {
    if (!passing(error) || policy.final) return { tooLarge: false, error };
    throw new TransientFetchError(
      `${output.filename} could not be fetched (${describeFetchError(error, translator("en"))})`,
    );
  }
}

/** A failure that may pass: anything but an API error the service says is final. */
const passing = (error: unknown) => !(error instanceof ApiError) || error.retryable;

/**
 * Reads the body whole within the time limit; a body still arriving then is cut off. The clock
 * stops while `read` waits on what it hands `paused` (room in the byte budget: the body is not read
 * meanwhile), and goes on with the time that was left.
 */
async function within<T>(
  download: Download,
  timeoutMs: number,
  read: (paused: <R>(waiting: Promise<R>) => Promise<R>) => Promise<T>,
): Promise<T> {
  let left = timeoutMs;
  let since = 0;
  let timer: NodeJS.Timeout | undefined;
  const start = () => {
    since = Date.now();
    timer = setTimeout(
      () => download.body.destroy(new Error(`the download did not finish within ${Math.round(timeoutMs / 1000)} s`)),
      left,
    );
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    left = Math.max(0, left - (Date.now() - since));
  };
  let pauses = 0;
  const paused = async <R>(waiting: Promise<R>): Promise<R> => {
    if (pauses++ === 0) stop();
    try {
      return await waiting;
    } finally {
      if (--pauses === 0 && !done) start();
    }
  };
  let done = false;
  start();
  try {
    return await read(paused);
  } finally {
    done = true;
    clearTimeout(timer);
  }
}

/** A short reason for a member: the error's kind, never its URL or query. */
function describeFetchError(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.code === "timeout") return t("note.reasonTimeout");
    if (error.status !== undefined) return t("note.reasonHttp", { status: error.status });
    return error.code === "network" ? t("note.reasonNetwork") : error.code;
  }
  const message = error instanceof Error ? error.message : String(error);
  return /did not finish within/.test(message) ? t("note.reasonTimeout") : t("note.reasonNetwork");
}

/** A file left out for its size: linked when there is a link, else said how to get one. */
function linkedNote(t: Translate, output: StoredOutput, why: string, link: string | undefined): string {
  return link
    ? t("note.linked", { file: output.filename, why, link })
    : t("note.notAttached", { file: output.filename, why });
}

function uniqueName(files: OutputFile[], name: string): string {
  const safe = name.replace(/[^\w.-]+/g, "_") || "output";
  return files.some((f) => f.name === safe) ? `${files.length + 1}_${safe}` : safe;
}

function mib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
