import type { Store } from "../db/store.js";
import type { Logger } from "../logging/logger.js";
import { SettingsCache, type MemberRules } from "./cache.js";
import { listenForChanges, type ChangeListener } from "./listen.js";

export { SettingsCache, type GuildView } from "./cache.js";

/** The settings held in memory for a process, following changes; `url` (Postgres) for other processes' changes. */
export function settingsCache(options: {
  store: Pick<Store, "guilds" | "workflows" | "changes" | "preferences">;
  log: Logger;
  url: string | undefined;
  refreshMs?: number;
  memberRules?: MemberRules;
}) {
  const log = options.log.child({ part: "settings" });
  const cache = new SettingsCache({
    store: options.store,
    log,
    ...(options.refreshMs !== undefined ? { refreshMs: options.refreshMs } : {}),
    ...(options.memberRules ? { memberRules: options.memberRules } : {}),
  });
  let listener: ChangeListener | undefined;
  return {
    cache,
    /** Follows the changes: this process's at once, the others' by `LISTEN` (PGlite has no other process). */
    start() {
      cache.start();
      if (options.url !== undefined)
        listener ??= listenForChanges(
          options.url,
          { changed: (guildId) => cache.changed(guildId), gap: () => cache.changedAll() },
          log,
        );
    },
    async stop() {
      cache.stop();
      await listener?.close();
      listener = undefined;
    },
  };
}
