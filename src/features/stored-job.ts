import { text } from "../i18n/index.js";
import type { JobRecord } from "../db/store.js";
import { UserError } from "../errors.js";
import type { Services } from "./services.js";

/** The stored job a result button names, checked to be of this server and this kind. */
export async function loadJob(
  ctx: Pick<Services, "store">,
  guildId: string,
  jobId: string | undefined,
  kind: string,
): Promise<JobRecord> {
  const job = jobId ? await ctx.store.jobs.get(jobId) : undefined;
  if (!job || job.guildId !== guildId || job.kind !== kind) throw new UserError(text("common.jobUnknown"));
  return job;
}

/** The params of the stored job a result button names (see `loadJob`). */
export async function loadJobParams<P>(
  ctx: Pick<Services, "store">,
  guildId: string,
  jobId: string | undefined,
  kind: string,
): Promise<P> {
  return (await loadJob(ctx, guildId, jobId, kind)).params as P;
}
