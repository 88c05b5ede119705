import { portraitWorkflow } from "../../fakes/cloud/fixtures.js";
import type { FakeUser } from "../../fakes/discord/server.js";
import { pngFile } from "../../fakes/png.js";
import type { Scenario, Stage } from "./stage.js";

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
      start: pngFile("first"),
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
    const graph = portraitWorkflow({ width: 512, height: 512, steps: 20, sampler: "euler", scheduler: "normal" });
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
