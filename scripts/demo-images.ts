/**
 * The partner image scenarios of `npm run demo -- <scenario>`: upscale, reaction, style-transfer
 * and enhance, played by a member against the fakes.
 */
import type { FakeDiscord, StoredMessage } from "../test/fakes/discord/server.js";
import { makePng } from "../test/fakes/png.js";

type Show = (message: () => StoredMessage | undefined) => Promise<StoredMessage>;

const photo = (seed: string, width = 320, height = 240) => ({ filename: `${seed}.png`, contentType: "image/png", data: makePng(width, height, seed), width, height });

/** The bot's reply under a message, once it exists. */
const replyUnder = (discord: FakeDiscord, target: StoredMessage) => () =>
  discord.messages.all().find((m) => m.replyTo === target.id && m.author.id === discord.botUser.id);

export const imageScenarios: Record<string, (discord: FakeDiscord, show: Show) => Promise<StoredMessage>> = {
  async upscale(discord, show) {
    console.log("member › /upscale image:photo.png (320×240) scale:4x engine:upscaler_sharpy hdr:2");
    const interaction = await discord.driver.slashCommand("upscale", { image: photo("photo"), scale: "4x", engine: "upscaler_sharpy", hdr: 2 });
    return show(() => interaction.originalMessage());
  },
  async reaction(discord, show) {
    const target = await discord.postUserMessage(discord.guild.channelId, { content: "my cat, look!", attachments: [photo("cat", 200, 200)] });
    console.log("member › posts a photo, then reacts to it with 🔍");
    await discord.driver.react(target.id, "🔍");
    return show(replyUnder(discord, target));
  },
  async "style-transfer"(discord, show) {
    console.log("member › /style-transfer image:photo.png reference:painting.png engine:colorful_anime style_strength:80");
    const interaction = await discord.driver.slashCommand("style-transfer", {
      image: photo("photo"),
      reference: photo("painting"),
      engine: "colorful_anime",
      style_strength: 80,
    });
    return show(() => interaction.originalMessage());
  },
  async enhance(discord, show) {
    console.log("member › /enhance image:portrait.png optimized_for:improve_lighting sharpen:30");
    const interaction = await discord.driver.slashCommand("enhance", { image: photo("portrait"), optimized_for: "improve_lighting", sharpen: 30 });
    return show(() => interaction.originalMessage());
  },
};
