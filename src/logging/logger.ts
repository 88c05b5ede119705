import { pino, type DestinationStream, type Logger } from "pino";
import { serializeError } from "./errors.js";
import { maskSecrets } from "./secrets.js";

export type { Logger };
export { maskSecrets, registerSecret, unregisterSecret } from "./secrets.js";

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
 * The process logger. Secrets are removed by path (`redact`), errors are logged through a
 * serializer that keeps what explains them and drops request bodies and tokens, and, as a
 * second line of defence, any registered secret value is masked inside the line's strings.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { err: serializeError, error: serializeError },
      hooks: {
        streamWrite: (line) => maskSecrets(line),
      },
    },
    destination,
  );
}
