import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { publicLocale } from "../../src/i18n/index.js";
import { BACKENDS, rawRows, useTestDatabase } from "../helpers/db.js";

const newGuild = () => `guild-${randomUUID()}`;

describe.each(BACKENDS)("a server's language on %s", (kind) => {
  const database = useTestDatabase(kind);
  const guilds = () => database().store.guilds;

  test("is none until set: job messages then follow the Community locale, else English", async () => {
    const id = newGuild();
    const { language } = await guilds().get(id);
    expect(language).toBeNull();
    expect(publicLocale(language, { features: ["COMMUNITY"], preferredLocale: "ja" })).toBe("ja");
    expect(publicLocale(language, { features: [], preferredLocale: "en-US" })).toBe("en");
  });

  test("is kept, read with the settings in the same statement, and cleared with null", async () => {
    const id = newGuild();
    await guilds().updateSettings(id, { dailyQuota: 3 });
    await guilds().setLanguage(id, "fr");
    const read = await guilds().get(id);
    expect(read).toMatchObject({ language: "fr", settings: { dailyQuota: 3 } });
    expect(publicLocale(read.language, { features: ["COMMUNITY"], preferredLocale: "de" })).toBe("fr");
    await guilds().setLanguage(id, null);
    expect((await guilds().get(id)).language).toBeNull();
    expect(await rawRows(database(), sql`select language from guilds where id = ${id}`)).toEqual([{ language: null }]);
  });

  test("a server's first change may be its language; its key and settings stay as they were", async () => {
    const id = newGuild();
    await guilds().setLanguage(id, "pt-BR");
    await guilds().setApiKey(id, "key-0000000000000001");
    expect(await guilds().get(id)).toMatchObject({ language: "pt-BR", hasKey: true });
  });

  test("a language this version does not speak (written by a newer one) reads as none", async () => {
    const id = newGuild();
    await guilds().setLanguage(id, "de");
    await rawRows(database(), sql`update guilds set language = 'tlh' where id = ${id}`);
    expect((await guilds().get(id)).language).toBeNull();
  });

  test("a job keeps the language its public message speaks, fixed when it starts", async () => {
    const jobs = database().store.jobs;
    const base = { guildId: newGuild(), channelId: "c", userId: "u", kind: "generate", params: {} };
    const french = await jobs.create({ ...base, locale: "fr" });
    expect((await jobs.get(french.id))?.locale).toBe("fr");
    expect((await jobs.create(base)).locale).toBeNull();
  });
});
