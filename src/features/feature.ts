import type { PartnerClient } from "../api/partner.js";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Command, ComponentHandler, Context, ContextMenu, KindName, Reaction } from "./context.js";
import type { Services } from "./services.js";
import type { Presenter } from "../discord/render/presenter.js";
import type { JobKind } from "../jobs/kind.js";
import type { Remotes } from "../jobs/remotes/index.js";

/** What a kind builds its remotes with. */
export interface KindDeps extends Pick<Services, "store" | "cloudFor"> {
  /** The servers' settings held in memory (src/settings-cache): read there rather than from the database. */
  settings?: Pick<Services["settings"], "get" | "memberPreferences">;
  remotes: Remotes;
  partnerFor(apiKey: string): PartnerClient;
  /** The image check: a member's images are scored before they are sent (`checkInputs`). */
  images?: Services["images"];
}

/**
 * One kind of job: the name its jobs record, how a request becomes remote work and how a stored
 * job is followed again (`job`), and how it looks (`presenter`). Handlers start it by this object.
 */
export interface Kind<Request> extends KindName<Request> {
  presenter: Presenter;
  job(deps: KindDeps): JobKind<Request>;
}

/**
 * Everything one feature is, from its own folder: its slash commands, context menus, buttons and
 * reactions, and the kinds of job it runs. The bot is built from a list of them (`src/features/index.ts`).
 */
export interface Feature {
  name: string;
  commands?: Command[];
  menus?: ContextMenu[];
  components?: ComponentHandler[];
  reactions?: Reaction[];
  /**
   * What of it the platform API (FLOW_API_URL) serves: `true`, all of it (a bot without the API
   * leaves its commands and menus out of deploy-commands, answers them and its buttons privately
   * that it is not set up for them, and starts nothing on its reactions), or the custom-id
   * prefixes of those of its buttons that need it (generate's U-buttons, `gen:up:`).
   */
  needsPlatform?: true | { buttons: readonly string[] };
  /** Once the bot is online: what it keeps in memory is read back from the database (not awaited). */
  warm?(deps: KindDeps): Promise<void>;
  /** Pages the bot's HTTP server serves for it (reached through FLOWBOT_PUBLIC_URL), each under its path prefix. */
  pages?: Page[];
  // Requests differ by kind; each handler keeps its kind's own type through `KindName`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kinds?: Kind<any>[];
}

/**
 * A page of the bot's HTTP server: every request whose path starts with `prefix` (`/edit/`). It
 * answers the request itself, limits included; an error it throws is logged and answered 502.
 */
export interface Page {
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse, ctx: Context): Promise<void>;
}
