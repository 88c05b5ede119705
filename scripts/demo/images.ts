import type { StoredMessage } from "../../fakes/discord/server.js";
import { pngFile } from "../../fakes/png.js";
import type { Scenario, Stage } from "./stage.js";

const photo = (seed: string, width = 320, height = 240) => pngFile(seed, width, height);

/** The bot's reply under a message, once it exists. */
const replyUnder = (stage: Stage, target: StoredMessage) => () =>
  stage.discord.messages.all().find((m) => m.replyTo === target.id && m.author.id === stage.discord.botUser.id);

async function slash(stage: Stage, shown: string, name: string, options: Record<string, unknown>): Promise<void> {
  stage.member(shown);
  const interaction = await stage.discord.driver.slashCommand(name, options);
  await stage.show(await stage.follow(() => interaction.originalMessage()));
}

export const upscale: Scenario = {
  name: "upscale",
  about: "/upscale of a 320×240 photo at 4x: the task's state, then the result with Upscale again / Vary",
  play: (stage) =>
    slash(stage, "/upscale image:photo.png (320×240) scale:4x engine:upscaler_sharpy hdr:2", "upscale", {
      image: photo("photo"),
      scale: "4x",
      engine: "upscaler_sharpy",
      hdr: 2,
    }),
};

export const reaction: Scenario = {
  name: "reaction",
  about: "a member reacts 🔍 to a photo: the upscale is a reply under it",
  async play(stage) {
    const target = await stage.discord.postUserMessage(stage.discord.guild.channelId, {
      content: "my cat, look!",
      attachments: [photo("cat", 200, 200)],
    });
    stage.member("posts a photo, then reacts to it with 🔍");
    await stage.discord.driver.react(target.id, "🔍");
    await stage.show(await stage.follow(replyUnder(stage, target)));
  },
};

export const styleTransfer: Scenario = {
  name: "style-transfer",
  about: "/style-transfer of a photo after a painting",
  play: (stage) =>
    slash(
      stage,
      "/style-transfer image:photo.png reference:painting.png engine:colorful_anime style_strength:80",
      "style-transfer",
      {
        image: photo("photo"),
        reference: photo("painting"),
        engine: "colorful_anime",
        style_strength: 80,
      },
    ),
};

export const enhance: Scenario = {
  name: "enhance",
  about: "/enhance of a portrait",
  play: (stage) =>
    slash(stage, "/enhance image:portrait.png optimized_for:improve_lighting sharpen:30", "enhance", {
      image: photo("portrait"),
      optimized_for: "improve_lighting",
      sharpen: 30,
    }),
};
