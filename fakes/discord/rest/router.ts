import type { IncomingMessage, ServerResponse } from "node:http";
import { DiscordError, notFound, unauthorized } from "../errors.js";
import { readBody, type UploadedFile } from "./body.js";
import type { RateLimiter, RateLimitGroup } from "./ratelimit.js";

export interface RestLogEntry {
  at: number;
  /** When the answer was sent: a request whose `at` precedes another's `doneAt` overlapped it. */
  doneAt: number;
  method: string;
  /** Decoded path after `/api/v10`, without the query. */
  path: string;
  /** The bucket route, e.g. `PATCH /channels/:channel/messages/:message`. */
  route: string;
  status: number;
  /** On a 429: whether the global limit (50/s per bot, across every connection) refused it, rather than a route's bucket. */
  global?: boolean;
  body?: unknown;
  files?: UploadedFile[];
  allowedMentions?: unknown;
  auth?: string;
  /** The request's Content-Type (a multipart body's boundary shows who made it). */
  contentType?: string;
}

export interface RouteRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: any;
  files: UploadedFile[];
}

export interface RouteResult {
  status: number;
  body?: unknown;
}

interface Route {
  method: string;
  segments: string[];
  group: RateLimitGroup;
  /** Route params that form the major parameter of the rate-limit bucket. */
  major: readonly string[];
  auth: "bot" | "none";
  handler: (req: RouteRequest) => RouteResult | Promise<RouteResult>;
}

export type RouteOptions = Pick<Route, "group" | "major" | "auth">;

/** An injected failure: the next `times` requests matching `method` and `path` get `status` (and `code`). */
export interface Fault {
  method: string;
  path: RegExp;
  status: number;
  code?: number;
  times: number;
  /** Only requests that upload files (the body is read first, then the fault answers). */
  withFiles?: boolean;
  /** With `withFiles`: only uploads of at least this many bytes of files (a job's outputs, not its previews). */
  minBytes?: number;
}

/** Matches `/api/v10` routes, checks Bot auth, applies rate limits and logs every request. */
export class Router {
  private readonly routes: Route[] = [];
  readonly faults: Fault[] = [];
  /** Per bucket route, the connections that carried one of its requests (`connectionsFor`). */
  private readonly connections = new Map<string, { seen: WeakSet<object>; count: number }>();

  constructor(
    private readonly options: { token: string; limiter: RateLimiter; log: RestLogEntry[]; now: () => number },
  ) {}

  /** How many connections carried requests of this bucket route (e.g. `POST /interactions/:id/:token/callback`). */
  connectionsFor(route: string): number {
    return this.connections.get(route)?.count ?? 0;
  }

  private countConnection(route: string, socket: object): void {
    const connections = this.connections.get(route) ?? { seen: new WeakSet<object>(), count: 0 };
    this.connections.set(route, connections);
    if (connections.seen.has(socket)) return;
    connections.seen.add(socket);
    connections.count++;
  }

  add(method: string, pattern: string, options: RouteOptions, handler: Route["handler"]): void {
    this.routes.push({ method, segments: pattern.split("/").slice(1), ...options, handler });
  }

  async handle(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    const method = req.method ?? "GET";
    const auth = req.headers.authorization;
    const entry: RestLogEntry = {
      at: this.options.now(),
      method,
      path,
      route: `${method} ${path}`,
      status: 0,
      doneAt: 0,
      ...(auth ? { auth } : {}),
      ...(req.headers["content-type"] ? { contentType: req.headers["content-type"] } : {}),
    };
    this.options.log.push(entry);
    let headers: Record<string, string> = {};
    try {
      const fault = this.faults.find((f) => f.times > 0 && !f.withFiles && f.method === method && f.path.test(path));
      if (fault) {
        fault.times--;
        await readBody(req);
        return this.send(res, entry, fault.status, {}, { message: `injected ${fault.status}`, code: fault.code ?? 0 });
      }
      const found = this.match(method, path);
      if (!found) throw notFound();
      const [route, params] = found;
      entry.route = `${method} /${route.segments.join("/")}`;
      this.countConnection(entry.route, req.socket);
      if (route.auth === "bot" && auth !== `Bot ${this.options.token}`) throw unauthorized();
      const { json: body, files } = await readBody(req);
      Object.assign(entry, body === undefined ? {} : { body }, files.length ? { files } : {});
      const uploadFault = this.faults.find(
        (f) =>
          f.times > 0 &&
          f.withFiles &&
          files.length > 0 &&
          files.reduce((n, file) => n + file.data.length, 0) >= (f.minBytes ?? 0) &&
          f.method === method &&
          f.path.test(path),
      );
      if (uploadFault) {
        uploadFault.times--;
        return this.send(
          res,
          entry,
          uploadFault.status,
          {},
          { message: `injected ${uploadFault.status}`, code: uploadFault.code ?? 0 },
        );
      }
      const mentions = allowedMentionsOf(body);
      if (mentions.given) entry.allowedMentions = mentions.value;
      const major = route.major.map((p) => params[p]).join("/");
      const verdict = this.options.limiter.check(
        route.group,
        major,
        route.auth === "bot" && route.group !== "interactionCallback",
      );
      headers = verdict.headers;
      if (verdict.refused) {
        const { retryAfter, global } = verdict.refused;
        entry.global = global;
        return this.send(res, entry, 429, headers, {
          message: "You are being rate limited.",
          retry_after: Number(retryAfter.toFixed(3)),
          global,
        });
      }
      const result = await route.handler({ params, query, body, files });
      this.send(res, entry, result.status, headers, result.body);
    } catch (error) {
      if (!(error instanceof DiscordError)) throw error;
      this.send(res, entry, error.status, { ...headers, ...error.headers() }, error.body());
    }
  }

  private send(
    res: ServerResponse,
    entry: RestLogEntry,
    status: number,
    headers: Record<string, string>,
    body: unknown,
  ): void {
    Object.assign(entry, { status, doneAt: this.options.now() });
    if (body === undefined) res.writeHead(status, headers).end();
    else res.writeHead(status, { ...headers, "content-type": "application/json" }).end(JSON.stringify(body));
  }

  private match(method: string, path: string): [Route, Record<string, string>] | undefined {
    const parts = path.split("/").slice(1);
    for (const route of this.routes) {
      if (route.method !== method || route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const ok = route.segments.every((segment, i) => {
        if (segment.startsWith(":")) params[segment.slice(1)] = parts[i]!;
        return segment.startsWith(":") || segment === parts[i];
      });
      if (ok) return [route, params];
    }
    return undefined;
  }
}

/** Message bodies carry `allowed_mentions` at the top, interaction callbacks inside `data`. */
function allowedMentionsOf(body: any): { given: boolean; value?: unknown } {
  for (const holder of [body?.data, body]) {
    if (holder && typeof holder === "object" && "allowed_mentions" in holder)
      return { given: true, value: holder.allowed_mentions };
  }
  return { given: false };
}
