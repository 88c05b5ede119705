import { describe, expect, test } from "vitest";
import { useHarness } from "./harness.js";

const MESSAGE_CONTENT = 1 << 15;
const GUILD_MESSAGES = 1 << 9;
const REACTIONS = 1 << 10;

describe("the Message Content intent", () => {
  describe("switched on in the portal", () => {
    const h = useHarness();
    test("the bot identifies with Message Content, guild messages and reactions", () => {
      expect(h.discord.gateway.intents! & (MESSAGE_CONTENT | GUILD_MESSAGES | REACTIONS)).toBe(MESSAGE_CONTENT | GUILD_MESSAGES | REACTIONS);
      expect(h.discord.gateway.closeCodes).toEqual([]);
      expect(h.logs.join("")).not.toContain("4014");
    });
  });

  describe("refused (close code 4014)", () => {
    const h = useHarness({ discord: { messageContentIntent: false } });
    test("the bot warns once, naming the portal switch, and comes online without it", () => {
      expect(h.discord.gateway.closeCodes).toEqual([4014]);
      expect(h.discord.gateway.intents! & MESSAGE_CONTENT).toBe(0);
      expect(h.discord.gateway.intents! & (GUILD_MESSAGES | REACTIONS)).toBe(GUILD_MESSAGES | REACTIONS);
      const warnings = h.logs.filter((line) => line.includes("4014"));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, msg: expect.stringMatching(/Message Content Intent.*Bot → Privileged Gateway Intents/) });
      expect(h.logs.some((line) => line.includes('"msg":"online"'))).toBe(true);
      expect(h.bot.client.isReady()).toBe(true);
    });
  });
});
