import { eq } from "drizzle-orm";
import { ConfigError } from "../config/config.js";
import type { SecretBox } from "./secrets.js";
import type { Db } from "./db.js";
import { isMissingTable } from "./errors.js";
import { meta } from "./schema.js";

const CHECK_KEY = "secret_check";
const CANARY = "flowbot secret check";

/**
 * The first start stores an encrypted canary; every later start must decrypt it, so a changed
 * or lost secret stops the bot at once instead of failing on each server's key later.
 */
export async function verifySecret(db: Db, box: SecretBox): Promise<void> {
  let stored: string | undefined;
  try {
    await db
      .insert(meta)
      .values({ key: CHECK_KEY, value: box.encrypt(CANARY) })
      .onConflictDoNothing();
    const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, CHECK_KEY));
    stored = row?.value;
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    throw new ConfigError(
      "The database has no flowbot tables yet. Run `npm run db:migrate`, or start with FLOWBOT_MIGRATE=true (the default).",
    );
  }
  if (stored !== undefined && decrypts(box, stored)) return;
  throw new ConfigError(
    "FLOWBOT_SECRET_KEY does not match the key that encrypted the stored API keys. Start with the original key " +
      "(in embedded mode, the data directory's secret.key); the stored keys cannot be read without it.",
  );
}

function decrypts(box: SecretBox, blob: string): boolean {
  try {
    return box.decrypt(blob) === CANARY;
  } catch {
    return false;
  }
}
