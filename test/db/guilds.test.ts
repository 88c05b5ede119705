import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { DEFAULT_SETTINGS } from "../../src/db/store.js";
import { UserError } from "../../src/errors.js";
import { BACKENDS, rawRows, useTestDatabase } from "../helpers/db.js";

const newGuild = () => `guild-${randomUUID()}`;

describe.each(BACKENDS)("guilds and workflows on %s", (kind) => {
  const database = useTestDatabase(kind);
  const store = () => database().store;

  test("reads a server that never changed anything as all defaults, without writing a row", async () => {
    const id = newGuild();
    expect(await store().guilds.get(id)).toEqual({
      id,
      hasKey: false,
      keyLast4: null,
      settings: DEFAULT_SETTINGS,
      language: null,
      keyCiphertext: null,
    });
    expect(await rawRows(database(), sql`select id from guilds where id = ${id}`)).toEqual([]);
  });

  test("keeps a server's changes and fills everything else from the defaults", async () => {
    const id = newGuild();
    await store().guilds.updateSettings(id, { dailyQuota: 5, defaults: { steps: 30 } });
    const settings = await store().guilds.updateSettings(id, { allowedChannels: ["c1"], defaults: { width: 512 } });
    const expected = {
      ...DEFAULT_SETTINGS,
      dailyQuota: 5,
      allowedChannels: ["c1"],
      defaults: { width: 512, height: 1024, steps: 30 },
    };
    expect(settings).toEqual(expected);
    expect((await store().guilds.get(id)).settings).toEqual(expected);
    expect(await rawRows(database(), sql`select settings from guilds where id = ${id}`)).toEqual([
      { settings: { dailyQuota: 5, allowedChannels: ["c1"], defaults: { width: 512, steps: 30 } } },
    ]);
  });

  test("leaves a setting alone when the patch names it without a value", async () => {
    const id = newGuild();
    await store().guilds.updateSettings(id, { upscaleEmoji: "⬆️", defaults: { steps: 30 } });
    const settings = await store().guilds.updateSettings(id, {
      upscaleEmoji: undefined,
      dailyQuota: 2,
      defaults: { steps: undefined, width: 768 },
    });
    expect(settings).toMatchObject({
      upscaleEmoji: "⬆️",
      dailyQuota: 2,
      defaults: { width: 768, height: 1024, steps: 30 },
    });
    await store().guilds.updateSettings(id, { defaults: undefined });
    expect((await store().guilds.get(id)).settings).toEqual(settings);
  });

  test("a patch computed from the current settings sees every earlier change, even simultaneous ones", async () => {
    const id = newGuild();
    const add = (channel: string) =>
      store().guilds.updateSettings(id, (current) => ({ allowedChannels: [...current.allowedChannels, channel] }));
    await Promise.all(["c1", "c2", "c3", "c4"].map(add));
    expect((await store().guilds.get(id)).settings.allowedChannels.sort()).toEqual(["c1", "c2", "c3", "c4"]);
  });

  test("a patch that throws changes nothing", async () => {
    const id = newGuild();
    await store().guilds.updateSettings(id, { dailyQuota: 4 });
    const refuse = store().guilds.updateSettings(id, () => {
      throw new UserError("no");
    });
    await expect(refuse).rejects.toThrow("no");
    expect((await store().guilds.get(id)).settings.dailyQuota).toBe(4);
  });

  test("stores the API key encrypted and keeps only its last four characters in clear", async () => {
    const id = newGuild();
    const key = `sk-live-${randomUUID()}`;
    await store().guilds.setApiKey(id, key);

    expect(await store().guilds.getApiKey(id)).toBe(key);
    expect(await store().guilds.get(id)).toMatchObject({ hasKey: true, keyLast4: key.slice(-4) });
    // Held with the settings as stored, encrypted, and decrypted only when asked for.
    const record = await store().guilds.get(id);
    expect(JSON.stringify(record)).not.toContain(key.slice(0, -4));
    expect(await store().guilds.getApiKey(id, record)).toBe(key);
    const [row] = await rawRows(database(), sql`select * from guilds where id = ${id}`);
    const raw = JSON.stringify(row);
    for (const trace of [
      key,
      key.slice(0, -4),
      Buffer.from(key).toString("base64"),
      Buffer.from(key).toString("base64url"),
      Buffer.from(key).toString("hex"),
    ]) {
      expect(raw).not.toContain(trace);
    }
    expect(row!.api_key_ciphertext).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
  });

  test("replaces a key, and removes it so the server reads as keyless", async () => {
    const id = newGuild();
    await store().guilds.setApiKey(id, "first-key-0001");
    await store().guilds.setApiKey(id, "second-key-0002");
    expect(await store().guilds.getApiKey(id)).toBe("second-key-0002");

    await store().guilds.removeApiKey(id);
    expect(await store().guilds.getApiKey(id)).toBeUndefined();
    expect(await store().guilds.get(id)).toMatchObject({ hasKey: false, keyLast4: null });
    const [row] = await rawRows(database(), sql`select api_key_ciphertext, api_key_last4 from guilds where id = ${id}`);
    expect(row).toEqual({ api_key_ciphertext: null, api_key_last4: null });
  });

  test("adds, lists by name, gets and removes a server's workflows", async () => {
    const id = newGuild();
    const saved = await store().workflows.add({
      guildId: id,
      name: "portrait",
      graph: { "3": { class_type: "KSampler" } },
      inputMapping: { prompt: "6.text" },
      authorId: "u1",
    });
    await store().workflows.add({ guildId: id, name: "anime", graph: {}, inputMapping: {}, authorId: "u2" });

    expect(saved).toMatchObject({
      guildId: id,
      name: "portrait",
      graph: { "3": { class_type: "KSampler" } },
      inputMapping: { prompt: "6.text" },
      isDefault: false,
    });
    expect((await store().workflows.list(id)).map((w) => w.name)).toEqual(["anime", "portrait"]);
    expect(await store().workflows.get(id, "portrait")).toEqual(saved);
    expect(await store().workflows.get(newGuild(), "portrait")).toBeUndefined();
    expect(await store().workflows.remove(id, "portrait")).toBe(true);
    expect(await store().workflows.remove(id, "portrait")).toBe(false);
  });

  test("refuses a second workflow with the same name on one server, but not on another", async () => {
    const id = newGuild();
    const workflow = { guildId: id, name: "same", graph: {}, inputMapping: {}, authorId: "u1" };
    await store().workflows.add(workflow);
    await expect(store().workflows.add(workflow)).rejects.toThrow(UserError);
    await expect(store().workflows.add({ ...workflow, guildId: newGuild() })).resolves.toMatchObject({ name: "same" });
  });

  test("keeps exactly one default workflow per server, shown in its settings", async () => {
    const id = newGuild();
    for (const name of ["a", "b"])
      await store().workflows.add({ guildId: id, name, graph: {}, inputMapping: {}, authorId: "u1" });

    expect(await store().workflows.setDefault(id, "a")).toBe(true);
    expect(await store().workflows.setDefault(id, "b")).toBe(true);
    expect(await store().workflows.setDefault(id, "missing")).toBe(false);

    expect((await store().workflows.getDefault(id))?.name).toBe("b");
    expect((await store().workflows.list(id)).map((w) => [w.name, w.isDefault])).toEqual([
      ["a", false],
      ["b", true],
    ]);
    expect((await store().guilds.get(id)).settings.defaultWorkflow).toBe("b");
  });

  test("a settings read hands its key to one key read that follows; later ones, and any after a change made here, read the database", async () => {
    const [id, other] = [newGuild(), newGuild()];
    await store().guilds.setApiKey(id, "fc_key_first_0001");
    await store().guilds.setApiKey(other, "fc_key_other_0003");
    await store().guilds.get(id);
    // Changed behind the store's back (another process): the handed-over key is read once, then the stored one.
    await rawRows(
      database(),
      sql`update guilds set api_key_ciphertext = (select api_key_ciphertext from guilds where id = ${other}) where id = ${id}`,
    );
    expect(await store().guilds.getApiKey(id)).toBe("fc_key_first_0001");
    expect(await store().guilds.getApiKey(id)).toBe("fc_key_other_0003");
    await store().guilds.get(id);
    await store().guilds.setApiKey(id, "fc_key_second_0002");
    expect(await store().guilds.getApiKey(id)).toBe("fc_key_second_0002");
    await store().guilds.get(id);
    await store().guilds.removeApiKey(id);
    expect(await store().guilds.getApiKey(id)).toBeUndefined();
  });

  test("a server with a stored row reads its default workflow in the same statement, and none when unset", async () => {
    const id = newGuild();
    await store().guilds.setApiKey(id, "fc_key_with_row_0001");
    await store().workflows.add({ guildId: id, name: "only", graph: {}, inputMapping: {}, authorId: "u1" });
    expect((await store().guilds.get(id)).settings.defaultWorkflow).toBeUndefined();
    await store().workflows.setDefault(id, "only");
    const read = await store().guilds.get(id);
    expect(read).toMatchObject({ hasKey: true, keyLast4: "0001", settings: { defaultWorkflow: "only" } });
  });
});
