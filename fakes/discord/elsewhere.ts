import type { FakeUser } from "./world.js";

/** What of the world the places without the bot are made of (./world.ts). */
interface Places {
  readonly outsideGuildId: string;
  readonly outsideChannelId: string;
  dmChannel(user: FakeUser): string;
  dmRecipient(channelId: string): FakeUser | undefined;
}

/**
 * Places the bot is not in, as its REST routes see them: the server that never added it (a member
 * who installed the app uses its commands there: the bot receives the interactions, never the
 * server's events, and cannot see its channels), and the members' DMs with the bot, opened with
 * `POST /users/@me/channels`. The channels themselves are the world's (`outsideChannelId`, `dmChannel`).
 */
export class Elsewhere {
  /** Members who accept no DMs from the bot: Discord answers 50007 to a message sent there. */
  readonly closedDms = new Set<string>();

  constructor(private readonly places: Places) {}

  /** The server without the bot, with its one text channel. */
  serverWithoutBot(): { id: string; channelId: string } {
    return { id: this.places.outsideGuildId, channelId: this.places.outsideChannelId };
  }

  /** A channel that exists but the bot cannot see: Discord answers 403 Missing Access (50001). */
  hidden(channelId: string): boolean {
    return channelId === this.places.outsideChannelId;
  }

  /** The DM channel between the bot and `user`, opened on first use; the same one after. */
  openDm(user: FakeUser): string {
    return this.places.dmChannel(user);
  }

  /** The member at the other end of the bot's DM channel; undefined when it is none. */
  dmUser(channelId: string): FakeUser | undefined {
    return this.places.dmRecipient(channelId);
  }
}
