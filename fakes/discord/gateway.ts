import type { Server } from "node:http";
import { WebSocketServer, type WebSocket } from "ws";
import { INTENTS, withoutContent, type Portal } from "./content.js";
import { randomToken } from "./ids.js";
import type { World } from "./world.js";

interface Dispatch {
  op: 0;
  t: string;
  s: number;
  d: unknown;
}

/** Events the client only receives with the matching intent (the rest are always sent). */
const EVENT_INTENTS: Record<string, number> = {
  MESSAGE_CREATE: INTENTS.GuildMessages,
  MESSAGE_UPDATE: INTENTS.GuildMessages,
  MESSAGE_DELETE: INTENTS.GuildMessages,
  MESSAGE_REACTION_ADD: INTENTS.GuildMessageReactions,
  MESSAGE_REACTION_REMOVE: INTENTS.GuildMessageReactions,
};
/** The application flag of an app under 100 servers whose portal has the Message Content switch on. */
const GATEWAY_MESSAGE_CONTENT_LIMITED = 1 << 19;
/** Events whose message loses its content without the Message Content intent. */
const CONTENT_EVENTS = new Set(["MESSAGE_CREATE", "MESSAGE_UPDATE"]);

interface Session {
  id: string;
  intents: number;
  /** `[shard id, shard count]` as the client identified. */
  shard: [number, number];
  events: Dispatch[];
  seq: number;
  socket: WebSocket | undefined;
  /** A session closed by its client (a clean shutdown) gets nothing more. */
  closed: boolean;
}

/** Events kept per session for a RESUME; older ones are dropped as Discord does. */
const MAX_REPLAY = 1_000;

/**
 * The gateway: HELLO, IDENTIFY (token checked), READY + GUILD_CREATE, heartbeat ACKs, RESUME
 * replaying what the client missed, INVALID_SESSION only for an unknown session; close 4014 for
 * the Message Content intent when the portal has it switched off.
 *
 * Shards as on Discord: a guild belongs to shard `(guild_id >> 22) % shard_count`, and its
 * events and interactions go only to sessions of that shard (events without a guild to shard 0).
 * A session identifying with fewer shards than `/gateway/bot` recommends is closed with 4011
 * (sharding required), one naming a shard outside its count with 4010 (invalid shard). Several
 * processes may hold sessions of one shard at once (a rolling deploy): each gets the shard's
 * events, but each interaction goes to one session only, as on Discord.
 */
export class Gateway {
  private readonly wss: WebSocketServer;
  private readonly sessions: Session[] = [];
  private nextInteraction = 0;
  identifies = 0;
  resumes = 0;
  /** Intents refused with close code 4014, as for a privileged intent not switched on in the Developer Portal. */
  disallowedIntents = 0;
  /** While held, new connections get no HELLO: the gateway is unreachable until `release`. */
  private held: WebSocket[] | undefined;
  /** Close codes the fake sent, in order (4004, 4014). */
  readonly closeCodes: number[] = [];

  constructor(
    server: Server,
    private readonly options: {
      token: string;
      world: World;
      applicationId: string;
      heartbeatIntervalMs: number;
      url: () => string;
      portal: Portal;
      /** The shard count `/gateway/bot` recommends, and the fewest a session may identify with. */
      shards: number;
    },
  ) {
    this.wss = new WebSocketServer({ server });
    this.wss.on("connection", (socket) => {
      // A client that drops the connection abruptly (a reset) is not a fault of the fake.
      socket.on("error", () => socket.terminate());
      this.accept(socket);
    });
  }

  /** True once a client has identified (events sent while it is away are replayed on resume). */
  get hasSession(): boolean {
    return this.sessions.some((s) => !s.closed);
  }

  /** True once a session of the guild's shard has identified. */
  serves(guildId: string): boolean {
    return this.sessions.some((s) => !s.closed && holds(s, guildId));
  }

  /** The shards of the open sessions, `[id, count]` each, in the order they identified. */
  get shards(): Array<[number, number]> {
    return this.sessions.filter((s) => !s.closed).map((s) => s.shard);
  }

  /** How many sessions have a live connection now. */
  get connected(): number {
    return this.sessions.filter((s) => s.socket !== undefined).length;
  }

  get intents(): number | undefined {
    return this.sessions.at(-1)?.intents;
  }

  dispatch(t: string, d: unknown): void {
    const guildId = guildOfEvent(t, d);
    const open = this.sessions.filter(
      (s) => !s.closed && (guildId === undefined ? s.shard[0] === 0 : holds(s, guildId)),
    );
    if (open.length === 0) return; // nobody to tell, as on Discord
    if (t === "INTERACTION_CREATE") {
      const live = open.filter((s) => s.socket !== undefined);
      const pool = live.length > 0 ? live : open;
      this.send(pool[this.nextInteraction++ % pool.length]!, t, d);
      return;
    }
    for (const session of open) this.send(session, t, d);
  }

  /** Drops every connection without a close frame, as a network failure would. */
  disconnect(): void {
    for (const session of this.sessions) {
      session.socket?.terminate();
      session.socket = undefined;
    }
  }

  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = undefined;
    for (const socket of waiting) if (socket.readyState === socket.OPEN) this.accept(socket);
  }

  close(): void {
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }

  private send(session: Session, t: string, d: unknown): void {
    const intent = EVENT_INTENTS[t];
    if (intent !== undefined && (session.intents & intent) === 0) return;
    const hidden = CONTENT_EVENTS.has(t) && (session.intents & INTENTS.MessageContent) === 0;
    const event: Dispatch = {
      op: 0,
      t,
      s: ++session.seq,
      d: hidden ? withoutContent(d as any, this.options.world.botUser.id) : d,
    };
    session.events.push(event);
    if (session.events.length > MAX_REPLAY) session.events.shift();
    session.socket?.send(JSON.stringify(event));
  }

  private accept(socket: WebSocket): void {
    if (this.held) return void this.held.push(socket);
    socket.on("close", (code) => {
      const session = this.sessions.find((s) => s.socket === socket);
      if (!session) return;
      session.socket = undefined;
      // A clean close (1000/1001) ends the session; anything else may be resumed.
      if (code === 1000 || code === 1001) session.closed = true;
    });
    socket.on("message", (raw: Buffer) => this.receive(socket, JSON.parse(raw.toString("utf8"))));
    socket.send(
      JSON.stringify({ op: 10, d: { heartbeat_interval: this.options.heartbeatIntervalMs }, s: null, t: null }),
    );
  }

  private receive(socket: WebSocket, payload: { op: number; d: any }): void {
    const send = (message: unknown) => socket.send(JSON.stringify(message));
    switch (payload.op) {
      case 1:
        return send({ op: 11, d: null, s: null, t: null });
      case 2:
        if (payload.d?.token !== this.options.token) return this.refuse(socket, 4004, "Authentication failed.");
        if ((payload.d.intents ?? 0) & this.disallowedIntents)
          return this.refuse(socket, 4014, "Disallowed intent(s).");
        if (payload.d.intents & INTENTS.MessageContent && !this.options.portal.messageContent)
          return this.refuse(socket, 4014, "Disallowed intent(s).");
        return this.identify(socket, payload.d.intents ?? 0, payload.d.shard ?? [0, 1]);
      case 6: {
        if (payload.d?.token !== this.options.token) return this.refuse(socket, 4004, "Authentication failed.");
        const session = this.sessions.find((s) => s.id === payload.d.session_id && !s.closed);
        if (!session) return send({ op: 9, d: false, s: null, t: null });
        this.resumes++;
        session.socket?.terminate();
        session.socket = socket;
        for (const event of session.events.filter((e) => e.s > (payload.d.seq ?? 0))) send(event);
        return this.send(session, "RESUMED", null);
      }
    }
  }

  private refuse(socket: WebSocket, code: number, reason: string): void {
    this.closeCodes.push(code);
    socket.close(code, reason);
  }

  private identify(socket: WebSocket, intents: number, shard: [number, number]): void {
    const { world, applicationId } = this.options;
    const [shardId, count] = shard;
    if (!(count >= 1 && shardId >= 0 && shardId < count)) return this.refuse(socket, 4010, "Invalid shard.");
    if (count < this.options.shards) return this.refuse(socket, 4011, "Sharding required.");
    this.identifies++;
    const session: Session = {
      id: randomToken("session").replace(/\W/g, ""),
      intents,
      shard: [shardId, count],
      events: [],
      seq: 0,
      socket,
      closed: false,
    };
    const guilds = world.guilds.filter((g) => holds(session, g.id));
    this.sessions.push(session);
    this.send(session, "READY", {
      v: 10,
      user: { ...world.user(world.botUser), verified: true, mfa_enabled: false, email: null },
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.options.url(),
      shard: session.shard,
      application: {
        id: applicationId,
        flags: this.options.portal.messageContent ? GATEWAY_MESSAGE_CONTENT_LIMITED : 0,
      },
      private_channels: [],
      presences: [],
      relationships: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      session_type: "normal",
      auth: {},
      user_settings: {},
    });
    for (const guild of guilds) this.send(session, "GUILD_CREATE", world.guildCreate(guild.id));
  }
}

/** Whether the session's shard is the guild's: `(guild_id >> 22) % shard_count`. */
function holds(session: Session, guildId: string): boolean {
  const [id, count] = session.shard;
  return Number((BigInt(guildId) >> 22n) % BigInt(count)) === id;
}

/** The guild an event belongs to: its `guild_id`, or the guild itself for GUILD_* events. */
function guildOfEvent(t: string, d: unknown): string | undefined {
  const data = d as { guild_id?: string; id?: string } | null;
  if (data?.guild_id) return data.guild_id;
  return t.startsWith("GUILD_") ? data?.id : undefined;
}
