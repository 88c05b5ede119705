import { snowflake } from "./ids.js";
import type { FakeUser } from "./world.js";

/**
 * Places the bot is not in: a server that never added it (a member who installed the app uses
 * its commands there: the bot receives the interactions, never the server's events, and cannot
 * see its channels), and the members' DMs with the bot, opened with `POST /users/@me/channels`.
 */
export class Elsewhere {
  private server: { id: string; channelId: string } | undefined;
  private readonly dms = new Map<string, string>();
  private readonly dmUsers = new Map<string, FakeUser>();
  /** Members who accept no DMs from the bot: Discord answers 50007 to a message sent there. */
  readonly closedDms = new Set<string>();

  /** The server without the bot (made on first use), with one text channel. */
  serverWithoutBot(): { id: string; channelId: string } {
    this.server ??= { id: snowflake(), channelId: snowflake() };
    return this.server;
  }

  /** The guild of a channel of the server without the bot; undefined for any other channel. */
  guildOf(channelId: string): string | undefined {
    return this.server?.channelId === channelId ? this.server.id : undefined;
  }

  /** A channel that exists but the bot cannot see: Discord answers 403 Missing Access (50001). */
  hidden(channelId: string): boolean {
    return this.server?.channelId === channelId;
  }

  /** The DM channel between the bot and `user`, opened on first use; the same one after. */
  openDm(user: FakeUser): string {
    let id = this.dms.get(user.id);
    if (id === undefined) {
      id = snowflake();
      this.dms.set(user.id, id);
      this.dmUsers.set(id, user);
    }
    return id;
  }

  /** The member at the other end of a DM channel; undefined when it is none. */
  dmUser(channelId: string): FakeUser | undefined {
    return this.dmUsers.get(channelId);
  }
}
