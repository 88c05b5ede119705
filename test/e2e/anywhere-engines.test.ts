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

test("engines only: after deploy-commands leaves the platform's commands out, a start warns of no missing command", async () => {
  const from = h.logs.length;
  const reads = () => h.discord.restLog.filter((r) => r.method === "GET" && r.path.endsWith("/commands")).length;
  const before = reads();
  await h.restart();
  // The check runs after "online", once it has read the registered commands.
  await h.discord.waitFor(() => reads() > before || undefined);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const said = h.logs.slice(from).join("");
  expect(said).toContain('"msg":"online"');
  expect(said).not.toMatch(/not registered|deploy-commands/);
});
