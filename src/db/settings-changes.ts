import { sql } from "drizzle-orm";
import type { Db } from "./db.js";

/** The Postgres channel a change of a server's settings, key or workflows is announced on; the payload is its id. */
export const SETTINGS_CHANNEL = "flowbot_settings";

/**
 * Announces that a server's settings, key, language or saved workflows changed: this process's
 * listeners hear it at once (before the write's caller goes on), the other processes sharing the
 * database through `NOTIFY` (src/settings-cache/listen.ts). A lost notification is not an error:
 * the caches refresh by themselves within their bounded staleness.
 */
export class SettingsChanges {
  private readonly listeners = new Set<(guildId: string) => void>();

  constructor(private readonly db: Db) {}

  /** Calls `listener` with the server's id after each change; returns the way to stop. */
  on(listener: (guildId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** After a change was written (committed). Never throws. */
  async changed(guildId: string): Promise<void> {
    for (const listener of this.listeners) listener(guildId);
    await this.db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${guildId})`).catch(() => undefined);
  }
}
