import { beforeEach, describe, expect, test } from "vitest";
import { useHarness } from "./harness.js";

const h = useHarness();
beforeEach(async () => {
  await h.bot.context.store.guilds.removeApiKey(h.discord.guild.id);
});

async function ephemeralText(interaction: {
  response(): Promise<{ type: number; data: any }>;
  originalMessage(): any;
}) {
  const response = await interaction.response();
  if (response.type === 4) return String(response.data.content ?? JSON.stringify(response.data.embeds));
  // Deferred (type 5): the answer arrives as an edit of @original.
  return h.discord.waitFor(() => interaction.originalMessage()?.content || undefined);
}

describe("/settings key", () => {
  test("opens a modal, checks the key with the service, saves it and shows only its last four characters", async () => {
    const { owner } = h.discord.guild;
    const command = await h.discord.driver.slashCommand("settings", {}, { user: owner, subcommand: "key" });
    const modal = await command.response();
    expect(modal.type).toBe(9);
    expect(modal.data.custom_id).toBe("settings:key");

    const key = h.cloud.apiKey;
    const submit = await h.discord.driver.submitModal("settings:key", { key }, { user: owner });
    const text = await ephemeralText(submit);
    expect(text).toContain(key.slice(-4));
    expect(text).not.toContain(key);
    expect(await h.bot.context.store.guilds.getApiKey(h.discord.guild.id)).toBe(key);
    expect(h.cloud.requests.some((r) => r.headers["x-api-key"] === key)).toBe(true);
    for (const request of h.discord.restLog) expect(JSON.stringify(request.body ?? "")).not.toContain(key);
    for (const line of h.logs) expect(line).not.toContain(key);
  });

  test("refuses a member without Manage Server, before any form", async () => {
    const command = await h.discord.driver.slashCommand(
      "settings",
      {},
      { user: h.discord.guild.member, subcommand: "key" },
    );
    const response = await command.response();
    expect(response.type).toBe(4);
    expect(response.data.content).toMatch(/Manage Server/);
    expect(response.data.flags & 64).toBe(64);
  });

  test("a form submitted by a member without Manage Server saves nothing", async () => {
    const submit = await h.discord.driver.submitModal(
      "settings:key",
      { key: h.cloud.apiKey },
      { user: h.discord.guild.member },
    );
    const response = await submit.response();
    expect(response.data.content).toMatch(/Manage Server/);
    expect(await h.bot.context.store.guilds.getApiKey(h.discord.guild.id)).toBeUndefined();
  });

  test("a key the service refuses is not saved", async () => {
    const submit = await h.discord.driver.submitModal(
      "settings:key",
      { key: "fc_not_a_real_key_0000" },
      { user: h.discord.guild.owner },
    );
    const text = await ephemeralText(submit);
    expect(text).toMatch(/refused that key/);
    expect(await h.bot.context.store.guilds.getApiKey(h.discord.guild.id)).toBeUndefined();
  });

  test("/settings show tells whether a key is set, by its last four characters only", async () => {
    await h.bot.context.store.guilds.setApiKey(h.discord.guild.id, h.cloud.apiKey);
    const command = await h.discord.driver.slashCommand(
      "settings",
      {},
      { user: h.discord.guild.member, subcommand: "show" },
    );
    const response = await command.response();
    const shown = JSON.stringify(response.data.embeds);
    expect(shown).toContain(`ending in \`${h.cloud.apiKey.slice(-4)}\``);
    expect(shown).not.toContain(h.cloud.apiKey);
    expect(response.data.flags & 64).toBe(64);
  });
});
