import { z } from "zod";

/** How much of the work an engine takes, from FLOW_ENGINE_URLS. */
export interface EngineLimits {
  /** Its share beside the others (default 1): an engine of weight 2 is as busy as one of weight 1 with half its queue. */
  weight: number;
  /** Prompts of this process in flight there at most; unset, no limit. Past it, jobs wait for room. */
  maxInFlight?: number;
}

export const ENGINE_URLS_EXPECTED =
  "the base URLs of your self-hosted engines, comma-separated, each optionally followed by " +
  ";weight=N (its share of the work, a number above 0 up to 1000, default 1) and ;max=N (its jobs in " +
  "flight at most, a whole number from 1 to 1000), e.g. http://gpu-1:8188;weight=2;max=4,http://gpu-2:8188 " +
  "(unset: no engines)";

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * `http://gpu-1:8188;weight=2;max=4,http://gpu-2:8188` → each engine's URL with its limits. A bad
 * part is named in the issue's message (the configuration error quotes it).
 */
export const engineUrls = z.string().transform((list, ctx) => {
  const engines: Array<{ url: string; limits: EngineLimits }> = [];
  const problem = (message: string) => ctx.addIssue({ code: "custom", message, params: { detail: true } });
  for (const part of list.split(",")) {
    const [address = "", ...options] = part.split(";").map((s) => s.trim());
    const url = address.replace(/\/+$/, "");
    if (!httpUrl.safeParse(url).success) {
      problem(`"${url}" is not an http(s) URL`);
      continue;
    }
    if (engines.some((e) => e.url === url)) problem(`${url} is listed twice`);
    const limits: EngineLimits = { weight: 1 };
    for (const option of options) {
      const [key, value = ""] = option.split("=").map((s) => s.trim());
      const n = Number(value);
      if (key === "weight" && value !== "" && n > 0 && n <= 1000) limits.weight = n;
      else if (key === "max" && Number.isInteger(n) && n >= 1 && n <= 1000) limits.maxInFlight = n;
      else if (key === "weight") problem(`the weight of ${url} must be a number above 0 up to 1000 (it is "${value}")`);
      else if (key === "max") problem(`the max of ${url} must be a whole number from 1 to 1000 (it is "${value}")`);
      else problem(`"${option}" after ${url} is neither weight=N nor max=N`);
    }
    engines.push({ url, limits });
  }
  return engines;
});

/** The engines' URLs and each one's limits, as the engine pool takes them. */
export function enginesConfig(engines: Array<{ url: string; limits: EngineLimits }> | undefined) {
  return {
    urls: (engines ?? []).map((e) => e.url),
    limits: Object.fromEntries((engines ?? []).map((e) => [e.url, e.limits])) as Record<string, EngineLimits>,
  };
}
