import type { CloudClient } from "../api/cloud.js";
import { ApiError } from "../api/errors.js";
import type { StoredOutput } from "../db/store.js";
import type { OutputFile } from "../discord/render.js";
import { readCapped } from "./read.js";

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

/**
 * Fetches the outputs through the cloud's view redirect, within Discord's upload limits. A file
 * that does not fit is named in a note, never dropped silently.
 */
export async function downloadOutputs(
  cloud: CloudClient,
  outputs: StoredOutput[],
  limits: UploadLimits,
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
    try {
      const download = await cloud.view({ filename: output.filename, subfolder: output.subfolder, type: output.type });
      const data = await readCapped(download.body, budget, download.size);
      if (data === undefined) {
        const why = budget < limits.maxFileBytes
          ? `the message's other files already use most of the ${mib(limits.maxTotalBytes)} a message may carry`
          : `it is larger than this server's upload limit (${mib(limits.maxFileBytes)})`;
        notes.push(`${output.filename} was not attached: ${why}.`);
        continue;
      }
      total += data.length;
      files.push({ name: uniqueName(files, output.filename), data });
    } catch (error) {
      notes.push(`${output.filename} could not be fetched from the service (${fetchFailure(error)}).`);
    }
  }
  return { files, notes };
}

/** Why a fetch failed, in words for the channel: never the error's own text, which may name a signed URL. */
function fetchFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return "an unexpected error";
  if (error.code === "timeout") return "it did not answer in time";
  return error.status === undefined ? "it could not be reached" : `HTTP ${error.status}`;
}

function uniqueName(files: OutputFile[], name: string): string {
  const safe = name.replace(/[^\w.-]+/g, "_") || "output";
  return files.some((f) => f.name === safe) ? `${files.length + 1}_${safe}` : safe;
}

function mib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
