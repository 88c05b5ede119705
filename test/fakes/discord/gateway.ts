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

/**
 * One-shard gateway: HELLO, IDENTIFY (token checked), READY + GUILD_CREATE, heartbeat ACKs,
 * RESUME replaying what the client missed, INVALID_SESSION only for an unknown session; close
 * 4014 for the Message Content intent when the portal has it switched off.
 */
export class Gateway {
  private readonly wss: WebSocketServer;
  private socket: WebSocket | undefined;
  private session: { id: string; intents: number; events: Dispatch[] } | undefined;
  private seq = 0;
  identifies = 0;
  resumes = 0;
  /** Close codes the fake sent, in order (4004, 4014). */
  readonly closeCodes: number[] = [];

  constructor(
    server: Server,
    private readonly options: { token: string; world: World; applicationId: string; heartbeatIntervalMs: number; url: () => string; portal: Portal },
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
    return this.session !== undefined;
  }

  get intents(): number | undefined {
    return this.session?.intents;
  }

  dispatch(t: string, d: unknown): void {
    if (!this.session) return; // nobody to tell, as on Discord
    const intent = EVENT_INTENTS[t];
    if (intent !== undefined && (this.session.intents & intent) === 0) return;
    const hidden = CONTENT_EVENTS.has(t) && (this.session.intents & INTENTS.MessageContent) === 0;
    const event: Dispatch = { op: 0, t, s: ++this.seq, d: hidden ? withoutContent(d as any, this.options.world.botUser.id) : d };
    this.session.events.push(event);
    this.socket?.send(JSON.stringify(event));
  }

  /** Drops the connection without a close frame, as a network failure would. */
  disconnect(): void {
    this.socket?.terminate();
    this.socket = undefined;
  }

  close(): void {
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }

  private accept(socket: WebSocket): void {
    this.socket?.terminate();
    this.socket = socket;
    socket.on("close", () => {
      if (this.socket === socket) this.socket = undefined;
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
        if (payload.d?.token !== this.options.token) return this.refuse(socket, 4004, "Authentication failed.");
        if (payload.d.intents & INTENTS.MessageContent && !this.options.portal.messageContent) return this.refuse(socket, 4014, "Disallowed intent(s).");
        return this.identify(payload.d.intents ?? 0);
      case 6: {
        if (payload.d?.token !== this.options.token) return this.refuse(socket, 4004, "Authentication failed.");
        if (!this.session || payload.d.session_id !== this.session.id) return send({ op: 9, d: false, s: null, t: null });
        this.resumes++;
        for (const event of this.session.events.filter((e) => e.s > (payload.d.seq ?? 0))) send(event);
        return this.dispatch("RESUMED", null);
      }
    }
  }

  private refuse(socket: WebSocket, code: number, reason: string): void {
    this.closeCodes.push(code);
    socket.close(code, reason);
  }

  private identify(intents: number): void {
    const { world, applicationId } = this.options;
    this.identifies++;
    this.seq = 0;
    this.session = { id: randomToken("session").replace(/\W/g, ""), intents, events: [] };
    this.dispatch("READY", {
      v: 10, user: { ...world.user(world.botUser), verified: true, mfa_enabled: false, email: null },
      guilds: [{ id: world.guildId, unavailable: true }], session_id: this.session.id, resume_gateway_url: this.options.url(),
      shard: [0, 1], application: { id: applicationId, flags: this.options.portal.messageContent ? GATEWAY_MESSAGE_CONTENT_LIMITED : 0 }, private_channels: [], presences: [], relationships: [],
      guild_join_requests: [], geo_ordered_rtc_regions: [], session_type: "normal", auth: {}, user_settings: {},
    });
    this.dispatch("GUILD_CREATE", world.guildCreate());
  }
}
