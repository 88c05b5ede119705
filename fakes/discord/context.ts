import type { Portal } from "./content.js";
import type { Gateway } from "./gateway.js";
import type { InteractionRegistry } from "./interactions.js";
import type { MessageStore } from "./messages.js";
import type { OldMessageEdits } from "./rest/old-edits.js";
import type { World } from "./world.js";

export interface RegisteredCommand {
  id: string;
  application_id: string;
  guild_id?: string;
  version: string;
  name: string;
  type: number;
  [key: string]: unknown;
}

/** What the REST routes and the driver share. */
export interface FakeContext {
  world: World;
  store: MessageStore;
  interactions: InteractionRegistry;
  gateway: Gateway;
  applicationId: string;
  /** Registered commands per scope: "global" or a guild id. */
  commands: Map<string, RegisteredCommand[]>;
  /** Upload limit per file for bot (non-interaction) messages: the guild's. */
  guildUploadLimit: number;
  /** The separate limit on edits of messages older than an hour (30046). */
  oldEdits: OldMessageEdits;
  /** The application's Developer Portal switches (privileged intents). */
  portal: Portal;
}
