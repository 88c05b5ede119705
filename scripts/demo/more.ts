import type { FakeUser } from "../../fakes/discord/server.js";
import { makePng } from "../../fakes/png.js";
import type { Scenario, Stage } from "./stage.js";

const png = (name: string) => ({
  filename: `${name}.png`,
  contentType: "image/png",
  data: makePng(64, 40, name),
  width: 64,
  height: 40,
});
/** A reply that is not a job message has ended once it shows anything. */
const shown = (message: { embeds: unknown[]; content: string }) => message.embeds.length > 0 || message.content !== "";

async function answer(
  stage: Stage,
  name: string,
  options: Record<string, unknown>,
  shownAs: string,
  extra: { subcommand?: string; user?: FakeUser } = {},
) {
  stage.member(shownAs);
  const interaction = await stage.discord.driver.slashCommand(name, options, extra);
  await stage.show(await stage.follow(() => interaction.originalMessage(), shown));
}

export const video: Scenario = {
  name: "video",
  about: "/video start-end from a start frame: the render's state, progress and ETA, then the video with Extend",
  async play(stage) {
    stage.member("/video start-end start:first.png prompt:a paper boat drifts model:vidq2-turbo duration:4");
    const options = {
      start: png("first"),
      prompt: "a paper boat drifts down a gutter",
      model: "vidq2-turbo",
      duration: 4,
    };
    const interaction = await stage.discord.driver.slashCommand("video", options, { subcommand: "start-end" });
    await stage.show(await stage.follow(() => interaction.originalMessage()));
  },
};

export const node: Scenario = {
  name: "node",
  about: "/node search, info and provides (FaceDetailer) against the registry",
  async play(stage) {
    await answer(stage, "node", { query: "pack" }, "/node search query:pack", { subcommand: "search" });
    await answer(stage, "node", { id: "impact-pack" }, "/node info id:impact-pack", { subcommand: "info" });
    await answer(stage, "node", { class_name: "FaceDetailer" }, "/node provides class_name:FaceDetailer", {
      subcommand: "provides",
    });
  },
};

export const workflow: Scenario = {
  name: "workflow",
  about: "/workflow add of an API-format file (checked against the service), then /generate with it",
  async play(stage) {
    const graph = {
      "1": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "flow-xl-v2.safetensors" } },
      "2": { class_type: "CLIPTextEncode", inputs: { text: "ugly, deformed", clip: ["1", 1] } },
      "3": { class_type: "CLIPTextEncode", inputs: { text: "placeholder", clip: ["1", 1] } },
      "4": { class_type: "EmptyLatentImage", inputs: { width: 512, height: 512, batch_size: 1 } },
      "5": {
        class_type: "KSampler",
        inputs: {
          seed: 1,
          steps: 20,
          cfg: 6,
          sampler_name: "euler",
          scheduler: "normal",
          denoise: 1,
          model: ["1", 0],
          positive: ["3", 0],
          negative: ["2", 0],
          latent_image: ["4", 0],
        },
      },
      "6": { class_type: "VAEDecode", inputs: { samples: ["5", 0], vae: ["1", 2] } },
      "7": { class_type: "SaveImage", inputs: { images: ["6", 0], filename_prefix: "portrait" } },
    };
    const file = {
      filename: "portrait_api.json",
      contentType: "application/json",
      data: Buffer.from(JSON.stringify(graph)),
    };
    const owner = stage.discord.guild.owner;
    await answer(
      stage,
      "workflow",
      { name: "portrait", file },
      "(server owner) /workflow add name:portrait file:portrait_api.json",
      { subcommand: "add", user: owner },
    );
    stage.member(`/generate prompt:"a quiet harbour" workflow:portrait`);
    const interaction = await stage.discord.driver.slashCommand("generate", {
      prompt: "a quiet harbour",
      workflow: "portrait",
    });
    await stage.show(await stage.follow(() => interaction.originalMessage()));
  },
};
