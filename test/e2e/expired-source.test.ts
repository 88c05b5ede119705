import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_API_KEY } from "../../fakes/keys.js";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import type { Place } from "../../fakes/discord/driver.js";
import { deployCommands } from "../../scripts/deploy-commands.js";
import { memberScope } from "../../src/scope.js";
import { ended, setGuildKey, startHarness, type Harness } from "./harness.js";

/**
 * Issue 41 (1), Discord's expiring links: Upscale again and Vary under an upscale run again on the
 * image it was made from, by the URL stored with the job, and Discord's CDN URLs expire after
 * about a day. In a server with the bot the image's message is read again for a fresh URL; in a
 * server without it (no channel can be read there, and the interaction's own webhook holds only
 * its own messages) the member is told plainly why it cannot run and what to do instead, and
 * nothing is sent to the service with the dead link.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ stepMs: 5, steps: 4 }, { FLOWBOT_USER_DAILY_QUOTA: "200" });
  await deployCommands({ token: h.discord.token, applicationId: h.discord.applicationId, apiUrl: h.discord.apiUrl });
  await h.bot.context.store.guilds.setApiKey(memberScope(h.discord.guild.member.id), FAKE_API_KEY);
  await setGuildKey(h);
});
afterAll(async () => {
  await h?.close();
});

type Message = NonNullable<ReturnType<InteractionHandle["originalMessage"]>>;
const customIds = (message: Message): string[] =>
  JSON.stringify(message.components)
    .match(/"custom_id":"[^"]+"/g)
    ?.map((m) => m.slice(13, -1)) ?? [];
const pressed = (message: Message, prefix: string) => {
  const id = customIds(message).find((c) => c.startsWith(prefix));
  if (!id) throw new Error(`no ${prefix} button on the message`);
  return id;
};
/** The message an interaction made (its reply, or its first follow-up), once written. */
const made = (handle: InteractionHandle) =>
  h.discord.waitFor(() => {
    const message = [handle.originalMessage(), ...handle.followUps()].find(
      (m) => m && (m.content !== "" || m.embeds.length > 0),
    );
    return message;
  });

/** A /generate result and the upscale U1 made of it, in `place`; the result's image link then expires. */
async function upscaledThenExpired(place: Place): Promise<{ upscale: Message }> {
  const asked = await h.discord.driver.slashCommand("generate", { prompt: "a harbour at dawn" }, { place });
  const result = await ended(h, (await h.discord.waitFor(() => asked.originalMessage())).id);
  const up = await h.discord.driver.clickButton(result.id, pressed(result, "gen:up:"), { place });
  await up.response();
  const upscale = await ended(h, (await made(up)).id);
  expect(upscale.attachments).toHaveLength(1);
  for (const file of result.attachments) h.discord.messages.expireUrl(file.id);
  return { upscale };
}

const tasks = () => h.platform.requests.filter((r) => r.method === "POST" && r.path.includes("upscal")).length;

describe("Upscale again and Vary after Discord's link to the image expired", () => {
  test("in a server with the bot, the image's message is read again: the job runs on a fresh link", async () => {
    const { upscale } = await upscaledThenExpired("server");
    const again = await h.discord.driver.clickButton(upscale.id, pressed(upscale, "up:again:"));
    const final = await ended(h, (await made(again)).id);
    expect(JSON.stringify(final.embeds)).not.toMatch(/could not be downloaded|went wrong/);
    expect(final.attachments).toHaveLength(1);
  });

  test("in a server without the bot, the member is told why it cannot run and what to do; nothing is sent", async () => {
    const place = "outside-server";
    const { upscale } = await upscaledThenExpired(place);
    const channelId = h.discord.places.outsideChannelId;
    const channelCalls = () => h.discord.restLog.filter((r) => r.path.includes(`/channels/${channelId}`)).length;
    for (const button of ["up:again:", "up:vary:"]) {
      const [calls, sent] = [channelCalls(), tasks()];
      const handle = await h.discord.driver.clickButton(upscale.id, pressed(upscale, button), { place });
      const answer = await made(handle);
      const said = JSON.stringify([answer.content, answer.embeds]);
      expect(said).toMatch(/the image this was made from, has expired/);
      expect(said).toMatch(/Run the command again with the image attached/);
      expect(channelCalls()).toBe(calls);
      expect(tasks()).toBe(sent);
    }
  });
});
