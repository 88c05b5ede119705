import pg from "pg";
import { SETTINGS_CHANNEL } from "../db/settings-changes.js";
import type { Logger } from "../logging/logger.js";

export interface ChangeListener {
  close(): Promise<void>;
}

/** How long after a dropped connection the next one is tried. */
const RECONNECT_MS = 1_000;

/**
 * Listens on Postgres for the changes other processes announce (`SETTINGS_CHANNEL`), on a
 * connection of its own. Whenever it had to connect again, notifications may have been lost
 * meanwhile: `gap` is called once it listens again.
 */
export function listenForChanges(
  url: string,
  handlers: { changed(guildId: string): void; gap(): void },
  log: Logger,
): ChangeListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let attempts = 0;

  const again = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    attempts++;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === SETTINGS_CHANNEL && message.payload) handlers.changed(message.payload);
    });
    next.on("error", (error) => {
      log.warn({ err: error }, "the settings change listener lost its connection");
      next.end().catch(() => undefined);
      again();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SETTINGS_CHANNEL}`);
      if (closed) return void (await next.end().catch(() => undefined));
      if (attempts > 1) handlers.gap();
    } catch (error) {
      log.warn({ err: error }, "could not listen for settings changes");
      next.end().catch(() => undefined);
      again();
    }
  };

  const ready = connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}
