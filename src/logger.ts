import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/** Paths that may hold a secret, wherever they appear in a log object. */
export const REDACT_PATHS = [
  "apiKey",
  "*.apiKey",
  "key",
  "*.key",
  "token",
  "*.token",
  "secret",
  "*.secret",
  "headers.authorization",
  "headers['x-api-key']",
  "*.headers.authorization",
  "*.headers['x-api-key']",
  "extra_data.api_key_platform",
  "*.extra_data.api_key_platform",
];

/**
 * The process logger. Secrets are removed by path (`redact`) and, as a second line of defence,
 * any registered secret value is masked wherever it appears in a line.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      hooks: {
        streamWrite: (line) => maskSecrets(line),
      },
    },
    destination,
  );
}

const secrets = new Set<string>();
/** One pattern for every secret, rebuilt only when a new one is registered: one scan per line. */
let pattern: RegExp | undefined;

/** Registers a value (an API key, a token) that must never appear in a log line. */
export function registerSecret(value: string | undefined): void {
  if (value === undefined || value.length < 8 || secrets.has(value)) return;
  secrets.add(value);
  pattern = undefined;
}

export function maskSecrets(text: string): string {
  if (secrets.size === 0) return text;
  // Longest first, so a secret that contains another is masked whole.
  pattern ??= new RegExp([...secrets].sort((a, b) => b.length - a.length).map(escape).join("|"), "g");
  return text.replace(pattern, "[redacted]");
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
