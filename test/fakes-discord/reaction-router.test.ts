import { Events } from "discord.js";
import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import type { ReactionHandler } from "../../src/discord/routing/handlers.js";
import { createReactionRouter } from "../../src/discord/routing/reactions.js";
import { UserError } from "../../src/errors.js";
import { createLogger, type Logger } from "../../src/logging/logger.js";
import { makePng } from "../../fakes/png.js";
import { nextEvent, startWithClient } from "./client.js";

const { fake, client } = await startWithClient();
const lines: string[] = [];
const log = createLogger("debug", new Writable({ write: (chunk, _e, done) => done(void lines.push(String(chunk))) }));
const seen: Array<{ emoji: string | null; user: string; attachments: number; partial: boolean }> = [];
let fail: Error | undefined;
const handler: ReactionHandler<{ log: Logger }> = {
  name: "record",
  accepts: (emoji) => Promise.resolve(emoji.name !== "👍"),
  react(emoji, message, user) {
    seen.push({
      emoji: emoji.name,
      user: user.id,
      attachments: message.attachments.size,
      partial: message.partial,
    });
    return fail ? Promise.reject(fail) : Promise.resolve();
  },
};
const route = createReactionRouter({ log }, [handler]);
const handled: Promise<void>[] = [];
client.on(Events.MessageReactionAdd, (reaction, user) => void handled.push(route(reaction, user)));
/** Does something that dispatches one reaction, and waits until the router has handled it. */
const reacting = async (act: () => Promise<unknown>) => {
  const count = handled.length;
  await act();
  await fake.waitFor(() => handled.length > count);
  await Promise.all(handled);
};

describe("reaction router", () => {
  test("a member's reaction on an uncached message reaches the handler with the message fetched whole", async () => {
    const created = nextEvent(client, Events.MessageCreate);
    const message = await fake.postUserMessage(fake.guild.channelId, {
      content: "img",
      attachments: [{ filename: "a.png", contentType: "image/png", data: makePng(3, 3, "r") }],
    });
    await created;
    const channel = client.channels.cache.get(fake.guild.channelId);
    if (channel?.isTextBased()) channel.messages.cache.delete(message.id);
    await reacting(() => fake.driver.react(message.id, "🔍"));
    expect(seen.at(-1)).toEqual({ emoji: "🔍", user: fake.guild.member.id, attachments: 1, partial: false });
  });

  test("a reaction no handler accepts fetches nothing", async () => {
    const message = await fake.postUserMessage(fake.guild.channelId, { content: "thumbs" });
    const requests = fake.restLog.length;
    const before = seen.length;
    await reacting(() => fake.driver.react(message.id, "👍"));
    expect(seen.length).toBe(before);
    expect(fake.restLog.length).toBe(requests);
  });

  test("another bot's reaction is ignored", async () => {
    const message = await fake.postUserMessage(fake.guild.channelId, { content: "bots" });
    const before = seen.length;
    await reacting(() =>
      fake.driver.react(message.id, "🔍", { user: { id: "123456789012345001", username: "other-bot", bot: true } }),
    );
    expect(seen.length).toBe(before);
  });

  test("the bot's own reactions are ignored", async () => {
    const channel = await client.channels.fetch(fake.guild.channelId);
    if (!channel?.isSendable()) throw new Error("not sendable");
    const sent = await channel.send("mine");
    const before = seen.length;
    await reacting(() => sent.react("🔍"));
    expect(seen.length).toBe(before);
  });

  test("a handler's UserError becomes a reply under the message that pings nobody; a bug a generic one", async () => {
    const message = await fake.postUserMessage(fake.guild.channelId, { content: "no" });
    fail = new UserError("That message has no image to upscale.");
    await reacting(() => fake.driver.react(message.id, "🔍", { user: fake.guild.owner }));
    fail = new Error("boom");
    await reacting(() => fake.driver.react(message.id, "🔎", { user: fake.guild.owner }));
    fail = undefined;
    const replies = fake.messages.all().filter((m) => m.replyTo === message.id);
    expect(replies.map((r) => r.content)).toEqual([
      `⚠️ <@${fake.guild.owner.id}> That message has no image to upscale.`,
      `⚠️ <@${fake.guild.owner.id}> Something went wrong on our side. It has been logged; please try again.`,
    ]);
    expect(replies[0]!.allowedMentions).toEqual({ parse: [], replied_user: false });
    expect(lines.some((l) => l.includes('"level":50') && l.includes("reaction failed"))).toBe(true);
  });
});
