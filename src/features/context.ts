import type { PartnerClient } from "../api/partner.js";
import type { Services } from "./services.js";
import type { Applicant } from "../admission/admit.js";
import type {
  CommandHandler,
  ComponentHandlerOf,
  ContextMenuHandler,
  ReactionHandler,
} from "../discord/routing/handlers.js";
import type { Presenter } from "../discord/render/presenter.js";
import type { JobKinds } from "../jobs/kind.js";
import type { Origin } from "../jobs/port.js";
import type { JobRunner } from "../jobs/runner.js";
import type { Remotes } from "../jobs/remotes/index.js";

/**
 * A kind of job as a handler starts it: the name its jobs record, typed by the request it takes,
 * so that `ctx.jobs.start(upscaleJob, request, ...)` checks the request without a table of kinds.
 */
export interface KindName<Request> {
  readonly name: string;
  /** Never set: carries the request's type. */
  readonly request?: (request: Request) => void;
}

/** One job to start: its request, where its message goes, and who asks. */
export interface Start<Request> {
  request: Request;
  origin: Origin;
  applicant: Applicant;
}

/** The job runner as handlers see it: a job is started by its kind, which types the request. */
export type Jobs = Omit<JobRunner<JobKinds, Applicant>, "start" | "startAll"> & {
  start<R>(kind: KindName<R>, request: NoInfer<R>, origin: Origin, applicant: Applicant): Promise<number>;
  startAll<R>(kind: KindName<R>, starts: Start<NoInfer<R>>[]): Promise<number>;
};

/** What every handler (command, button, reaction) gets: the services, the remotes and the jobs. */
export interface Context extends Services {
  jobs: Jobs;
  remotes: Remotes;
  partnerFor(apiKey: string): PartnerClient;
  /** How a kind of job looks (`/show` draws stored jobs with it); a plain one for a kind this version does not know. */
  presenterFor(kind: string): Presenter;
}

export type Command = CommandHandler<Context>;
export type ContextMenu = ContextMenuHandler<Context>;
export type ComponentHandler = ComponentHandlerOf<Context>;
export type Reaction = ReactionHandler<Context>;

export type { Presenter };
