import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deployCommands } from "../../scripts/deploy-commands.js";
import { GENERATE_LIMITS } from "../../src/api/schemas/generate.js";
import { NODE_LIMITS } from "../../src/registry/limits.js";
import { startFakeDiscord, type FakeDiscord } from "../fakes/discord/server.js";

let discord: FakeDiscord;
beforeAll(async () => {
  discord = await startFakeDiscord();
});
afterAll(async () => {
  await discord?.close();
});

describe("deploy-commands", () => {
  test("registers every command in a guild, with option limits taken from the schemas", async () => {
    const count = await deployCommands({ token: discord.token, applicationId: discord.applicationId, apiUrl: discord.apiUrl, guildId: discord.guild.id });
    const put = discord.restLog.find((r) => r.method === "PUT" && r.path.includes(`/guilds/${discord.guild.id}/commands`));
    expect(put?.status).toBe(200);
    const body = put!.body as Array<{ name: string; options?: Array<{ name: string; min_value?: number; max_value?: number; max_length?: number }> }>;
    expect(body).toHaveLength(count);
    const generate = body.find((c) => c.name === "generate")!;
    const option = (name: string) => generate.options!.find((o) => o.name === name)!;
    expect(option("width")).toMatchObject({ min_value: GENERATE_LIMITS.width.min, max_value: GENERATE_LIMITS.width.max });
    expect(option("count")).toMatchObject({ min_value: 1, max_value: 4 });
    expect(option("prompt")).toMatchObject({ max_length: GENERATE_LIMITS.prompt.max });
    expect(body.map((c) => c.name)).toEqual(expect.arrayContaining(["generate", "settings", "cancel", "node", "workflow"]));
    const sub = (command: string, name: string) =>
      (body.find((c) => c.name === command)!.options as unknown as Array<{ name: string; options: Array<{ name: string; max_length?: number }> }>).find((o) => o.name === name)!;
    expect(sub("node", "search").options.find((o) => o.name === "query")).toMatchObject({ max_length: NODE_LIMITS.query.max });
    expect(sub("node", "provides").options.map((o) => o.name)).toEqual(["class_name"]);
    expect(sub("workflow", "add").options.map((o) => o.name)).toEqual(["name", "file"]);
  });

  test("registers globally without a guild", async () => {
    await deployCommands({ token: discord.token, applicationId: discord.applicationId, apiUrl: discord.apiUrl });
    expect(discord.restLog.some((r) => r.method === "PUT" && r.path.endsWith(`/applications/${discord.applicationId}/commands`))).toBe(true);
  });
});
