import type { StoredOutput } from "../db/store.js";

/** The same output of a job: its node and file name (a URL may have been renewed since). */
export function sameOutput(a: StoredOutput, b: StoredOutput): boolean {
  return a.node === b.node && a.filename === b.filename;
}

/** A link to output `n` of a job, for a file too large to attach; undefined when there is none. */
export type FileLink = (jobId: string, n: number, output: StoredOutput) => string | undefined;

/** The link of each of a job's outputs, by its place among the job's stored outputs (delivery and `/show` alike). */
export function linkOf(
  jobId: string,
  stored: readonly StoredOutput[],
  fileLink: FileLink | undefined,
): (output: StoredOutput) => string | undefined {
  return (output) => {
    const n = stored.findIndex((o) => sameOutput(o, output));
    return n < 0 ? undefined : fileLink?.(jobId, n, output);
  };
}
