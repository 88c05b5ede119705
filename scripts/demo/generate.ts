import type { Scenario } from "./stage.js";

const PROMPT = "a lighthouse at dusk, oil painting";

export const generate: Scenario = {
  name: "generate",
  about: "/generate with two images: live progress, then the files and the Reroll / Vary / U1..U2 buttons",
  async play(stage) {
    stage.member(`/generate prompt:"${PROMPT}" width:512 height:512 count:2`);
    const interaction = await stage.discord.driver.slashCommand("generate", {
      prompt: PROMPT,
      width: 512,
      height: 512,
      count: 2,
    });
    const final = await stage.follow(() => interaction.originalMessage());
    console.log(`\nflowbot › Completed`);
    await stage.show(final);
  },
};
