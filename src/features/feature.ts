import type { PartnerClient } from "../api/partner.js";
import type { ComponentHandler, ContextMenu, Reaction } from "../app.js";
import type { Services } from "../services.js";
import type { Presenter } from "../discord/render/presenter.js";
import type { JobKind } from "../jobs/kind.js";
import type { Remotes } from "../jobs/remotes/index.js";

/** What a kind builds its remotes with. */
export interface KindDeps extends Pick<Services, "store" | "cloudFor"> {
  remotes: Remotes;
  partnerFor(apiKey: string): PartnerClient;
}

/**
 * Everything one kind of job is, in its own folder: how a request becomes remote work and how a
 * stored job is followed again (`job`), how it looks (`presenter`), its result buttons, and its
 * context-menu or reaction entry where it has one. Its command lives in `commands/`.
 */
export interface Kind<Request> {
  presenter: Presenter;
  job(deps: KindDeps): JobKind<Request>;
  components?: ComponentHandler[];
  menu?: ContextMenu;
  reaction?: Reaction;
}
