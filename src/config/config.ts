import { existsSync } from "node:fs";
import { z } from "zod";
import { ANYWHERE_VARIABLES, anywhereConfig, anywhereSchema } from "./config-anywhere.js";
import { ENGINE_URLS_EXPECTED, engineUrls, enginesConfig } from "./config-engines.js";
import { IMAGE_CHECK_VARIABLES, imageCheckConfig, imageCheckSchema } from "./config-image-check.js";

const httpUrl = z.url({ protocol: /^https?$/ });
/** An address to listen on: this host only unless told otherwise. */
const address = z.string().regex(/^[\w.:-]{1,253}$/);
const host = address.default("127.0.0.1");

/**
 * Every variable, with what it must hold in plain words: the error for a missing or malformed
 * one is this sentence, never the schema library's text. `.env.example` lists the same names.
 */
export const VARIABLES = {
  DISCORD_TOKEN: { expected: "the bot token from the Discord Developer Portal (Bot → Reset Token)", secret: true },
  DISCORD_APPLICATION_ID: { expected: "the application id: 17 to 20 digits (Developer Portal → General Information)" },
  DISCORD_API_URL: {
    expected:
      "an http(s) URL of Discord's REST API, e.g. https://discord.com/api, or of the REST proxy (unset: Discord's own)",
  },
  DISCORD_SHARD_COUNT: {
    expected:
      "auto (the count Discord recommends) or the bot's total number of shards, 1 or more, the same in every process",
  },
  DISCORD_SHARDS: {
    expected: "the shard ids this process runs, e.g. 0,1 or 0-3, each below DISCORD_SHARD_COUNT (unset: every shard)",
  },
  DATABASE_URL: {
    expected: "a postgres:// URL, e.g. postgres://flowbot:secret@db:5432/flowbot (unset: the embedded database)",
    secret: true,
  },
  FLOWBOT_DATA_DIR: { expected: "a directory for the embedded database and its key, e.g. ./data" },
  FLOWBOT_SECRET_KEY: {
    expected: "32 random bytes, base64-encoded (make one with `openssl rand -base64 32`)",
    secret: true,
  },
  FLOWBOT_MIGRATE: { expected: "true or false" },
  FLOW_CLOUD_URL: {
    expected:
      "the cloud service's base URL, e.g. https://cloud.example.com " +
      "(required unless FLOW_ENGINE_URLS names self-hosted engines: there is no default)",
  },
  FLOW_API_URL: {
    expected:
      "the registry and partner API's base URL, e.g. https://api.example.com " +
      "(required unless FLOW_ENGINE_URLS is set: there is no default)",
  },
  FLOW_ENGINE_URLS: { expected: ENGINE_URLS_EXPECTED },
  FLOW_ENGINE_CHECKPOINT: {
    expected:
      "the checkpoint file the built-in workflow uses on the engines, " +
      "e.g. sd_xl_base_1.0.safetensors (unset: each engine's first)",
  },
  FLOW_ENGINE_HEADER: {
    expected: "one header sent to every engine, for a reverse proxy in front of them, as Name: value",
    secret: true,
  },
  FLOW_API_KEY: { expected: "a platform API key used by servers that have not set their own", secret: true },
  ...ANYWHERE_VARIABLES,
  ...IMAGE_CHECK_VARIABLES,
  FLOWBOT_HTTP_PORT: { expected: "a port number from 0 to 65535 (0 picks a free port)" },
  FLOWBOT_HTTP_HOST: {
    expected: "the address the HTTP server listens on, e.g. 127.0.0.1 (the default) or 0.0.0.0 inside a container",
  },
  FLOWBOT_FILE_LINK_DAYS: { expected: "how many days a file link works, a whole number from 1 to 3650 (default 30)" },
  FLOWBOT_REST_PROXY_PORT: { expected: "the port `npm run rest-proxy` listens on, from 0 to 65535 (default 8081)" },
  FLOWBOT_REST_PROXY_HOST: {
    expected: "the address `npm run rest-proxy` listens on, e.g. 127.0.0.1 (the default) or 0.0.0.0 inside a container",
  },
  FLOWBOT_METRICS_PORT: {
    expected: "a port number from 0 to 65535 for /metrics, apart from FLOWBOT_HTTP_PORT (unset: no metrics)",
  },
  FLOWBOT_METRICS_HOST: {
    expected: "the address /metrics listens on, e.g. 127.0.0.1 (the default) or 0.0.0.0 inside a container",
  },
  FLOWBOT_PUBLIC_URL: {
    expected:
      "the http(s) URL where this bot's HTTP server is reachable from outside, e.g. https://flowbot.example.com",
  },
  LOG_LEVEL: { expected: "one of fatal, error, warn, info, debug, trace, silent" },
} as const satisfies Record<string, { expected: string; secret?: boolean }>;

type Name = keyof typeof VARIABLES;

const EnvSchema = z
  .object({
    DISCORD_TOKEN: z.string().min(1),
    DISCORD_APPLICATION_ID: z
      .string()
      .regex(/^\d{17,20}$/)
      .optional(),
    DISCORD_API_URL: httpUrl.optional(),
    DISCORD_SHARD_COUNT: z.union([z.literal("auto"), z.coerce.number().int().min(1)]).default("auto"),
    DISCORD_SHARDS: z
      .string()
      .regex(/^\d+(-\d+)?(,\d+(-\d+)?)*$/)
      .transform(shardIds)
      .refine((ids) => ids.length > 0)
      .optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .optional(),
    FLOWBOT_DATA_DIR: z.string().min(1).default("./data"),
    FLOWBOT_SECRET_KEY: z
      .string()
      .refine((v) => Buffer.from(v, "base64").length === 32)
      .optional(),
    FLOWBOT_MIGRATE: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    FLOW_CLOUD_URL: httpUrl.transform(stripSlash).optional(),
    FLOW_API_URL: httpUrl.transform(stripSlash).optional(),
    FLOW_ENGINE_URLS: engineUrls.optional(),
    FLOW_ENGINE_CHECKPOINT: z.string().min(1).max(500).optional(),
    FLOW_ENGINE_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,100}:\s*\S.*$/)
      .transform((header) => {
        const at = header.indexOf(":");
        return { name: header.slice(0, at), value: header.slice(at + 1).trim() };
      })
      .optional(),
    FLOW_API_KEY: z.string().min(1).optional(),
    ...anywhereSchema,
    ...imageCheckSchema,
    FLOWBOT_HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    // Both unset by default: the HTTP server listens on 127.0.0.1, a link works for 30 days (src/http).
    FLOWBOT_HTTP_HOST: address.optional(),
    FLOWBOT_FILE_LINK_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
    FLOWBOT_REST_PROXY_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
    FLOWBOT_REST_PROXY_HOST: host,
    FLOWBOT_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    FLOWBOT_METRICS_HOST: host,
    FLOWBOT_PUBLIC_URL: httpUrl.optional().transform((v) => (v === undefined ? v : stripSlash(v))),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  } satisfies Record<Name, z.ZodType>)
  .refine(
    (env) =>
      env.DISCORD_SHARD_COUNT === "auto" ||
      (env.DISCORD_SHARDS ?? []).every((id) => id < Number(env.DISCORD_SHARD_COUNT)),
    { path: ["DISCORD_SHARDS"] },
  )
  // Without self-hosted engines, jobs run on the cloud and the platform: both URLs are needed.
  .refine((env) => env.FLOW_ENGINE_URLS !== undefined || env.FLOW_CLOUD_URL !== undefined, { path: ["FLOW_CLOUD_URL"] })
  .refine((env) => env.FLOW_ENGINE_URLS !== undefined || env.FLOW_API_URL !== undefined, { path: ["FLOW_API_URL"] });

export type Env = z.input<typeof EnvSchema>;
export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Reads `.env` in the working directory when there is one; variables already set win over it. */
export function readEnvFile(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/** Reads and validates the whole environment once; every problem is reported together. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0]) as Name))];
    const lines = names.map((name) => `  ${describeProblem(name, present[name], detailsOf(parsed.error, name))}`);
    const which = names.length === 1 ? "a setting is" : "some settings are";
    throw new ConfigError(
      [
        `flowbot cannot start: ${which} missing or wrong.`,
        ...lines,
        "Set them in the environment or in a .env file (see .env.example).",
      ].join("\n"),
    );
  }
  return toConfig(parsed.data);
}

function describeProblem(name: Name, value: string | undefined, details: string[] = []): string {
  const { expected } = VARIABLES[name];
  if (value === undefined) return `${name} is not set: it should be ${expected}.`;
  // A secret's value is never repeated back, even a wrong one (it may be the right secret in the wrong place).
  const shown = "secret" in VARIABLES[name] ? "" : ` (it is "${value.length > 60 ? `${value.slice(0, 60)}…` : value}")`;
  if (details.length > 0) return `${name} is not valid${shown}: ${details.join("; ")}. It should be ${expected}.`;
  return `${name} is not valid${shown}: it should be ${expected}.`;
}

/** What a variable's own check said of a part of its value (FLOW_ENGINE_URLS: which engine, which option). */
function detailsOf(error: z.ZodError, name: Name): string[] {
  return error.issues
    .filter((issue) => issue.path[0] === name && issue.code === "custom" && issue.params?.detail === true)
    .map((issue) => issue.message);
}

function toConfig(env: z.output<typeof EnvSchema>) {
  return {
    discord: {
      token: env.DISCORD_TOKEN,
      applicationId: env.DISCORD_APPLICATION_ID,
      apiUrl: env.DISCORD_API_URL,
      shards: { count: env.DISCORD_SHARD_COUNT, ids: env.DISCORD_SHARDS },
    },
    db: {
      url: env.DATABASE_URL,
      dataDir: env.FLOWBOT_DATA_DIR,
      secretKey: env.FLOWBOT_SECRET_KEY,
      migrate: env.FLOWBOT_MIGRATE,
    },
    flow: {
      cloudUrl: env.FLOW_CLOUD_URL,
      apiUrl: env.FLOW_API_URL,
      defaultApiKey: env.FLOW_API_KEY,
    },
    engines: {
      ...enginesConfig(env.FLOW_ENGINE_URLS),
      checkpoint: env.FLOW_ENGINE_CHECKPOINT,
      header: env.FLOW_ENGINE_HEADER,
    },
    anywhere: anywhereConfig(env),
    imageCheck: imageCheckConfig(env),
    restProxy: { port: env.FLOWBOT_REST_PROXY_PORT, host: env.FLOWBOT_REST_PROXY_HOST },
    http: {
      port: env.FLOWBOT_HTTP_PORT,
      host: env.FLOWBOT_HTTP_HOST,
      fileLinkDays: env.FLOWBOT_FILE_LINK_DAYS,
      publicUrl: env.FLOWBOT_PUBLIC_URL,
      /**
       * Where members' browsers reach the bot's pages (Vary (Region)'s editor), when not at
       * `publicUrl`: the playground's bot serves them on 127.0.0.1 only. Set by code, never by the environment.
       */
      pagesUrl: undefined as string | undefined,
      metrics:
        env.FLOWBOT_METRICS_PORT === undefined
          ? undefined
          : { port: env.FLOWBOT_METRICS_PORT, host: env.FLOWBOT_METRICS_HOST },
    },
    logLevel: env.LOG_LEVEL,
  };
}

/** "0,2-3" → [0, 2, 3]: ids and ranges, sorted, each once; a range backwards is empty. */
function shardIds(list: string): number[] {
  const ids = list.split(",").flatMap((part) => {
    const [from, to = from] = part.split("-").map(Number) as [number, number?];
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  });
  return [...new Set(ids)].sort((a, b) => a - b);
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
