import type { ReactionTarget } from "../db/store.js";
import type { Admission } from "./admission.js";
import type { Origin } from "./port.js";
import type { Remote } from "./remote.js";

/** What a kind makes of one request once it is admitted: what the job records, and the remote that does its work. */
export interface BuiltJob {
  /** The request as the member made it, for the presenter and for buttons; never a secret. */
  params: unknown;
  remote: Remote;
  /** Reaction-triggered work: the same image and operation run once (a failed one may run again). */
  dedupe?: ReactionTarget;
}

/**
 * One kind of job as the lifecycle sees it (generate, upscale, video...): how a request becomes
 * remote work, and how a stored job of this kind is followed again. A feature lists its kinds
 * (`src/features/feature.ts`); the bot makes one table of them (`src/app/routes.ts`).
 */
export interface JobKind<Request> {
  /** Called after admission; whatever it throws gives the admission back. */
  build(request: Request, admission: Admission, origin: Origin): Promise<BuiltJob>;
  /**
   * The remote that follows a stored job of this kind again (after a restart, for `/show`, for a
   * file link); `params` are the ones `build` returned, so the job keeps its own deadline.
   */
  resume(apiKey: string, ref: string, params: unknown): Remote;
  /**
   * The remote of a recorded job that never reached the service, made again from its params: a
   * job that waited in its server's line when its process stopped, taken over by another. Absent
   * where the params do not suffice; such a job then ends with a clear message.
   */
  again?(params: unknown, apiKey: string, guildId: string): Promise<Remote>;
}

// Requests differ by kind; the table is typed by its user (see `jobKindsOf` in `src/app/routes.ts`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobKinds = Record<string, JobKind<any>>;

export type RequestOf<K> = K extends JobKind<infer R> ? R : never;

/** One job to start: its request, where its message goes, and who asks. */
export interface JobStart<Request, Applicant> {
  request: Request;
  origin: Origin;
  applicant: Applicant;
}
