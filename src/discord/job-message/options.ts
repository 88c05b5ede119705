import type { Client } from "discord.js";
import type { Presenter } from "../render/render.js";
import type { Pacer } from "./pacer.js";

export interface JobMessageOptions {
  client(): Client;
  presenterFor(kind: string): Presenter;
  minEditIntervalMs: number;
  /** Least time between progress edits once the message is about an hour old (Discord's code 30046). */
  oldMessageEditIntervalMs: number;
  /** Shared by every job of the bot: keeps their Discord edits under the global limit. */
  pacer?: Pacer;
  /** The clock an interaction token's age is read from (tests hand in the fake Discord's); `Date.now` by default. */
  now?: (() => number) | undefined;
}
