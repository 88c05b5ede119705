import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Elsewhere } from "./elsewhere.js";
import { createClock, waitFor, type Clock } from "./clock.js";
import type { Portal } from "./content.js";
import type { FakeContext, RegisteredCommand } from "./context.js";
import { Driver } from "./driver.js";
import { Gateway } from "./gateway.js";
import { randomToken, snowflake, stableSnowflakes } from "./ids.js";
import { InteractionRegistry } from "./interactions.js";
import { MessageStore, type StoredMessage } from "./messages.js";
import type { FakeFile } from "./options.js";
import { addAppRoutes, registerAll } from "./rest/app-routes.js";
import { addChannelRoutes } from "./rest/channel-routes.js";
import { addGuildRoutes } from "./rest/guild-routes.js";
import { addInteractionRoutes } from "./rest/interaction-routes.js";
import { OldMessageEdits } from "./rest/old-edits.js";
import { RateLimiter, SLIDING_GLOBAL, type RateLimit, type RateLimitOptions } from "./rest/ratelimit.js";
import { Router, type Fault, type RestLogEntry } from "./rest/router.js";
import { World, type FakeUser } from "./world.js";

export type { InteractionHandle } from "./driver.js";
export type { StoredMessage } from "./messages.js";
export type { FakeUser } from "./world.js";
export type { Driver, RestLogEntry, RateLimitOptions };
export { SLIDING_GLOBAL };

export interface FakeDiscordOptions {
  /** The clock for interaction deadlines (3 s, 15 min); `clock.advance` moves it too. */
  now?: () => number;
  rateLimits?: RateLimitOptions;
  /** Per-file upload limit of the guild and default `attachment_size_limit` of interactions. */
  attachmentSizeLimit?: number;
  heartbeatIntervalMs?: number;
  port?: number;
  /** Edits allowed per message older than an hour, per window of the fake's clock (30046 past it). */
  oldMessageEdits?: RateLimit;
  /** Text channels in the guild (default 1); `guild.channelIds` lists them. */
  channels?: number;
  /** Guilds the bot is in (default 1): the first is `guild`, the others have one text channel each (`guilds`). */
  guilds?: number;
  /**
   * The shard count `/gateway/bot` recommends (default 1), as Discord does for a bot in many
   * guilds; a session identifying with fewer is closed with 4011.
   */
  shards?: number;
  /**
   * The portal's Message Content switch (default on). Off: identifying with the intent closes
   * with 4014, and REST reads strip other users' messages.
   */
  messageContentIntent?: boolean;
  /** The same ids and token on every start (the standalone fake, the playground), so a `.env` or a database can keep them. */
  stableIds?: boolean;
}

export interface FakeDiscord {
  /** `rest.api` for discord.js: `http://127.0.0.1:PORT/api`. */
  apiUrl: string;
  token: string;
  applicationId: string;
  botUser: FakeUser;
  guild: {
    id: string;
    channelId: string;
    staffChannelId: string;
    channelIds: string[];
    owner: FakeUser;
    member: FakeUser;
    moderator: FakeUser;
    /** Its roles, `@everyone` first (its id is the guild's). */
    roles: Array<{ id: string; name: string }>;
  };
  /** Every guild with its first text channel, `guild` first. */
  guilds: Array<{ id: string; channelId: string }>;
  /** The channels of the driver's `place`s: the bot's DM with a member (made on first use), a server without the bot. */
  places: { dm(user: FakeUser): string; outsideChannelId: string };
  /** The server's language as Discord reports it; set before the bot connects (or restart it). */
  setGuildLocale(locale: string, community: boolean): void;
  clock: Clock;
  driver: Driver;
  messages: MessageStore;
  restLog: RestLogEntry[];
  /** Connections that carried requests of this bucket route (as `RestLogEntry.route` names it). */
  connectionsFor(route: string): number;
  /** Registered commands per scope: "global" or a guild id. */
  commands: Map<string, RegisteredCommand[]>;
  /**
   * Registers commands as a deploy does (`PUT /applications/{app}/commands`, or a guild's), without
   * a REST call in the log: the driver then sends each option with the type its definition gives.
   */
  registerCommands(commands: unknown[], guildId?: string): void;
  gateway: Gateway;
  /**
   * Creates a channel (text unless `type` says otherwise; age-restricted with `nsfw`) in the first
   * guild, or in `guildId`, and tells the connected bot, as Discord does.
   */
  addChannel(type?: number, options?: { nsfw?: boolean; guildId?: string }): string;
  /** Deletes a channel and tells the connected bot (CHANNEL_DELETE); requests to it answer Unknown Channel (10003). */
  deleteChannel(channelId: string): void;
  /** The bot is removed from a guild (kicked, or the guild deleted): GUILD_DELETE, and it is gone from later READYs. */
  removeBot(guildId: string): void;
  /** A guild outage: GUILD_DELETE with `unavailable: true`; the bot is still in it. */
  guildOutage(guildId: string): void;
  /** Adds a custom emoji without an event (the bot has no emoji intent); returns its `<:name:id>` form. */
  addEmoji(name: string): string;
  /** The Developer Portal switches; change them between logins. */
  portal: Portal;
  /** A server that did not add the bot (`driver` option `place: "outside-server"`) and the members' DMs with the bot. */
  elsewhere: Elsewhere;
  /** Posts as a member (dispatching MESSAGE_CREATE); `<@botId>` in the content mentions the bot. */
  postUserMessage(
    channelId: string,
    message: { content?: string; attachments?: FakeFile[]; author?: FakeUser },
  ): Promise<StoredMessage>;
  waitFor<T>(fn: () => T | undefined | false | null, timeoutMs?: number): Promise<T>;
  disconnectGateway(): void;
  /** Fails the next matching requests (after reading their body) with `status` and Discord's `code`. */
  failRequests(fault: Fault): void;
  close(): Promise<void>;
}

export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const clock = createClock(options.now);
  const world = new World(options.channels, options.guilds, options.stableIds ? stableSnowflakes() : undefined);
  const shards = options.shards ?? 1;
  const portal: Portal = { messageContent: options.messageContentIntent ?? true };
  const applicationId = world.botUser.id;
  const token = `${Buffer.from(applicationId).toString("base64url")}.${options.stableIds ? "fake.not-a-secret" : randomToken("fake")}`;
  let origin = "";
  const server = createServer();
  const store = new MessageStore(() => origin, clock.now);
  const gateway = new Gateway(server, {
    token,
    world,
    applicationId,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 30_000,
    url: () => origin.replace("http", "ws"),
    portal,
    shards,
  });
  const ctx: FakeContext = {
    world,
    store,
    gateway,
    applicationId,
    commands: new Map(),
    interactions: new InteractionRegistry(clock),
    guildUploadLimit: options.attachmentSizeLimit ?? 10 * 1024 * 1024,
    portal,
    oldEdits: new OldMessageEdits(clock.now, options.oldMessageEdits),
  };
  const restLog: RestLogEntry[] = [];
  const router = new Router({ token, limiter: new RateLimiter(options.rateLimits), log: restLog, now: clock.now });
  addAppRoutes(router, ctx, () => origin.replace("http", "ws"), shards);
  addChannelRoutes(router, ctx);
  addInteractionRoutes(router, ctx);
  addGuildRoutes(router, ctx);

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = url.pathname.split("/").map(safeDecode).join("/");
    if (path.startsWith("/api/v10/"))
      return void router
        .handle(req, res, path.slice("/api/v10".length), url.searchParams)
        .catch((error: unknown) => res.writeHead(500).end(String(error)));
    const attachment = /^\/attachments\/(\d+)\//.exec(path);
    const stored = attachment ? store.attachment(attachment[1]!) : undefined;
    // An expired URL (`messages.expireUrl`) answers 404, as Discord's CDN does.
    if (stored && store.servesUrl(stored, url))
      return void res
        .writeHead(200, { "content-type": stored.contentType, "content-length": stored.size })
        .end(stored.data);
    res
      .writeHead(404, { "content-type": "application/json" })
      .end(JSON.stringify({ message: "404: Not Found", code: 0 }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: `${origin}/api`,
    token,
    applicationId,
    botUser: world.botUser,
    clock,
    messages: store,
    restLog,
    connectionsFor: (route) => router.connectionsFor(route),
    commands: ctx.commands,
    registerCommands(commands, guildId) {
      registerAll(ctx, guildId ?? "global", commands);
    },
    gateway,
    portal,
    elsewhere: world.elsewhere,
    guild: {
      id: world.guildId,
      channelId: world.channelId,
      staffChannelId: world.staffChannelId,
      channelIds: world.channelIds,
      owner: world.owner,
      member: world.member,
      moderator: world.moderator,
      roles: world.roles().map(({ id, name }) => ({ id, name })),
    },
    guilds: world.guilds,
    places: { dm: (user) => world.dmChannel(user), outsideChannelId: world.outsideChannelId },
    driver: new Driver(ctx, clock),
    setGuildLocale(locale, community) {
      world.guildLocale = locale;
      world.community = community;
    },
    addChannel(type = 0, options = {}) {
      const id = snowflake();
      if (options.guildId !== undefined && options.guildId !== world.guildId) world.addToGuild(id, options.guildId);
      else {
        world.channels.add(id);
        world.channelIds.push(id);
      }
      if (type !== 0) world.channelTypes.set(id, type);
      if (options.nsfw) world.nsfwChannels.add(id);
      gateway.dispatch("CHANNEL_CREATE", world.channel(id));
      return id;
    },
    deleteChannel(channelId) {
      const channel = world.channel(channelId);
      world.channels.delete(channelId);
      gateway.dispatch("CHANNEL_DELETE", channel);
    },
    removeBot(guildId) {
      gateway.dispatch("GUILD_DELETE", { id: guildId });
      const at = world.guilds.findIndex((g) => g.id === guildId);
      if (at >= 0) world.guilds.splice(at, 1);
    },
    guildOutage(guildId) {
      gateway.dispatch("GUILD_DELETE", { id: guildId, unavailable: true });
    },
    addEmoji(name) {
      const emoji = { id: snowflake(), name, animated: false };
      world.emojis.push(emoji);
      return `<:${name}:${emoji.id}>`;
    },
    postUserMessage(channelId, message) {
      const created = store.create({
        channelId,
        author: message.author ?? world.member,
        content: message.content ?? "",
        attachments: (message.attachments ?? []).map((file) => store.addAttachment(file)),
      });
      gateway.dispatch("MESSAGE_CREATE", {
        ...store.toApi(created, world, applicationId),
        member: world.guildMember(created.author),
      });
      return Promise.resolve(created);
    },
    waitFor: (fn, timeoutMs) => waitFor(fn, timeoutMs),
    disconnectGateway: () => gateway.disconnect(),
    failRequests: (fault) => void router.faults.push(fault),
    close() {
      gateway.close();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
