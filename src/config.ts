import { z } from "zod";

const optionalUrl = z.url({ protocol: /^(https?|wss?)$/ }).optional();

const EnvSchema = z.object({
  DISCORD_TOKEN: z.string().min(1, "is required: the bot token from the Discord developer portal"),
  DISCORD_APPLICATION_ID: z.string().regex(/^\d{17,20}$/, "must be a Discord snowflake").optional(),
  DISCORD_API_URL: optionalUrl,
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL").optional(),
  FLOWBOT_DATA_DIR: z.string().min(1).default("./data"),
  FLOWBOT_SECRET_KEY: z
    .string()
    .refine((v) => Buffer.from(v, "base64").length === 32, "must be 32 bytes, base64-encoded")
    .optional(),
  FLOWBOT_MIGRATE: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  FLOW_CLOUD_URL: z.url().default("https://cloud.flow.example").transform(stripSlash),
  FLOW_API_URL: z.url().default("https://api.flow.example").transform(stripSlash),
  FLOW_API_KEY: z.string().min(1).optional(),
  FLOWBOT_HTTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  FLOWBOT_PUBLIC_URL: z.url().optional().transform((v) => (v === undefined ? v : stripSlash(v))),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.input<typeof EnvSchema>;
export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Reads and validates the whole environment once; every problem is reported together. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`The environment is not valid:\n${lines.join("\n")}`);
  }
  return toConfig(parsed.data);
}

function toConfig(env: z.output<typeof EnvSchema>) {
  return {
    discord: {
      token: env.DISCORD_TOKEN,
      applicationId: env.DISCORD_APPLICATION_ID,
      apiUrl: env.DISCORD_API_URL,
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
    http: { port: env.FLOWBOT_HTTP_PORT, publicUrl: env.FLOWBOT_PUBLIC_URL },
    logLevel: env.LOG_LEVEL,
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
