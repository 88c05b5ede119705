import { describe, expect, test } from "vitest";
import { makePng } from "../../fakes/png.js";
import { ended, setGuildKey, useHarness } from "./harness.js";

const MESSAGE_CONTENT = 1 << 15;
const GUILD_MESSAGES = 1 << 9;
const REACTIONS = 1 << 10;

describe("the Message Content intent", () => {
  describe("switched on in the portal", () => {
    const h = useHarness();
    test("the bot identifies with Message Content and reactions, not every guild message (it reads a message when asked)", () => {
      expect(h.discord.gateway.intents! & (MESSAGE_CONTENT | GUILD_MESSAGES | REACTIONS)).toBe(
        MESSAGE_CONTENT | REACTIONS,
      );
      expect(h.discord.gateway.closeCodes).toEqual([]);
      expect(h.logs.join("")).not.toContain("4014");
    });
  });

  describe("refused (close code 4014)", () => {
    const h = useHarness({ discord: { messageContentIntent: false } });
    test("the bot warns once, naming the portal switch, and comes online without it", () => {
      expect(h.discord.gateway.closeCodes).toEqual([4014]);
      expect(h.discord.gateway.intents! & MESSAGE_CONTENT).toBe(0);
      expect(h.discord.gateway.intents! & (GUILD_MESSAGES | REACTIONS)).toBe(REACTIONS);
      const warnings = h.logs.filter((line) => line.includes("4014"));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!)).toMatchObject({
        level: 40,
        msg: expect.stringMatching(/Message Content Intent.*Bot → Privileged Gateway Intents/),
      });
      expect(h.logs.some((line) => line.includes('"msg":"online"'))).toBe(true);
      expect(h.bot.client.isReady()).toBe(true);
    });

    test("the Upscale image menu still upscales a member's image; a reaction on it cannot see the image", async () => {
      await setGuildKey(h);
      const image = {
        filename: "m.png",
        contentType: "image/png",
        data: makePng(20, 20, "no-intent"),
        width: 20,
        height: 20,
      };
      const target = await h.discord.postUserMessage(h.discord.guild.channelId, {
        content: "a member's image",
        attachments: [image],
      });
      const posts = () =>
        h.platform.requests.filter((r) => r.method === "POST" && r.path.endsWith("/image-upscaler")).length;

      await h.discord.driver.react(target.id, "🔍");
      await h.discord.waitFor(() =>
        h.logs.some((line) => line.includes(target.id) && line.includes("reaction on a message without images")),
      );
      expect(posts()).toBe(0);

      const interaction = await h.discord.driver.contextMenu("Upscale image", target.id);
      const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
      expect(posts()).toBe(1);
      expect(message.attachments).toHaveLength(1);
    });

    test("a reaction on the bot's own result still upscales it", async () => {
      const generated = await h.discord.driver.slashCommand("generate", { prompt: "no intent needed" });
      const result = await ended(h, (await h.discord.waitFor(() => generated.originalMessage())).id);
      await h.discord.driver.react(result.id, "🔍");
      const reply = await h.discord.waitFor(() => h.discord.messages.all().find((m) => m.replyTo === result.id));
      expect((await ended(h, reply.id)).attachments).toHaveLength(1);
    });
  });
});
