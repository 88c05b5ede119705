import { afterAll, beforeAll, expect, test } from "vitest";
import { deployCommands } from "../../scripts/deploy-commands.js";
import { startEngineHarness, type EngineHarness } from "./engine-harness.js";

/** Self-hosted engines only: a member's jobs anywhere run on the operator's engines, with no key of theirs. */
let h: EngineHarness;
beforeAll(async () => {
  h = await startEngineHarness({ env: { FLOWBOT_USER_DAILY_QUOTA: "5" } });
  await deployCommands({
    token: h.discord.token,
    applicationId: h.discord.applicationId,
    apiUrl: h.discord.apiUrl,
    platform: false,
  });
});
afterAll(async () => {
  await h?.close();
});

test("/generate in a DM, with no key of the member's, runs on the engines and delivers in their language", async () => {
  const asked = await h.discord.driver.slashCommand(
    "generate",
    { prompt: "a lighthouse" },
    { place: "dm", locale: "de" },
  );
  const final = await h.discord.waitFor(() => {
    const message = asked.originalMessage();
    const done = message && !JSON.stringify(message.components).includes("job:cancel:");
    return done && message.attachments.length > 0 ? message : undefined;
  }, 20_000);
  expect(JSON.stringify(final.embeds)).toContain("Angefordert von");
  expect(h.engines[0]!.prompts()).toHaveLength(1);
});
