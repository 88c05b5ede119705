import { UserError } from "../errors.js";
import { text } from "../i18n/index.js";

/**
 * A stand-in for a client of a service this bot was not given a URL for (engines only: no
 * FLOW_CLOUD_URL or FLOW_API_URL). Every call answers, privately to the member, that this bot is
 * not set up for it, instead of failing on a URL that is not there.
 */
export function unconfigured<T extends object>(): T {
  return new Proxy({} as T, {
    get: (_target, name) =>
      name === "then" ? undefined : () => Promise.reject(new UserError(text("engine.notSetUp"))),
  });
}
