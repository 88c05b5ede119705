import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { proxyRequests } from "@discordjs/proxy";
import { REST } from "@discordjs/rest";
import type { Logger } from "./logger.js";

export interface RestProxyOptions {
  /** Discord's REST API base to forward to (DISCORD_API_URL); unset: Discord's own. */
  upstream: string | undefined;
  /** FLOWBOT_REST_PROXY_PORT; 0 picks a free port. */
  port: number;
  /** The interface to listen on (default every one: processes on other hosts reach it). */
  host?: string;
  log: Logger;
}

export interface RestProxy {
  /** What the bots' DISCORD_API_URL is set to: `http://HOST:PORT/api`. */
  apiUrl: string;
  port: number;
  close(): Promise<void>;
}

/**
 * One request budget for every process of the bot: each sends its Discord requests here, and
 * the discord.js team's proxy (`@discordjs/proxy`) forwards them through one `@discordjs/rest`
 * queue, which keeps the 50 requests a second and every route's bucket once for all of them.
 * The bots' own Authorization header is forwarded; the proxy holds no token. `GET /healthz`
 * answers for the proxy itself, without a call to Discord.
 */
export async function startRestProxy(options: RestProxyOptions): Promise<RestProxy> {
  const { log } = options;
  const rest = new REST({ version: "10", ...(options.upstream ? { api: options.upstream } : {}) });
  rest.on("rateLimited", (info) =>
    log.info(
      { route: info.route, global: info.global, retryAfterMs: info.retryAfter },
      "holding requests back for Discord's rate limit",
    ),
  );
  const forward = proxyRequests(rest);
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/healthz") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok" }));
      return;
    }
    requestWithBytes(req)
      .then((request) => forward(request, res))
      .catch((error: unknown) => {
        // A network failure towards Discord: the bot's client sees a 502 and retries as it does for Discord's own.
        log.warn(
          { err: error, method: req.method, path: req.url?.split("?")[0] },
          "could not forward a request to Discord",
        );
        if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "The REST proxy could not reach Discord.", code: 0 }));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const apiUrl = `http://127.0.0.1:${port}/api`;
  log.info(
    { url: apiUrl, upstream: options.upstream ?? "https://discord.com/api" },
    "REST proxy listening: point every bot's DISCORD_API_URL at it",
  );
  return {
    apiUrl,
    port,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * `proxyRequests` hands the request itself to `@discordjs/rest` as the body: a stream, read once,
 * so a retry of the upstream call (after a 5xx, a 429 of a bucket not known yet, or a timeout)
 * would send an empty body, which Discord refuses (50006, "Cannot send an empty message"). The
 * body is read first and handed over as bytes, with the request's method, URL and headers: a
 * retry sends the same bytes again.
 */
async function requestWithBytes(req: IncomingMessage): Promise<IncomingMessage> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const { method, url, headers } = req;
  return Object.assign(Buffer.concat(chunks), { method, url, headers }) as unknown as IncomingMessage;
}
