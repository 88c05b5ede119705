import { beforeEach, expect, test } from "vitest";
import { pngFile } from "../../fakes/png.js";
import { setGuildKey, useHarness } from "./harness.js";

/** Reactions are no megaphone: a refusal is said once per member and message; the emoji setting is cached and follows a change at once. */
const h = useHarness();
beforeEach(async () => {
  await setGuildKey(h);
  await h.database.store.guilds.updateSettings(h.discord.guild.id, { dailyQuota: 1, maxConcurrentJobs: 8 });
});

const png = (seed: string) => pngFile(seed, 16, 16);
const botRepliesUnder = (id: string) =>
  h.discord.messages.all().filter((m) => m.replyTo === id && m.author.id === h.discord.botUser.id);

test("a member over their quota reacting ten times under someone's image gets one reply, not ten", async () => {
  const member = h.discord.guild.member;
  const first = await h.discord.postUserMessage(h.discord.guild.channelId, {
    content: "mine",
    attachments: [png("q1")],
  });
  await h.discord.driver.react(first.id, "🔍", { user: member });
  await h.discord.waitFor(() => botRepliesUnder(first.id)[0]);

  const victim = await h.discord.postUserMessage(h.discord.guild.channelId, {
    content: "someone else's photo",
    attachments: [png("victim")],
    author: h.discord.guild.owner,
  });
  for (let i = 0; i < 10; i++) await h.discord.driver.react(victim.id, "🔍", { user: member });
  await h.discord.waitFor(() => botRepliesUnder(victim.id)[0]);
  // Every reaction was handled (each logs its refusal); only the first was said.
  await h.discord.waitFor(() => h.logs.filter((l) => l.includes("reaction refused")).length >= 10 || undefined, 10_000);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const replies = botRepliesUnder(victim.id);
  expect(replies).toHaveLength(1);
  expect(replies[0]!.content).toContain("You have used your 1 job for today");
}, 30_000);

test("a new upscale emoji works at once, though the emoji is cached", async () => {
  await h.database.store.guilds.updateSettings(h.discord.guild.id, { dailyQuota: null });
  const owner = h.discord.guild.owner;
  const set = await h.discord.driver.slashCommand(
    "settings",
    { emoji: "⭐" },
    { user: owner, subcommand: "upscale-emoji" },
  );
  await set.response();
  const photo = await h.discord.postUserMessage(h.discord.guild.channelId, {
    content: "star it",
    attachments: [png("star")],
  });
  await h.discord.driver.react(photo.id, "🔍", { user: owner });
  await h.discord.driver.react(photo.id, "⭐", { user: owner });
  await h.discord.waitFor(() => botRepliesUnder(photo.id)[0]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(botRepliesUnder(photo.id)).toHaveLength(1);
  expect((await h.database.store.guilds.get(h.discord.guild.id)).settings.upscaleEmoji).toBe("⭐");
});
