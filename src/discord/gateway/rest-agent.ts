import { createRequire } from "node:module";
import { STATUS_CODES } from "node:http";
import { DefaultRestOptions, type RESTOptions } from "discord.js";

type Agent = NonNullable<RESTOptions["agent"]>;
type MakeRequest = RESTOptions["makeRequest"];

interface UndiciOfRest {
  Agent: new (options?: object) => Agent;
  Dispatcher: new () => Agent;
  request(
    url: string,
    options: object,
  ): Promise<{
    statusCode: number;
    headers: Record<string, string | string[] | undefined>;
    body: Awaited<ReturnType<MakeRequest>>["body"] & {
      arrayBuffer(): Promise<ArrayBuffer>;
      json(): Promise<unknown>;
      text(): Promise<string>;
      bodyUsed: boolean;
    };
  }>;
}

/** The undici that discord.js itself loads, resolved the way discord.js resolves it (whatever the install layout). */
function undiciOfRest(): UndiciOfRest {
  const ours = createRequire(import.meta.url);
  const rest = createRequire(ours.resolve("discord.js")).resolve("@discordjs/rest");
  return createRequire(rest)("undici") as UndiciOfRest;
}

/**
 * Connections for the first answers, per Discord host. Opening one (to Discord with its TLS
 * handshake) costs the process far more than a request on one kept alive, and under a burst that
 * CPU is what every answer waits for; too few, and the answers queue for round trips instead.
 * With 128, a burst of 1000 answers takes 8 round trips on each (half a second at 60 ms to Discord).
 */
export const ANSWER_CONNECTIONS = 128;

/** An interaction's first answer: exempt from Discord's global limit, and what a member waits for. */
const isAnswer = (path: string) => /\/interactions\/\d+\/[^/?]+\/callback(?:\?|$)/.test(path);

/**
 * A connection pool for discord.js's REST client, made by the undici that discord.js itself
 * loads. Given none, discord.js sends through the process-wide dispatcher, and whichever undici
 * is loaded first installs its own there: once our undici 7 (the API clients) was first, every
 * multipart upload of discord.js's undici 6 failed ("action is not a function"). With a pool of
 * its own, discord.js depends on no global state, and neither do we (our clients pass theirs).
 *
 * Interaction callbacks (the first answers) go through connections of their own: under a burst
 * they never wait behind the edits and uploads of running jobs for a connection, and they reuse
 * at most `ANSWER_CONNECTIONS` kept alive: src/admission/answer-first.ts sends every answer at
 * once, and unbounded, a burst of 1000 commands opened a connection for nearly each (1073).
 */
export function discordRestAgent(): Agent {
  const undici = undiciOfRest();
  const others = new undici.Agent({ keepAliveTimeout: 30_000 });
  const answers = new undici.Agent({ keepAliveTimeout: 30_000, connections: ANSWER_CONNECTIONS });
  class ByRoute extends undici.Dispatcher {
    override dispatch(...args: Parameters<Agent["dispatch"]>): boolean {
      return (isAnswer(args[0].path) ? answers : others).dispatch(...args);
    }
    override async close(): Promise<void> {
      await Promise.all([answers.close(), others.close()]);
    }
    override async destroy(): Promise<void> {
      await Promise.all([answers.destroy(), others.destroy()]);
    }
  }
  return new ByRoute();
}

const isStream = (body: unknown): body is AsyncIterable<Uint8Array> =>
  typeof body === "object" && body !== null && Symbol.asyncIterator in body;

/** A body undici sends as it is: what discord.js gives for every request but a form with files. */
const isPlain = (body: unknown): body is string | Uint8Array | null | undefined =>
  body === undefined || body === null || typeof body === "string" || body instanceof Uint8Array;

type RawHeaders = Record<string, string | string[] | undefined>;

/**
 * A response's headers as fetch's `Headers` reads them (names in any case, repeated values
 * joined), over the record undici parsed, read-only. @discordjs/rest reads a few of them
 * (content type, rate limits); building a fetch `Headers` of every response, as its own
 * `makeRequest` does, was a tenth of the process's work for a first answer under a burst.
 */
class ResponseHeaders implements Headers {
  constructor(private readonly raw: RawHeaders) {}
  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  }
  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }
  getSetCookie(): string[] {
    const value = this.raw["set-cookie"];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  }
  *entries(): ReturnType<Headers["entries"]> {
    for (const name of Object.keys(this.raw).sort()) {
      const value = this.get(name);
      if (value !== null) yield [name, value];
    }
  }
  *keys(): ReturnType<Headers["keys"]> {
    for (const [name] of this.entries()) yield name;
  }
  *values(): ReturnType<Headers["values"]> {
    for (const [, value] of this.entries()) yield value;
  }
  [Symbol.iterator](): ReturnType<Headers["entries"]> {
    return this.entries();
  }
  forEach(callback: (value: string, name: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this);
  }
  append(): void {
    throw new TypeError("A response's headers are read-only.");
  }
  set(): void {
    throw new TypeError("A response's headers are read-only.");
  }
  delete(): void {
    throw new TypeError("A response's headers are read-only.");
  }
}

/**
 * discord.js's way of sending a request, except that a body given as an async iterable (a large
 * upload, see `MultipartBody`) is streamed to the socket (@discordjs/rest would first read it
 * whole into one Buffer), and that the response's headers are read where undici put them
 * (`ResponseHeaders`). A form with files is sent by discord.js's own `makeRequest`.
 */
export function streamingMakeRequest(): MakeRequest {
  const undici = undiciOfRest();
  return async (url, init) => {
    if (!isStream(init.body) && !isPlain(init.body)) return DefaultRestOptions.makeRequest(url, init);
    const res = await undici.request(url, init);
    return {
      body: res.body,
      arrayBuffer: () => res.body.arrayBuffer(),
      json: () => res.body.json(),
      text: () => res.body.text(),
      get bodyUsed() {
        return res.body.bodyUsed;
      },
      headers: new ResponseHeaders(res.headers),
      status: res.statusCode,
      statusText: STATUS_CODES[res.statusCode] ?? "",
      ok: res.statusCode >= 200 && res.statusCode < 300,
    };
  };
}
