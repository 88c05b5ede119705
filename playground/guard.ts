import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** A token for one start of the page's server. */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The names this server answers to, on its port: it listens on 127.0.0.1 only. */
const HOSTS = ["127.0.0.1", "localhost"];

/**
 * Why a request is not served, or undefined when it is. Every request must name this server in
 * `Host` (a DNS-rebinding page's name is refused, the page itself included: it holds the token).
 * An API call (an action, the state, the event stream) must come from this page: same origin (`Origin`, `Sec-Fetch-Site`), a JSON body (a
 * cross-site page cannot send one without a preflight this server never grants) and the token
 * (header `x-playground-token`; `?token=` for the event stream, which cannot send headers).
 */
export function refusal(
  req: IncomingMessage,
  path: string,
  url: URL,
  port: number,
  token: string,
): { status: number; error: string } | undefined {
  const hosts = HOSTS.map((host) => `${host}:${port}`);
  if (!hosts.includes(req.headers.host ?? ""))
    return { status: 403, error: `this playground answers to ${hosts[0]} only` };
  // The page and its files may be opened from a link anywhere (the page refuses to be framed).
  if (!path.startsWith("/api/")) return undefined;
  const origin = req.headers.origin;
  if (origin !== undefined && !hosts.some((host) => origin === `http://${host}`))
    return { status: 403, error: "requests from other web pages are refused" };
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none")
    return { status: 403, error: "requests from other web pages are refused" };
  const shown = req.headers["x-playground-token"] ?? url.searchParams.get("token") ?? "";
  if (typeof shown !== "string" || !sameText(shown, token))
    return { status: 403, error: "the page's token is missing or wrong: reload the page" };
  if (req.method === "POST" && !/^application\/json\s*(;|$)/i.test(req.headers["content-type"] ?? ""))
    return { status: 415, error: "an action's body must be application/json" };
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}
