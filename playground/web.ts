import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import type { FakeDiscord, StoredMessage } from "../fakes/discord/server.js";
import { CommandTextError } from "./command-text.js";
import { newToken, refusal } from "./guard.js";
import type { Members, Seat } from "./member.js";
import { messageView, type MessageView } from "./view.js";

/** What the page shows besides the channel: which services jobs go to. */
export interface PageInfo {
  services: string;
  /** The server's upscale emoji now (it changes with /settings upscale-emoji). */
  upscaleEmoji(): Promise<string>;
}

export interface WebServer {
  url: string;
  /** This start's token: the page carries it, and every API call and the event stream must show it. */
  token: string;
  close(): Promise<void>;
}

const PAGE = new URL("./page/", import.meta.url).pathname;
const MODULES = new URL("../node_modules/", import.meta.url).pathname;
/** The packages the page loads as ES modules (an import map in index.html names them): no bundler. */
const VENDOR = [
  "@skyra/discord-components-core",
  "lit",
  "lit-html",
  "lit-element",
  "@lit/reactive-element",
  "@lit/context",
];
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};
const MAX_BODY = 80 * 1024 * 1024;

/**
 * The page's server: the page and the modules it loads, the channel's attachments, a stream of
 * message changes (server-sent events: one way, plain HTTP, reconnects by itself), and one POST
 * route per thing a member does. Node's own `http`, as for the bot's server.
 *
 * It acts as the server's owner, on real keys when real services are set, so it serves its own
 * page only (see `refusal`): another web page the operator opens can neither drive it nor, through
 * a DNS-rebound name, read it.
 */
export async function startWebServer(options: {
  port: number;
  discord: FakeDiscord;
  members: Members;
  info: PageInfo;
}): Promise<WebServer> {
  const { discord, members, info } = options;
  const actions: Record<string, (body: any) => Promise<unknown>> = {
    command: (b) => members.command(b, String(b.text ?? ""), b.files ?? []),
    autocomplete: (b) =>
      members.autocomplete(b, String(b.text ?? ""), String(b.focused ?? "")).then((choices) => ({ choices })),
    button: (b) => members.button(b, String(b.messageId), String(b.customId), stringValues(b.values)),
    modal: (b) => members.submitModal(b, String(b.customId), b.fields ?? {}, b.messageId),
    menu: (b) => members.menu(b, String(b.messageId), String(b.name)),
    react: (b) => members.react(b, String(b.messageId), String(b.emoji)).then(() => ({})),
    post: (b) => members.post(b, String(b.content ?? ""), b.files ?? []).then(() => ({})),
  };
  const view = (seat: Seat) => {
    const viewer = members.user(seat.as);
    const channelId = members.channelOf(seat);
    return (message: StoredMessage) => messageView(message, discord, members.origins, viewer, channelId);
  };

  const token = newToken();
  let port = 0;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = decodeURIComponent(url.pathname);
    const seat = { as: url.searchParams.get("as"), place: url.searchParams.get("place") };
    const refused = refusal(req, path, url, port, token);
    if (refused) return json(res, refused.status, { error: refused.error });
    if (req.method === "POST" && path.startsWith("/api/")) {
      const action = actions[path.slice(5)];
      if (!action) return json(res, 404, { error: "no such action" });
      try {
        return json(res, 200, await action(JSON.parse((await readBody(req)).toString("utf8") || "{}")));
      } catch (error) {
        const known =
          error instanceof CommandTextError ||
          error instanceof SyntaxError ||
          /^fake Discord: /.test((error as Error).message);
        return json(res, known ? 400 : 500, { error: (error as Error).message.replace(/^fake Discord: /, "") });
      }
    }
    if (path === "/api/state") {
      const messages = discord.messages
        .all()
        .filter((m) => !m.deleted)
        .map(view(seat))
        .filter(Boolean);
      return json(res, 200, {
        me: members.user(seat.as),
        place: members.place(seat),
        owner: discord.guild.owner,
        member: discord.guild.member,
        bot: discord.botUser,
        roles: discord.guild.roles,
        commands: members.commands(seat),
        channels: [...members.channelNames()].map(([name, id]) => ({ id, name })),
        services: info.services,
        upscaleEmoji: await info.upscaleEmoji(),
        messages,
      });
    }
    if (path === "/api/events") return events(res, discord, view(seat), () => info.upscaleEmoji());
    const attachment = /^\/attachments\/(\d+)\//.exec(path);
    if (attachment) {
      const file = discord.messages.attachment(attachment[1]!);
      if (!file) return json(res, 404, { error: "no such attachment" });
      return void res.writeHead(200, { "content-type": file.contentType, "content-length": file.size }).end(file.data);
    }
    if (path === "/") return page(res, token);
    if (path.startsWith("/page/")) return serve(res, join(PAGE, path.slice(6)), PAGE);
    const vendor = VENDOR.find((name) => path.startsWith(`/vendor/${name}/`));
    if (vendor) return serve(res, join(MODULES, path.slice(8)), join(MODULES, vendor));
    json(res, 404, { error: "not found" });
  };

  const server = createServer(
    (req, res) => void handle(req, res).catch((error: unknown) => json(res, 500, { error: String(error) })),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    token,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The page, with this start's token in it. */
async function page(res: ServerResponse, token: string): Promise<void> {
  const html = (await readFile(join(PAGE, "index.html"), "utf8")).replace("{{token}}", token);
  res
    .writeHead(200, {
      "content-type": TYPES[".html"]!,
      "cache-control": "no-store",
      "content-security-policy": "frame-ancestors 'none'",
      "x-frame-options": "DENY",
    })
    .end(html);
}

/**
 * Every change of a message the viewer sees, as it happens: `message` (its new state) or `delete`;
 * and `settings` when the server's upscale emoji changed (read again after each change, since a
 * setting changes by a command, whose answer is a message).
 */
function events(
  res: ServerResponse,
  discord: FakeDiscord,
  view: (message: StoredMessage) => MessageView | undefined,
  upscaleEmoji: () => Promise<string>,
): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  res.write(": connected\n\n");
  let emoji: Promise<string | undefined> = upscaleEmoji().catch(() => undefined);
  const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const stop = discord.messages.onChange((message) => {
    const shown = view(message);
    if (shown) send(message.deleted ? "delete" : "message", shown);
    // One read at a time, in order: each waits for the one before it.
    emoji = emoji.then(async (before) => {
      const now = await upscaleEmoji().catch(() => before);
      if (now !== before && !res.destroyed) send("settings", { upscaleEmoji: now });
      return now;
    });
  });
  res.on("close", stop);
}

async function serve(res: ServerResponse, file: string, root: string): Promise<void> {
  const path = normalize(file);
  if (!path.startsWith(root)) return json(res, 404, { error: "not found" });
  const body = await readFile(path).catch(() => undefined);
  if (!body) return json(res, 404, { error: "not found" });
  res
    .writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream", "cache-control": "no-cache" })
    .end(body);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body ?? {}));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error("the request is larger than 80 MB");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A select's picked values as the page sent them: strings only, else none (a button press). */
function stringValues(values: unknown): string[] | undefined {
  return Array.isArray(values) && values.every((v) => typeof v === "string") ? values : undefined;
}
