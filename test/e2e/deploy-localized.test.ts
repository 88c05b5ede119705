import { REST, Routes } from "discord.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deployCommands } from "../../scripts/deploy-commands.js";
import { startFakeDiscord, type FakeDiscord } from "../../fakes/discord/server.js";

let discord: FakeDiscord;
beforeAll(async () => {
  discord = await startFakeDiscord();
});
afterAll(async () => {
  await discord?.close();
});

type Command = { name: string; type?: number; name_localizations?: Record<string, string>; options?: Command[] };

describe("deploy-commands sends every command in the bot's languages", () => {
  test("Discord's checks of names and descriptions in every locale accept what is sent", async () => {
    await deployCommands({
      token: discord.token,
      applicationId: discord.applicationId,
      apiUrl: discord.apiUrl,
      guildId: discord.guild.id,
    });
    const put = discord.restLog.filter((r) => r.method === "PUT").at(-1)!;
    expect(put.status).toBe(200);
    const body = put.body as Command[];
    const generate = body.find((c) => c.name === "generate")!;
    expect(generate.name_localizations).toMatchObject({
      de: "generieren",
      fr: "générer",
      "es-ES": "generar",
      "pt-BR": "gerar",
      ja: "生成",
      ko: "생성",
    });
    expect(generate.options!.find((o) => o.name === "width")!.name_localizations).toMatchObject({
      de: "breite",
      ja: "幅",
    });
    expect(body.find((c) => c.name === "Upscale image")!.name_localizations).toMatchObject({
      de: "Bild hochskalieren",
    });
  });

  test("the fake refuses a localized name Discord would refuse, as Discord does", async () => {
    const rest = new REST({ api: discord.apiUrl }).setToken(discord.token);
    const bad = { name: "generate", description: "x", name_localizations: { de: "Mit Leerzeichen" } };
    await expect(
      rest.put(Routes.applicationGuildCommands(discord.applicationId, discord.guild.id), { body: [bad] }),
    ).rejects.toThrow(/name_localizations/);
  });
});
