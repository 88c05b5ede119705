import { CloudClient } from "../api/cloud.js";
import { ApiError } from "../api/errors.js";
import { UserError } from "../errors.js";
import { text } from "../i18n/index.js";
import type { GuildStore } from "../db/guilds.js";
import { registerSecret, unregisterSecret } from "../logging/logger.js";

/** A platform key's length, as the key forms (a server's and a member's) take it. */
export const KEY_LENGTH = { min: 16, max: 200 } as const;

/** The key typed in a form, trimmed; it travels in an HTTP header: visible ASCII only (a NUL or a zero-width space would fail there). */
export function typedKey(value: string): string {
  const key = value.trim();
  if (!/^[\x21-\x7e]{16,200}$/.test(key)) throw new UserError(text("settings.keyInvalid", KEY_LENGTH));
  return key;
}

/** Checks a key with a cheap authenticated read of the cloud before it is saved. */
export async function checkKey(cloudUrl: string | undefined, key: string): Promise<void> {
  try {
    // A throwaway client: keys that turn out to be wrong are not kept in the bot's cache.
    if (cloudUrl === undefined) throw new UserError(text("engine.notSetUp"));
    await new CloudClient({ baseUrl: cloudUrl, apiKey: key }).queue();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new UserError(text("settings.keyRefused"));
    }
    // 402 / 429 are account states, not a bad key: the key is still worth saving.
    if (!(error instanceof ApiError) || (error.status !== 402 && error.status !== 429)) throw error;
  }
}

type KeyStore = Pick<GuildStore, "getApiKey" | "setApiKey" | "removeApiKey">;

/** The key being replaced or removed; one that no longer decrypts has nothing to forget. */
function storedKey(guilds: KeyStore, scope: string): Promise<string | undefined> {
  return guilds.getApiKey(scope).catch(() => undefined);
}

/** Saves a key the service took for a scope (a server's, or a member's own): masked in logs from now on, the one it replaces no longer. */
export async function saveKey(guilds: KeyStore, scope: string, key: string): Promise<void> {
  // Masked in logs only once the service took it: what a member types is not trusted.
  registerSecret(key);
  const previous = await storedKey(guilds, scope);
  await guilds.setApiKey(scope, key);
  if (previous !== key) unregisterSecret(previous);
}

/** Forgets a scope's key (and no longer masks it in logs). */
export async function forgetKey(guilds: KeyStore, scope: string): Promise<void> {
  const previous = await storedKey(guilds, scope);
  await guilds.removeApiKey(scope);
  unregisterSecret(previous);
}
