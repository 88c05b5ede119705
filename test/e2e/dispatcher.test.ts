// Our modules (and with them our undici 7) are loaded before discord.js here, on purpose.
import { Agent, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from "undici";
import "../../src/api/http.js";
import "../../src/images/attachment.js";
import { REST, Routes } from "discord.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { makePng } from "../../fakes/png.js";
import { ended, setGuildKey, startHarness, type Harness } from "./harness.js";

let h: Harness;
let previous: Dispatcher;
beforeAll(async () => {
  // Whatever loaded first in this worker, make the worst case certain: undici 7 owns the
  // process-wide dispatcher, as it does when our modules are imported before discord.js.
  previous = getGlobalDispatcher();
  setGlobalDispatcher(new Agent());
  h = await startHarness({ stepMs: 10, steps: 4 });
  await setGuildKey(h);
});
afterAll(async () => {
  await h?.close();
  setGlobalDispatcher(previous);
});

test("with undici 7 as the process-wide dispatcher, discord.js left to it cannot upload a file (the condition guarded against)", async () => {
  const rest = new REST({ api: h.discord.apiUrl, retries: 0 }).setToken(h.discord.token);
  const upload = rest.post(Routes.channelMessages(h.discord.guild.channelId), {
    body: { content: "x" },
    files: [{ name: "a.png", data: makePng(4, 4, 1) }],
  });
  await expect(upload).rejects.toThrow();
});

test("the bot still downloads a member's image and uploads its outputs through discord.js", async () => {
  const input = makePng(32, 32, "dispatcher");
  const interaction = await h.discord.driver.slashCommand("generate", {
    prompt: "uploaded whatever the global dispatcher",
    image: { filename: "in.png", contentType: "image/png", data: input },
  });
  const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
  expect(message.attachments.length).toBeGreaterThan(0);
  expect(JSON.stringify(message.embeds)).not.toMatch(/could not/);
  const upload = h.cloud.requests.find((r) => r.path === "/api/upload/image");
  expect((upload?.body as { image?: { data: Buffer } }).image?.data.equals(input)).toBe(true);
});
