import { makePng } from "../../test/fakes/png.js";
import type { Scenario, Stage } from "./stage.js";

const photo = (seed: string, width = 320, height = 240) => ({ filename: `${seed}.png`, contentType: "image/png", data: makePng(width, height, seed), width, height });

async function played(stage: Stage, message: () => ReturnType<Stage["discord"]["messages"]["get"]>): Promise<void> {
  const final = await stage.follow(message);
  console.log(`\nflowbot › Completed`);
  await stage.show(final);
}

export const upscale: Scenario = {
  name: "upscale",
  about: "/upscale at 4x: the partner task's state, then the result with Upscale again / Vary",
  async play(stage) {
    stage.member("/upscale image:photo.png (320×240) scale:4x engine:upscaler_sharpy hdr:2");
    const interaction = await stage.discord.driver.slashCommand("upscale", { image: photo("photo"), scale: "4x", engine: "upscaler_sharpy", hdr: 2 });
    await played(stage, () => interaction.originalMessage());
  },
};

export const reaction: Scenario = {
  name: "reaction",
  about: "a member reacts with 🔍 on a photo: the upscale is a reply under it",
  async play(stage) {
    const { discord } = stage;
    const target = await discord.postUserMessage(discord.guild.channelId, { content: "my cat, look!", attachments: [photo("cat", 200, 200)] });
    stage.member("posts a photo, then reacts to it with 🔍");
    await discord.driver.react(target.id, "🔍");
    await played(stage, () => discord.messages.all().find((m) => m.replyTo === target.id && m.author.id === discord.botUser.id));
  },
};

export const styleTransfer: Scenario = {
  name: "style-transfer",
  about: "/style-transfer of a photo after a painting, with Vary",
  async play(stage) {
    stage.member("/style-transfer image:photo.png reference:painting.png engine:colorful_anime style_strength:80");
    const options = { image: photo("photo"), reference: photo("painting"), engine: "colorful_anime", style_strength: 80 };
    const interaction = await stage.discord.driver.slashCommand("style-transfer", options);
    await played(stage, () => interaction.originalMessage());
  },
};

export const enhance: Scenario = {
  name: "enhance",
  about: "/enhance of a portrait's lighting",
  async play(stage) {
    stage.member("/enhance image:portrait.png optimized_for:improve_lighting sharpen:30");
    const interaction = await stage.discord.driver.slashCommand("enhance", { image: photo("portrait"), optimized_for: "improve_lighting", sharpen: 30 });
    await played(stage, () => interaction.originalMessage());
  },
};
