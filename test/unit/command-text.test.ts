import { describe, expect, test } from "vitest";
import { commandDefinitions } from "../../scripts/deploy-commands.js";
import { CommandTextError, parseCommandText, type CommandDefinition } from "../../playground/command-text.js";

/** The definitions the bot registers, as Discord would hand them to a client. */
const commands = commandDefinitions().map((c) => ({ type: 1, ...c })) as unknown as CommandDefinition[];
const parse = (text: string, context = {}) => parseCommandText(text, commands, context);
const refusal = (text: string, context = {}) => {
  try {
    parse(text, context);
  } catch (error) {
    if (error instanceof CommandTextError) return error.message;
    throw error;
  }
  throw new Error(`"${text}" was accepted`);
};

describe("a command typed in Discord's text form, read against the registered definitions", () => {
  test("options by name, with spaces in text values and typed numbers", () => {
    expect(parse("/generate prompt:a lighthouse at dusk count:2 steps:30")).toEqual({
      name: "generate",
      options: [
        { name: "prompt", type: 3, value: "a lighthouse at dusk" },
        { name: "steps", type: 4, value: 30 },
        { name: "count", type: 4, value: 2 },
      ],
      typed: new Map([
        ["prompt", "a lighthouse at dusk"],
        ["count", "2"],
        ["steps", "30"],
      ]),
    });
  });

  test("subcommands and groups; a channel by its name", () => {
    expect(parse("/settings key")).toMatchObject({ name: "settings", subcommand: "key", options: [] });
    const channels = new Map([["general", "123456789012345678"]]);
    expect(parse("/settings channels add channel:#general", { channels })).toMatchObject({
      subcommand: "channels add",
      options: [{ name: "channel", type: 7, value: "123456789012345678" }],
    });
  });

  test("a choice by its name or value; an attachment option given by a picked file", () => {
    const parsed = parse("/upscale scale:4x", { files: new Set(["image"]) });
    expect(parsed.options).toContainEqual({ name: "scale", type: 3, value: "4x" });
    expect(parsed.options.some((o) => o.name === "image")).toBe(false);
  });

  test("refuses what Discord's client would not send, naming the option", () => {
    expect(refusal("/nothing")).toBe("There is no command /nothing.");
    expect(refusal("/generate count:2")).toBe("Missing required option `prompt`.");
    expect(refusal("/generate prompt:x count:two")).toBe("`count` must be a whole number.");
    expect(refusal("/generate prompt:x count:99")).toMatch(/^`count` must be between 1 and \d+\.$/);
    expect(refusal("/upscale scale:9x", { files: new Set(["image"]) })).toMatch(/^`scale` must be one of: /);
    expect(refusal("/upscale image:photo.png")).toBe("Pick a file for `image` (the + next to the box).");
    expect(refusal("/settings")).toMatch(/^\/settings needs one of: key, remove-key/);
    expect(refusal("/queue now")).toBe('This command takes no options: "now" is not one.');
  });

  test("a command still being typed (autocomplete) keeps what it can and refuses nothing", () => {
    const parsed = parse("/cancel job:", { partial: true });
    expect(parsed).toMatchObject({ name: "cancel", options: [] });
    expect(parsed.typed.get("job")).toBe("");
  });
});
