import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import type { FakeCloudKnobs } from "./knobs.js";

interface Client {
  socket: WebSocket;
  apiKey: string;
  previewMetadata: boolean;
  frames: number;
}

/** The fake's `/ws`: every socket of a key gets that key's messages; knobs drop or stall them. */
export class SocketHub {
  private readonly server = new WebSocketServer({ noServer: true, autoPong: false });
  private readonly clients = new Set<Client>();
  /** Pings answered with a pong, every socket's. */
  pongs = 0;
  /** Pings left unanswered (`stallSocket`), every socket's. */
  unanswered = 0;

  constructor(private readonly knobs: FakeCloudKnobs) {}

  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, apiKey: string, queueRemaining: number): void {
    this.server.handleUpgrade(request, socket, head, (ws) => {
      const client: Client = { socket: ws, apiKey, previewMetadata: false, frames: 0 };
      this.clients.add(client);
      ws.on("close", () => this.clients.delete(client));
      ws.on("error", () => ws.terminate());
      ws.on("ping", (data) => {
        if (this.knobs.stallSocket) return void this.unanswered++;
        ws.pong(data);
        this.pongs++;
      });
      ws.on("message", (data, isBinary) => {
        if (isBinary) return;
        const message = parseMessage((data as Buffer).toString("utf8")); // ws's default binaryType: a Buffer
        if (message?.type === "feature_flags")
          client.previewMetadata = message.data?.supports_preview_metadata === true;
      });
      this.send(client, {
        type: "status",
        data: { status: { exec_info: { queue_remaining: queueRemaining } }, sid: "fake-sid" },
      });
    });
  }

  /** A JSON message to every socket of the key. */
  json(apiKey: string, type: string, data: object): void {
    for (const client of this.of(apiKey)) this.send(client, { type, data });
  }

  /** A preview: frame 4 to sockets that asked for metadata, frame 1 to the others. */
  preview(apiKey: string, png: Buffer, meta: { promptId: string; nodeId: string }): void {
    for (const client of this.of(apiKey)) {
      if (client.previewMetadata && this.knobs.honourFeatureFlags) {
        const json = {
          node_id: meta.nodeId,
          prompt_id: meta.promptId,
          display_node_id: meta.nodeId,
          parent_node_id: null,
          real_node_id: meta.nodeId,
          image_type: "image/png",
        };
        this.send(client, withHeader(4, Buffer.from(JSON.stringify(json)), png));
      } else {
        this.send(client, Buffer.concat([u32(1), u32(2), png]));
      }
    }
  }

  /** Frame 3: text output of a node (carries no prompt id). */
  text(apiKey: string, nodeId: string, text: string): void {
    for (const client of this.of(apiKey)) this.send(client, withHeader(3, Buffer.from(nodeId), Buffer.from(text)));
  }

  count(): number {
    return this.clients.size;
  }

  dropAll(): void {
    for (const client of this.clients) client.socket.terminate();
  }

  close(): void {
    this.dropAll();
    this.server.close();
  }

  private of(apiKey: string): Client[] {
    return [...this.clients].filter((c) => c.apiKey === apiKey && c.socket.readyState === WebSocket.OPEN);
  }

  private send(client: Client, frame: object | Buffer): void {
    if (this.knobs.stallSocket) return;
    client.socket.send(Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
    client.frames++;
    const limit = this.knobs.dropSocketAfterFrames;
    if (limit !== undefined && client.frames >= limit) client.socket.terminate();
  }
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

function withHeader(type: number, head: Buffer, rest: Buffer): Buffer {
  return Buffer.concat([u32(type), u32(head.length), head, rest]);
}

/** A client's text message; a malformed one is ignored, as the real service does, rather than crash the fake. */
function parseMessage(text: string): { type?: string; data?: { supports_preview_metadata?: boolean } } | undefined {
  try {
    return JSON.parse(text) as { type?: string; data?: { supports_preview_metadata?: boolean } };
  } catch {
    return undefined;
  }
}
