import { afterAll, beforeAll, expect, test } from "vitest";
import { FAKE_API_KEY } from "../../fakes/keys.js";
import { ended, jobIdOf, running, startHarness, type Harness } from "./harness.js";

/**
 * A job never changes whose key pays for it. With FLOW_API_KEY set, a server's job resumed after a
 * restart once the server removed its own key fails plainly rather than going on with the operator's.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ stepMs: 200, steps: 200 }, { FLOW_API_KEY: FAKE_API_KEY });
});
afterAll(async () => {
  await h?.close();
});

test("a job started with the server's key is not resumed with the operator's once the server's key is removed", async () => {
  await h.bot.context.store.guilds.setApiKey(h.discord.guild.id, FAKE_API_KEY);
  const interaction = await h.discord.driver.slashCommand("generate", { prompt: "paid by the server" });
  const message = await running(h, interaction);
  const jobId = jobIdOf(message);
  expect(await h.database.store.jobs.get(jobId)).toMatchObject({ keySource: "server" });

  await h.restart(() => h.database.store.guilds.removeApiKey(h.discord.guild.id));
  const final = await ended(h, message.id);
  expect(final.embeds[0]!.description).toContain(
    "This server's API key was removed while the job ran; a job is never moved onto another key.",
  );
  expect(await h.database.store.jobs.get(jobId)).toMatchObject({ status: "failed", error: { code: "no_key" } });
});

test("a job started with the operator's key resumes with it after a restart", async () => {
  h.cloud.knobs.concurrency = 4; // the first test's prompt still runs at the service: nobody could stop it
  h.cloud.knobs.steps = 30;
  h.cloud.knobs.stepMs = 100;
  const interaction = await h.discord.driver.slashCommand("generate", { prompt: "paid by the operator" });
  const message = await running(h, interaction);
  expect(await h.database.store.jobs.get(jobIdOf(message))).toMatchObject({ keySource: "operator" });
  await h.restart();
  const final = await ended(h, message.id);
  expect(final.attachments.length).toBeGreaterThan(0);
});
