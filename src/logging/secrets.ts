/**
 * Secret values masked in every log line, as a second line of defence behind `redact`.
 *
 * Only values we trust are registered: the operator's own (pinned) and API keys the service
 * accepted or that were decrypted from the database. Guild keys are kept most recently used
 * first and bounded, and a removed key is forgotten. A value is masked only inside the line's
 * JSON strings, one escape sequence at a time, so no registered text (`"level":30,"time":`)
 * can change the structure of a line.
 */

/** Far more guild keys than one process uses at once; the least recently used goes first. */
export const MAX_SECRETS = 500;
const MIN_LENGTH = 8;

interface Entry {
  /** The value as it appears inside a JSON string. */
  escaped: string;
  pinned: boolean;
}

const secrets = new Map<string, Entry>();
/** Rebuilt only when the set changes, not when a key is used again. */
let pattern: RegExp | undefined;

export function registerSecret(value: string | undefined, { pinned = false }: { pinned?: boolean } = {}): void {
  if (value === undefined || value.length < MIN_LENGTH) return;
  const existing = secrets.get(value);
  if (existing) {
    secrets.delete(value);
    secrets.set(value, { ...existing, pinned: existing.pinned || pinned });
    return;
  }
  secrets.set(value, { escaped: JSON.stringify(value).slice(1, -1), pinned });
  pattern = undefined;
  if (secrets.size > MAX_SECRETS) {
    for (const [oldest, entry] of secrets) {
      if (entry.pinned) continue;
      secrets.delete(oldest);
      break;
    }
  }
}

/**
 * Forgets a guild key that was removed or replaced; the operator's own values stay. A key that
 * another guild also uses is registered again the next time that guild's key is read.
 */
export function unregisterSecret(value: string | undefined): void {
  if (value === undefined || secrets.get(value)?.pinned !== false) return;
  secrets.delete(value);
  pattern = undefined;
}

export function registeredSecretCount(): number {
  return secrets.size;
}

const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/** Masks every registered value inside the JSON strings of a log line. */
export function maskSecrets(line: string): string {
  if (secrets.size === 0) return line;
  pattern ??= build();
  const re = pattern;
  return line.replace(JSON_STRING, (token) =>
    // Escapes are consumed whole, so a match always starts and ends between two characters.
    token.replace(re, (match, secret: string | undefined) => (secret === undefined ? match : "[redacted]")),
  );
}

function build(): RegExp {
  // Longest first, so a secret that contains another is masked whole.
  const values = [...secrets.values()].map((e) => e.escaped).sort((a, b) => b.length - a.length);
  return new RegExp(`(${values.map(escapeRegExp).join("|")})|\\\\u[0-9a-fA-F]{4}|\\\\[\\s\\S]`, "g");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
