import type { Server } from "node:http";
import { WebSocketServer, type WebSocket } from "ws";
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
  MESSAGE_CREATE: 1 << 9,
  MESSAGE_UPDATE: 1 << 9,
  MESSAGE_DELETE: 1 << 9,
  MESSAGE_REACTION_ADD: 1 << 10,
  MESSAGE_REACTION_REMOVE: 1 << 10,
};

interface Session {
  id: string;
  intents: number;
  events: Dispatch[];
  seq: number;
  socket: WebSocket | undefined;
  /** A session closed by its client (a clean shutdown) gets nothing more. */
  closed: boolean;
}

/** Events kept per session for a RESUME; older ones are dropped as Discord does. */
const MAX_REPLAY = 1_000;

/**
 * One-shard gateway: HELLO, IDENTIFY (token checked), READY + GUILD_CREATE, heartbeat ACKs,
 * RESUME replaying what the client missed, INVALID_SESSION only for an unknown session. Several
 * processes may hold sessions at once (a rolling deploy): each gets the guild's events, but each
 * interaction goes to one session only, as on Discord.
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

  constructor(
    server: Server,
    private readonly options: { token: string; world: World; applicationId: string; heartbeatIntervalMs: number; url: () => string },
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

  /** How many sessions have a live connection now. */
  get connected(): number {
    return this.sessions.filter((s) => s.socket !== undefined).length;
  }

  get intents(): number | undefined {
    return this.sessions.at(-1)?.intents;
  }

  dispatch(t: string, d: unknown): void {
    const open = this.sessions.filter((s) => !s.closed);
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
    const event: Dispatch = { op: 0, t, s: ++session.seq, d };
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
    socket.on("message", (raw) => this.receive(socket, JSON.parse(String(raw))));
    socket.send(JSON.stringify({ op: 10, d: { heartbeat_interval: this.options.heartbeatIntervalMs }, s: null, t: null }));
  }

  private receive(socket: WebSocket, payload: { op: number; d: any }): void {
    const send = (message: unknown) => socket.send(JSON.stringify(message));
    switch (payload.op) {
      case 1:
        return send({ op: 11, d: null, s: null, t: null });
      case 2:
        if (payload.d?.token !== this.options.token) return socket.close(4004, "Authentication failed.");
        if ((payload.d.intents ?? 0) & this.disallowedIntents) return socket.close(4014, "Disallowed intent(s).");
        return this.identify(socket, payload.d.intents ?? 0);
      case 6: {
        if (payload.d?.token !== this.options.token) return socket.close(4004, "Authentication failed.");
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

  private identify(socket: WebSocket, intents: number): void {
    const { world, applicationId } = this.options;
    this.identifies++;
    const session: Session = { id: randomToken("session").replace(/\W/g, ""), intents, events: [], seq: 0, socket, closed: false };
    this.sessions.push(session);
    this.send(session, "READY", {
      v: 10, user: { ...world.user(world.botUser), verified: true, mfa_enabled: false, email: null },
      guilds: [{ id: world.guildId, unavailable: true }], session_id: session.id, resume_gateway_url: this.options.url(),
      shard: [0, 1], application: { id: applicationId, flags: 0 }, private_channels: [], presences: [], relationships: [],
      guild_join_requests: [], geo_ordered_rtc_regions: [], session_type: "normal", auth: {}, user_settings: {},
    });
    this.send(session, "GUILD_CREATE", world.guildCreate());
  }
}
