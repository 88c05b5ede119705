import { Events, type Interaction } from "discord.js";
import { describe, expect, test } from "vitest";
import { nextEvent, startWithClient } from "./client.js";

const { fake, client } = await startWithClient();

const generate = {
  name: "generate",
  description: "Make an image",
  options: [{ name: "prompt", description: "What", type: 3, required: true }],
};

describe("command registration", () => {
  test("guild and global registrations are kept per scope, and ids survive re-registration", async () => {
    const guild = client.guilds.cache.get(fake.guild.id)!;
    const first = await guild.commands.set([generate]);
    const again = await guild.commands.set([generate, { name: "settings", description: "Settings" }]);
    await client.application.commands.set([{ name: "Upscale image", type: 3 }]);
    expect(again.find((c) => c.name === "generate")!.id).toBe(first.first()!.id);
    expect(fake.commands.get(fake.guild.id)!.map((c) => c.name)).toEqual(["generate", "settings"]);
    expect(fake.commands.get("global")!.map((c) => [c.name, c.type])).toEqual([["Upscale image", 3]]);
    expect((await guild.commands.fetch()).map((c) => c.name).sort()).toEqual(["generate", "settings"]);
  });

  test("a slash command of a registered name carries its id", async () => {
    const received = nextEvent<[Interaction]>(client, Events.InteractionCreate);
    await fake.driver.slashCommand("generate", { prompt: "fox" });
    const [interaction] = await received;
    if (!interaction.isChatInputCommand()) throw new Error("expected a chat input command");
    expect(interaction.commandId).toBe(fake.commands.get(fake.guild.id)!.find((c) => c.name === "generate")!.id);
    expect(interaction.commandGuildId).toBe(fake.guild.id);
  });

  test("options arrive with the types their command registered, whole numbers included; a subcommand's too", async () => {
    fake.registerCommands(
      [
        {
          name: "draw",
          description: "Draw",
          options: [
            { name: "prompt", description: "What", type: 3, required: true },
            { name: "cfg", description: "Guidance", type: 10 },
            { name: "steps", description: "Steps", type: 4 },
          ],
        },
        {
          name: "tune",
          description: "Tune",
          options: [
            { name: "set", description: "Set", type: 1, options: [{ name: "weight", description: "W", type: 10 }] },
          ],
        },
      ],
      fake.guild.id,
    );
    const draw = nextEvent<[Interaction]>(client, Events.InteractionCreate);
    await fake.driver.slashCommand("draw", { prompt: "fox", cfg: 7, steps: 20 });
    const [drawn] = await draw;
    if (!drawn.isChatInputCommand()) throw new Error("expected a chat input command");
    expect(drawn.options.getNumber("cfg")).toBe(7);
    expect(drawn.options.getInteger("steps")).toBe(20);
    expect(() => drawn.options.getInteger("cfg")).toThrow();

    const tune = nextEvent<[Interaction]>(client, Events.InteractionCreate);
    await fake.driver.slashCommand("tune", { weight: 1 }, { subcommand: "set" });
    const [tuned] = await tune;
    if (!tuned.isChatInputCommand()) throw new Error("expected a chat input command");
    expect(tuned.options.getNumber("weight")).toBe(1);

    const focused = nextEvent<[Interaction]>(client, Events.InteractionCreate);
    await fake.driver.autocomplete("draw", { prompt: "fox" }, "cfg");
    const [completing] = await focused;
    if (!completing.isAutocomplete()) throw new Error("expected an autocomplete");
    expect(completing.options.getFocused(true).type).toBe(10);
  });

  test.each([
    ["a description of 100", 200, { name: "x", description: "d".repeat(100) }],
    ["a description of 101", 400, { name: "x", description: "d".repeat(101) }],
    ["no description", 400, { name: "x", description: "" }],
    ["an upper-case name", 400, { name: "Generate", description: "d" }],
  ])("a chat command with %s → %s", async (_name, status, command) => {
    const res = await fetch(`${fake.apiUrl}/v10/applications/${fake.applicationId}/commands`, {
      method: "PUT",
      headers: { authorization: `Bot ${fake.token}`, "content-type": "application/json" },
      body: JSON.stringify([command]),
    });
    expect(res.status).toBe(status);
  });
});
