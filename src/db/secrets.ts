import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ConfigError } from "../config/config.js";
import { registerSecret, type Logger } from "../logging/logger.js";

const VERSION = "v1";
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** AES-256-GCM with a fresh IV per value: `v1:<iv>:<tag>:<ciphertext>`, each part base64. */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES)
      throw new ConfigError(`FLOWBOT_SECRET_KEY must be ${KEY_BYTES} bytes, base64-encoded.`);
    this.#key = Buffer.from(key);
    // Whatever logs it by mistake, the key itself never reaches a log line.
    registerSecret(key.toString("base64"), { pinned: true });
  }

  /** A separate key for another purpose (e.g. signing links), so the encryption key itself never leaves. */
  derive(purpose: string): Buffer {
    return Buffer.from(hkdfSync("sha256", this.#key, Buffer.alloc(0), `flowbot ${purpose}`, KEY_BYTES));
  }

  encrypt(text: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    const ciphertext = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
    const tag = cipher.getAuthTag();
    return `${VERSION}:${iv.toString("base64")}:${tag.toString("base64")}:${ciphertext.toString("base64")}`;
  }

  /** Throws on a foreign format, a tampered value or another key: never returns garbage. */
  decrypt(blob: string): string {
    const [version, iv, tag, ciphertext, ...rest] = blob.split(":");
    if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
      throw new Error("The stored value is not in the v1 encrypted format.");
    }
    const decipher = createDecipheriv("aes-256-gcm", this.#key, Buffer.from(iv, "base64"));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    try {
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64")), decipher.final()]).toString("utf8");
    } catch {
      throw new Error("The stored value could not be decrypted with this key (wrong key or tampered value).");
    }
  }
}

export interface SecretOptions {
  /** FLOWBOT_SECRET_KEY, base64. */
  secretKey?: string;
  dataDir: string;
  /** Embedded (PGlite) mode may generate a key; with a database server the operator must set one. */
  embedded: boolean;
  logger?: Logger;
}

/** The key that encrypts stored API keys: configured, else (embedded only) generated once and reused. */
export async function loadSecret(options: SecretOptions): Promise<SecretBox> {
  if (options.secretKey !== undefined) return new SecretBox(Buffer.from(options.secretKey, "base64"));
  if (!options.embedded) {
    throw new ConfigError(
      "FLOWBOT_SECRET_KEY is required with DATABASE_URL: a 32-byte key, base64-encoded (e.g. `openssl rand -base64 32`). " +
        "Keep it: the stored API keys cannot be read without it.",
    );
  }
  const path = join(options.dataDir, "secret.key");
  await mkdir(options.dataDir, { recursive: true });
  try {
    // "wx": an existing key is never overwritten, whatever else happens to the data dir.
    await writeFile(path, randomBytes(KEY_BYTES).toString("base64") + "\n", { mode: 0o600, flag: "wx" });
    options.logger?.info(
      { path },
      "generated a new secret key for stored API keys; back it up with the data directory",
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // A copy restored from a backup may have lost its 0600; anyone who can read it can read every stored key.
    if (((await stat(path)).mode & 0o077) !== 0) {
      await chmod(path, 0o600);
      options.logger?.warn({ path }, "the secret key file was readable by others; it is now 0600");
    }
  }
  const key = Buffer.from((await readFile(path, "utf8")).trim(), "base64");
  if (key.length !== KEY_BYTES) throw new ConfigError(`${path} does not hold a ${KEY_BYTES}-byte base64 key.`);
  return new SecretBox(key);
}
