import { ApplicationIntegrationType, ChannelType, Events, InteractionContextType, type Interaction } from "discord.js";
import { describe, expect, test } from "vitest";
import { nextEvent, startWithClient } from "./client.js";

const { fake, client } = await startWithClient();

const put = (body: unknown) =>
  fetch(`${fake.apiUrl}/v10/applications/${fake.applicationId}/commands`, {
    method: "PUT",
    headers: { authorization: `Bot ${fake.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const command = (name: string, where: object = {}) => ({
  name,
  description: "d",
  options: [{ name: "prompt", description: "What", type: 3 }],
  ...where,
});

describe("a member's install (user install)", () => {
  test.each([
    ["both installs, every context", 200, { integration_types: [0, 1], contexts: [0, 1, 2] }],
    ["an unknown install", 400, { integration_types: [0, 2] }],
    ["an unknown context", 400, { contexts: [3] }],
    ["a context twice", 400, { contexts: [0, 0] }],
  ])("a command registered with %s → %s", async (_name, status, where) => {
    expect((await put([command("x", where)])).status).toBe(status);
  });

  test("commands keep where they are offered; left out, a server's install in every context", async () => {
    const res = await put([command("anywhere", { integration_types: [0, 1], contexts: [0, 1, 2] }), command("plain")]);
    const body = (await res.json()) as Array<{ name: string; integration_types: number[]; contexts: number[] | null }>;
    expect(body.map((c) => [c.name, c.integration_types, c.contexts])).toEqual([
      ["anywhere", [0, 1], [0, 1, 2]],
      ["plain", [0], null],
    ]);
  });

  test("in the bot's DM: no guild, the user, context 1, authorized by the member's install", async () => {
    await put([command("anywhere", { integration_types: [0, 1], contexts: [0, 1, 2] })]);
    const received = nextEvent<[Interaction]>(client, Events.InteractionCreate);
    await fake.driver.slashCommand("anywhere", { prompt: "fox" }, { place: "dm" });
    const [interaction] = await received;
    expect(interaction.guildId).toBeNull();
    expect(interaction.member).toBeNull();
    expect(interaction.user.id).toBe(fake.guild.member.id);
    expect(interaction.context).toBe(InteractionContextType.BotDM);
    expect(interaction.channel?.type).toBe(ChannelType.DM);
    expect(interaction.authorizingIntegrationOwners[ApplicationIntegrationType.UserInstall]).toBe(fake.guild.member.id);
    expect(interaction.authorizingIntegrationOwners[ApplicationIntegrationType.GuildInstall]).toBeUndefined();
  });

  test("in a server that did not add the bot: its id, no server the bot holds, authorized by the member", async () => {
    const received = nextEvent<[Interaction]>(client, Events.InteractionCreate);
    await fake.driver.slashCommand("anywhere", { prompt: "fox" }, { place: "outside-server" });
    const [interaction] = await received;
    expect(interaction.guildId).not.toBeNull();
    expect(interaction.guildId).not.toBe(fake.guild.id);
    expect(interaction.inCachedGuild()).toBe(false);
    expect(interaction.context).toBe(InteractionContextType.Guild);
    expect(interaction.authorizingIntegrationOwners[ApplicationIntegrationType.UserInstall]).toBe(fake.guild.member.id);
  });

  test("a group DM is context 2; a command registered for servers only is not offered outside them", async () => {
    const received = nextEvent<[Interaction]>(client, Events.InteractionCreate);
    await fake.driver.slashCommand("anywhere", { prompt: "fox" }, { place: "group-dm" });
    expect((await received)[0].context).toBe(InteractionContextType.PrivateChannel);
    await put([command("plain", { integration_types: [0], contexts: [0] })]);
    await expect(fake.driver.slashCommand("plain", {}, { place: "dm" })).rejects.toThrow(/not offered there/);
  });
});
