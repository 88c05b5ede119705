import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { proxyRequests } from "@discordjs/proxy";
import { DefaultRestOptions, REST } from "@discordjs/rest";
import { DEFAULT_HOST, urlHost } from "../http/host.js";
import type { Logger } from "../logging/logger.js";
import { BodyBudget, BodyTooLarge, MAX_BODY_BYTES, ProxyBusy, readBody } from "./body.js";
import { GLOBAL_LIMIT, GLOBAL_MARGIN_MS, SlidingWindow, withGlobalBudget } from "./budget.js";

export interface RestProxyOptions {
  /** Discord's REST API base to forward to (DISCORD_API_URL); unset: Discord's own. */
  upstream: string | undefined;
  /** FLOWBOT_REST_PROXY_PORT; 0 picks a free port. */
  port: number;
  /** FLOWBOT_REST_PROXY_HOST: the interface to listen on (default 127.0.0.1: this host only). */
  host?: string;
  log: Logger;
  /** Shorter in tests. */
  limits?: Partial<RestProxyLimits>;
}

/** What one client may make the proxy hold; Node's defaults read any body for up to five minutes. */
export interface RestProxyLimits {
  /** A request body past this is refused with Discord's own 413 (code 40005), unread. */
  maxBodyBytes: number;
  /** Bodies held at once, all requests together; past it a request is answered 503 (its client retries). */
  maxHeldBytes: number;
  /** A request's headers must have arrived within this. */
  headersTimeoutMs: number;
  /** A whole request, its body included, must have arrived within this (else 408). */
  requestTimeoutMs: number;
  /** Requests counted against Discord's global limit, in any span of `globalWindowMs`. */
  globalLimit: number;
  globalWindowMs: number;
}

export const REST_PROXY_LIMITS: RestProxyLimits = {
  maxBodyBytes: MAX_BODY_BYTES,
  // Ten uploads of Discord's largest body at once.
  maxHeldBytes: 10 * MAX_BODY_BYTES,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  globalLimit: GLOBAL_LIMIT.limit,
  globalWindowMs: GLOBAL_LIMIT.windowMs + GLOBAL_MARGIN_MS,
};

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
  const limits = { ...REST_PROXY_LIMITS, ...options.limits };
  const host = options.host ?? DEFAULT_HOST;
  const rest = new REST({
    version: "10",
    ...(options.upstream ? { api: options.upstream } : {}),
    makeRequest: withGlobalBudget(
      DefaultRestOptions.makeRequest,
      new SlidingWindow(limits.globalLimit, limits.globalWindowMs),
    ),
  });
  rest.on("rateLimited", (info) =>
    log.info(
      { route: info.route, global: info.global, retryAfterMs: info.retryAfter },
      "holding requests back for Discord's rate limit",
    ),
  );
  const forward = proxyRequests(rest);
  const budget = new BodyBudget(limits.maxHeldBytes);
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // How often the two timeouts above are looked at (Node's default, 30 s, would let them run late).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, limits.headersTimeoutMs / 4)),
    },
    (req, res) => {
      if (req.method === "GET" && req.url === "/healthz") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok" }));
        return;
      }
      let held = 0;
      requestWithBytes(req, limits.maxBodyBytes, budget)
        .then((request) => {
          held = (request as unknown as Buffer).length;
          return forward(request, res);
        })
        .finally(() => budget.give(held))
        .catch((error: unknown) => {
          // The client went away, or sent its body too slowly and was answered 408 by the server.
          if (res.destroyed || res.writableEnded) return;
          if (error instanceof BodyTooLarge) {
            // Discord's own answer; the rest of the body is read and dropped, never held.
            res.writeHead(413, { "content-type": "application/json" });
            return void res.end(JSON.stringify({ message: "Request entity too large", code: 40005 }));
          }
          if (error instanceof ProxyBusy) {
            res.writeHead(503, { "content-type": "application/json", "retry-after": "1" });
            return void res.end(JSON.stringify({ message: "The REST proxy is busy; try again.", code: 0 }));
          }
          // A network failure towards Discord: the bot's client sees a 502 and retries as it does for Discord's own.
          log.warn(
            { err: error, method: req.method, path: req.url?.split("?")[0] },
            "could not forward a request to Discord",
          );
          if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
          res.end(JSON.stringify({ message: "The REST proxy could not reach Discord.", code: 0 }));
        });
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const apiUrl = `http://${urlHost(host)}:${port}/api`;
  log.info(
    { url: apiUrl, host, upstream: options.upstream ?? "https://discord.com/api" },
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
async function requestWithBytes(req: IncomingMessage, maxBytes: number, budget: BodyBudget): Promise<IncomingMessage> {
  const body = await readBody(req, maxBytes, budget);
  const { method, url, headers } = req;
  return Object.assign(body, { method, url, headers }) as unknown as IncomingMessage;
}
