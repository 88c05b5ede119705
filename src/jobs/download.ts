import { setTimeout as sleep } from "node:timers/promises";
import { ApiError } from "../api/errors.js";
import type { StoredOutput } from "../db/store.js";
import type { OutputFile } from "../discord/render.js";
import { fitImage } from "./fit.js";
import { readCapped } from "./read.js";
import type { OutputDownload } from "./remote.js";

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
  open: (output: StoredOutput) => Promise<OutputDownload>,
  outputs: readonly StoredOutput[],
  limits: UploadLimits,
  policy: FetchPolicy,
): Promise<{ files: OutputFile[]; notes: string[] }> {
  const files: OutputFile[] = [];
  const notes: string[] = [];
  let total = 0;
  for (const output of outputs) {
    if (files.length >= limits.maxFiles) {
      notes.push(`${output.filename} was not attached: a message holds at most ${limits.maxFiles} files.`);
      continue;
    }
    const budget = Math.min(limits.maxFileBytes, limits.maxTotalBytes - total);
    // An image is read past the budget, to be re-encoded under it rather than left out.
    const cap = output.kind === "images" ? Math.max(budget, MAX_IMAGE_SOURCE_BYTES) : budget;
    const fetched = await fetchOne(open, output, cap, policy);
    const why = budget < limits.maxFileBytes
      ? `the message's other files already use most of the ${mib(limits.maxTotalBytes)} a message may carry`
      : `it is larger than this server's upload limit (${mib(limits.maxFileBytes)})`;
    if (fetched.data !== undefined && fetched.data.length > budget) {
      const fitted = await fitImage(fetched.data, budget, output.filename);
      const link = policy.link?.(output);
      if (fitted) {
        total += fitted.data.length;
        files.push({ name: uniqueName(files, fitted.filename), data: fitted.data });
        const how = `${fitted.contentType === "image/jpeg" ? "JPEG" : "WebP"} quality ${fitted.quality}${fitted.resized ? `, ${fitted.width}×${fitted.height}` : ""}`;
        notes.push(`${output.filename} was re-encoded (${how}) because ${why}${link ? `; the original: ${link}` : ""}.`);
        continue;
      }
      notes.push(linkedNote(output, why, link));
      continue;
    }
    if (fetched.data === undefined) {
      if (fetched.tooLarge) notes.push(linkedNote(output, why, policy.link?.(output)));
      else notes.push(`${output.filename} could not be fetched from the service (${fetched.reason}).`);
      continue;
    }
    total += fetched.data.length;
    files.push({ name: uniqueName(files, output.filename), data: fetched.data });
  }
  return { files, notes };
}

type Fetched = { data: Buffer; tooLarge?: never; reason?: never } | { data?: undefined; tooLarge: boolean; reason: string };

async function fetchOne(open: (output: StoredOutput) => Promise<OutputDownload>, output: StoredOutput, cap: number, policy: FetchPolicy): Promise<Fetched> {
  for (let attempt = 0; ; attempt++) {
    try {
      const download = await open(output);
      const data = await readWithin(download, cap, policy.bodyTimeoutMs);
      return data === undefined ? { tooLarge: true, reason: "too large" } : { data };
    } catch (error) {
      const reason = describeFetchError(error);
      const passing = !(error instanceof ApiError) || error.retryable;
      if (!passing) return { tooLarge: false, reason };
      const wait = policy.retryMs[attempt];
      if (wait === undefined) {
        if (policy.final) return { tooLarge: false, reason };
        throw new TransientFetchError(`${output.filename} could not be fetched (${reason})`);
      }
      await sleep(wait);
    }
  }
}

/** Reads the body whole within the time limit; a body still arriving then is cut off. */
async function readWithin(download: OutputDownload, cap: number, timeoutMs: number): Promise<Buffer | undefined> {
  const timer = setTimeout(() => download.body.destroy(new Error(`the download did not finish within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
  try {
    return await readCapped(download.body, cap, download.size);
  } finally {
    clearTimeout(timer);
  }
}

/** A short reason for a member: the error's kind, never its URL or query. */
function describeFetchError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "timeout") return "it timed out";
    if (error.status !== undefined) return `the storage answered HTTP ${error.status}`;
    return error.code === "network" ? "the connection failed" : error.code;
  }
  const message = error instanceof Error ? error.message : String(error);
  return /did not finish within/.test(message) ? message : "the connection failed";
}

/** A file left out for its size: linked when there is a link, else said how to get one. */
function linkedNote(output: StoredOutput, why: string, link: string | undefined): string {
  if (link) return `${output.filename} is linked instead of attached because ${why}: ${link}`;
  return `${output.filename} was not attached: ${why}. (The bot links such files when its operator sets FLOWBOT_PUBLIC_URL.)`;
}

function uniqueName(files: OutputFile[], name: string): string {
  const safe = name.replace(/[^\w.-]+/g, "_") || "output";
  return files.some((f) => f.name === safe) ? `${files.length + 1}_${safe}` : safe;
}

function mib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
