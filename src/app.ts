import type { PartnerClient } from "./api/partner.js";
import type { Services } from "./services.js";
import type { Applicant } from "./admission/admit.js";
import type {
  CommandHandler,
  ComponentHandlerOf,
  ContextMenuHandler,
  ReactionHandler,
  Routes,
} from "./discord/routing/handlers.js";
import type { Presenter } from "./discord/render/presenter.js";
import type { JobRunner } from "./jobs/runner.js";
import type { Remotes } from "./jobs/remotes/index.js";
import type { KindJobs, KindTable } from "./features/index.js";

/** What every handler (command, button, reaction) gets: the services, the remotes and the job runner. */
export interface Context extends Services {
  jobs: JobRunner<KindJobs, Applicant>;
  remotes: Remotes;
  partnerFor(apiKey: string): PartnerClient;
  /** How a kind of job looks (`/show` draws stored jobs with it); a plain one for a kind this version does not know. */
  presenterFor(kind: string): Presenter;
}

export type Command = CommandHandler<Context>;
export type ContextMenu = ContextMenuHandler<Context>;
export type ComponentHandler = ComponentHandlerOf<Context>;
export type Reaction = ReactionHandler<Context>;

/** What the bot runs: the handlers of `commands/` and the kinds of `src/kinds`, handed in by the entry point. */
export interface App {
  routes: Routes<Context>;
  /** Every kind of job, by the name its jobs record. */
  kinds: KindTable;
}

export type { Presenter };
