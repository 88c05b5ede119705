import { createRequire } from "node:module";
import type { RESTOptions } from "discord.js";

type Agent = NonNullable<RESTOptions["agent"]>;

interface UndiciOfRest {
  Agent: new (options?: object) => Agent;
  Dispatcher: new () => Agent;
}

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
 * the few kept alive (src/admission/answer-first.ts sends a bounded number at once) instead of
 * opening one each beside those of the other requests.
 */
export function discordRestAgent(): Agent {
  const ours = createRequire(import.meta.url);
  // Resolved the way discord.js resolves it, so it is the same copy whatever the install layout.
  const rest = createRequire(ours.resolve("discord.js")).resolve("@discordjs/rest");
  const undici = createRequire(rest)("undici") as UndiciOfRest;
  const others = new undici.Agent({ keepAliveTimeout: 30_000 });
  const answers = new undici.Agent({ keepAliveTimeout: 30_000 });
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
