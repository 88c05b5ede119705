import type { Config } from "./config.js";

const DISCORD_API = "https://discord.com/api";
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/**
 * The usual first-run faults in one line each, saying what to do: an operator's first start
 * should not end in a bare `getaddrinfo ENOTFOUND`. Undefined for anything else.
 */
export function explainStartupFault(error: unknown, config: Config, stage: "database" | "discord"): string | undefined {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === "EADDRINUSE" || code === "EACCES") {
    const metrics =
      config.http.metrics !== undefined &&
      (error as { port?: number }).port === config.http.metrics.port &&
      config.http.metrics.port !== config.http.port;
    const [what, port, variable] = metrics
      ? ["metrics", config.http.metrics!.port, "FLOWBOT_METRICS_PORT"]
      : ["HTTP server", config.http.port, "FLOWBOT_HTTP_PORT"];
    const why = code === "EADDRINUSE" ? "already in use" : "not permitted";
    return `The ${what} cannot listen on port ${port} (${why}): set ${variable} to another port (0 picks a free one).`;
  }
  if (stage === "database") {
    const where = databaseWhere(config.db.url);
    if (code !== undefined && NETWORK_CODES.has(code)) {
      return (
        `The database at ${where} is unreachable (${code}): ` +
        "check DATABASE_URL and that Postgres is running and accepts connections."
      );
    }
    if (code === "28P01" || code === "28000")
      return `The database at ${where} refused the user name or password in DATABASE_URL.`;
    if (code === "3D000")
      return (
        `The database named in DATABASE_URL does not exist on ${where}: ` +
        "create it (e.g. `createdb`) or fix the name."
      );
    return undefined;
  }
  const api = config.discord.apiUrl ?? DISCORD_API;
  if (code !== undefined && NETWORK_CODES.has(code)) {
    const check = config.discord.apiUrl ? "network and DNS, and DISCORD_API_URL" : "network and DNS";
    return `Discord is unreachable at ${api} (${code}): check this machine's ${check}.`;
  }
  if (code === "TokenInvalid" || (error as { status?: number })?.status === 401) {
    return (
      "Discord refused DISCORD_TOKEN: copy the bot's token again from the Developer Portal " +
      "(your application → Bot → Reset Token)."
    );
  }
  if (/disallowed intent/i.test(message)) {
    // The bot already fell back once without Message Content: what is left refused is named as it is.
    return (
      "Discord refused the gateway intents flowbot needs (close code 4014), even without Message Content: " +
      "check the application's Privileged Gateway Intents in the Developer Portal (your application → Bot) " +
      "and that the token belongs to this bot."
    );
  }
  return undefined;
}

function errorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  // Network errors arrive wrapped (fetch's `cause`) or grouped (one per address tried).
  for (let current = error; current && typeof current === "object" && !seen.has(current);) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    const group = (current as { errors?: unknown[] }).errors;
    current = Array.isArray(group) && group.length > 0 ? group[0] : (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Host, port and database name of DATABASE_URL: never its password. */
function databaseWhere(url: string | undefined): string {
  if (url === undefined) return "the embedded data directory";
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}
