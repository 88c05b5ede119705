import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createLogger } from "../../src/logging/logger.js";
import { SettingsCache } from "../../src/settings-cache/cache.js";
import { memberScope } from "../../src/scope.js";
import { BACKENDS, useTestDatabase } from "../helpers/db.js";

const log = createLogger("silent");
const waitFor = async <T>(fn: () => T | undefined, timeoutMs: number): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(BACKENDS)("the settings held in memory (%s)", (kind) => {
  const database = useTestDatabase(kind);

  test("a server never changed reads as the defaults, without a key; later reads need no query", async () => {
    const cache = new SettingsCache({ store: database().store, log });
    cache.start();
    try {
      expect(cache.peek("g-new")).toBeUndefined();
      const view = await cache.get("g-new");
      expect(view).toMatchObject({ hasKey: false, language: null, settings: { maxConcurrentJobs: 3 } });
      expect(view.workflows.size).toBe(0);
      expect(cache.get("g-new")).toBe(view);
    } finally {
      cache.stop();
    }
  });

  test("this process's changes are seen at once: the next read waits for the new view", async () => {
    const { store } = database();
    const cache = new SettingsCache({ store, log });
    cache.start();
    try {
      await cache.get("g-local");
      await store.guilds.updateSettings("g-local", { bannedTerms: ["nope"] });
      expect((await cache.get("g-local")).settings.bannedTerms).toEqual(["nope"]);
      await store.guilds.setApiKey("g-local", "fc_live_key_local_0000");
      expect((await cache.get("g-local")).hasKey).toBe(true);
      await store.workflows.add({
        guildId: "g-local",
        name: "mine",
        graph: {},
        inputMapping: {},
        authorId: "u1",
        ageRestricted: true,
      });
      expect((await cache.get("g-local")).workflows.get("mine")).toEqual({ ageRestricted: true });
      await store.workflows.setDefault("g-local", "mine");
      expect((await cache.get("g-local")).settings.defaultWorkflow).toBe("mine");
      await store.workflows.remove("g-local", "mine");
      expect((await cache.get("g-local")).workflows.has("mine")).toBe(false);
    } finally {
      cache.stop();
    }
  });

  test("what features read of a server (its emoji, language, key's last four; a member's own key) is held and seen at once after a change", async () => {
    const { store } = database();
    const cache = new SettingsCache({ store, log });
    cache.start();
    try {
      const before = await cache.get("g-reads");
      expect(before).toMatchObject({ keyLast4: null, language: null, settings: { upscaleEmoji: "🔍" } });
      await store.guilds.updateSettings("g-reads", { upscaleEmoji: "⭐" });
      expect((await cache.get("g-reads")).settings.upscaleEmoji).toBe("⭐");
      await store.guilds.setLanguage("g-reads", "de");
      expect((await cache.get("g-reads")).language).toBe("de");
      await store.guilds.setApiKey("g-reads", "fc_live_key_reads_1234");
      expect((await cache.get("g-reads")).keyLast4).toBe("1234");
      const own = memberScope("u-reads");
      expect((await cache.get(own)).keyLast4).toBeNull();
      await store.guilds.setApiKey(own, "fc_live_key_member_5678");
      expect((await cache.get(own)).keyLast4).toBe("5678");
    } finally {
      cache.stop();
    }
  });

  test("a member's preferences are held, and their change made here is seen at once", async () => {
    const { store } = database();
    const cache = new SettingsCache({ store, log });
    cache.start();
    try {
      expect(await cache.memberPreferences("g-prefs", "u1")).toEqual({});
      await store.preferences.set("g-prefs", "u1", { steps: 12 });
      expect(await cache.memberPreferences("g-prefs", "u1")).toEqual({ steps: 12 });
      // Held: a change behind the store's back (no announcement) is not seen before the refresh interval.
      await store.preferences.set("g-prefs", "u2", { count: 2 });
      await cache.memberPreferences("g-prefs", "u2");
      await database().db.execute(sql`update member_preferences set count = 3 where user_id = 'u2'`);
      expect(await cache.memberPreferences("g-prefs", "u2")).toEqual({ count: 2 });
      await store.preferences.set("g-prefs", "u2", { aspect: "16:9" });
      expect(await cache.memberPreferences("g-prefs", "u2")).toEqual({ aspect: "16:9", count: 3 });
    } finally {
      cache.stop();
    }
  });

  test("a change no notification told of is seen after the refresh interval", async () => {
    const { store, db } = database();
    const cache = new SettingsCache({ store, log, refreshMs: 300 });
    cache.start();
    try {
      await store.guilds.updateSettings("g-quiet", { dailyQuota: 5 });
      expect((await cache.get("g-quiet")).settings.dailyQuota).toBe(5);
      // Written behind the store's back, as a process of an older version (or psql) would.
      await db.execute(sql`update guilds set settings = jsonb_set(settings, '{dailyQuota}', '7') where id = 'g-quiet'`);
      // Seen at all is the refresh's doing: nothing tells the cache of this change.
      await waitFor(() => (cache.peek("g-quiet")?.settings.dailyQuota === 7 ? true : undefined), 10_000);
    } finally {
      cache.stop();
    }
  });
});
