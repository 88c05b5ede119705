import type { JobKind } from "../jobs/kind.js";
import { enhance } from "./enhance/kind.js";
import { generate } from "./generate/kind.js";
import type { Kind, KindDeps } from "./feature.js";
import { styleTransfer } from "./style-transfer/kind.js";
import { upscale } from "./upscale/kind.js";
import { video } from "./video/kind.js";

/** The name each kind's jobs record (`jobs.kind`). */
export type KindName = "generate" | "upscale" | "style-transfer" | "enhance" | "video";

/**
 * Every kind of job, by name: the lifecycle, `/show` and the router ask this table, never a
 * switch. Adding a kind is a folder under `src/kinds` and a line here.
 */
export const kinds = {
  generate,
  upscale,
  "style-transfer": styleTransfer,
  enhance,
  video,
} satisfies { [N in KindName]: Kind<never> };

// Requests differ by kind; each kind's own type is kept by `KindJobs`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type KindTable = Record<string, Kind<any>>;

/** The lifecycle side of every kind, typed by name: `jobs.start("upscale", request, ...)` checks the request. */
export type KindJobs = { [N in KindName]: ReturnType<(typeof kinds)[N]["job"]> } & Record<string, JobKind<unknown>>;

/** The lifecycle side of every kind, built with the process's clients. */
export function kindJobs(table: KindTable, deps: KindDeps): KindJobs {
  return Object.fromEntries(Object.entries(table).map(([name, kind]) => [name, kind.job(deps)])) as KindJobs;
}
