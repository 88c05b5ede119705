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
 * Connections for the first answers, per Discord host. Opening one (and, to Discord, its TLS
 * handshake) costs the process far more than a request on one kept alive; with 64, a burst of
 * 1000 answers takes 16 round trips each (about a second at 60 ms to Discord).
 */
const ANSWER_CONNECTIONS = 64;

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

/**
 * discord.js's way of sending a request, except that a body given as an async iterable (a large
 * upload, see `MultipartBody`) is streamed to the socket: @discordjs/rest would first read it
 * whole into one Buffer. Everything else is sent by discord.js's own `makeRequest`.
 */
export function streamingMakeRequest(): MakeRequest {
  const undici = undiciOfRest();
  return async (url, init) => {
    if (!isStream(init.body)) return DefaultRestOptions.makeRequest(url, init);
    const res = await undici.request(url, init);
    return {
      body: res.body,
      arrayBuffer: () => res.body.arrayBuffer(),
      json: () => res.body.json(),
      text: () => res.body.text(),
      get bodyUsed() {
        return res.body.bodyUsed;
      },
      headers: new Headers(
        Object.entries(res.headers).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v): [string, string] => [name, v]),
        ),
      ),
      status: res.statusCode,
      statusText: STATUS_CODES[res.statusCode] ?? "",
      ok: res.statusCode >= 200 && res.statusCode < 300,
    };
  };
}
