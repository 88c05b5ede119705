import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { DEFAULT_SETTINGS, type GuildSettings } from "../../src/db/store.js";
import type { FakeUser } from "../../fakes/discord/server.js";
import { pngFile } from "../../fakes/png.js";
import { ended, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
const CHANNEL = 7;
const VOICE = 2;
let other: string;
let another: string;

beforeAll(async () => {
  other = h.discord.addChannel();
  another = h.discord.addChannel();
  // CHANNEL_CREATE reaches the bot's cache over the gateway.
  await h.discord.waitFor(() => h.bot.client.channels.cache.has(another));
});
beforeEach(async () => {
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, () => ({
    ...DEFAULT_SETTINGS,
    allowedChannels: [],
    defaults: { ...DEFAULT_SETTINGS.defaults },
  }));
});

const settings = async () => (await h.bot.context.store.guilds.get(h.discord.guild.id)).settings;
const channel = (id: string) => [{ name: "channel", type: CHANNEL, value: id }];

/** Runs `/settings <subcommand>` and returns its (immediate, ephemeral) answer. */
async function run(subcommand: string, options: object = {}, user: FakeUser = h.discord.guild.owner): Promise<string> {
  const interaction = await h.discord.driver.slashCommand("settings", options as never, { user, subcommand });
  const response = await interaction.response();
  expect(response.type).toBe(4);
  expect(response.data.flags & 64).toBe(64);
  expect(response.data.allowed_mentions).toEqual({ parse: [] });
  return String(response.data.content ?? JSON.stringify(response.data.embeds));
}

type Case = [string, string, () => object, (s: GuildSettings) => unknown, () => RegExp];
const changes: Case[] = [
  [
    "defaults",
    "defaults",
    () => ({ width: 512, height: 768, steps: 30 }),
    (s) => s.defaults,
    () => /512×768, 30 steps/,
  ],
  [
    "upscale-emoji",
    "upscale-emoji",
    () => ({ emoji: "⬆️" }),
    (s) => s.upscaleEmoji,
    () => /Upscale emoji","value":"⬆️"/,
  ],
  ["quota", "quota", () => ({ jobs: 5 }), (s) => s.dailyQuota, () => /Daily quota per member","value":"5"/],
  ["quota none", "quota", () => ({}), (s) => s.dailyQuota, () => /Daily quota per member","value":"none"/],
  ["concurrency", "concurrency", () => ({ jobs: 2 }), (s) => s.maxConcurrentJobs, () => /Jobs at once","value":"2"/],
  [
    "channels add",
    "channels add",
    () => channel(other),
    (s) => s.allowedChannels,
    () => new RegExp(`Channels","value":"<#${other}>"`),
  ],
];

describe("changing a setting", () => {
  test.each(changes)(
    "%s: saved for a member with Manage Server, confirmed and shown by /settings show",
    async (_name, sub, options, read, shown) => {
      if (sub === "quota") await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { dailyQuota: 9 });
      const before = read(await settings());
      const answer = await run(sub, options());
      expect(answer).toMatch(/^Saved\./);
      const after = read(await settings());
      expect(after).not.toEqual(before);
      expect(await run("show", {}, h.discord.guild.member)).toMatch(shown());
    },
  );

  test.each(changes)(
    "%s: refused for a member without Manage Server, nothing saved",
    async (_name, sub, options, read) => {
      const before = read(await settings());
      expect(await run(sub, options(), h.discord.guild.member)).toMatch(
        /Only members with the Manage Server permission/,
      );
      expect(read(await settings())).toEqual(before);
    },
  );

  test("channels: add two, remove one, clear; /settings show lists them", async () => {
    expect(await run("channels add", channel(other))).toBe(`Saved. Jobs may start only in <#${other}>.`);
    expect(await run("channels add", channel(another))).toBe(
      `Saved. Jobs may start only in <#${other}> and <#${another}>.`,
    );
    expect(await run("show")).toContain(`<#${other}> <#${another}>`);
    expect(await run("channels remove", channel(other))).toBe(`Saved. Jobs may start only in <#${another}>.`);
    expect(await run("channels remove", channel(other))).toMatch(/`channel`: <#\d+> is not in the list/);
    expect(await run("channels clear")).toBe("Saved. Jobs may start in every channel.");
    expect((await settings()).allowedChannels).toEqual([]);
    expect(await run("channels clear", {}, h.discord.guild.member)).toMatch(/Manage Server/);
  });

  test("two channels added at once both land", async () => {
    await Promise.all([run("channels add", channel(other)), run("channels add", channel(another))]);
    expect((await settings()).allowedChannels.sort()).toEqual([other, another].sort());
  });
});

describe("limits", () => {
  test.each([
    ["defaults", { width: 63 }, "`width` must be a whole number from 64 to 2,048."],
    ["defaults", { width: 64 }, undefined],
    ["defaults", { width: 2048 }, undefined],
    ["defaults", { width: 2049 }, "`width` must be a whole number from 64 to 2,048."],
    ["defaults", { width: 100 }, "`width` must be a multiple of 8, such as 96 or 104."],
    ["defaults", { height: 56 }, "`height` must be a whole number from 64 to 2,048."],
    ["defaults", { height: 64 }, undefined],
    ["defaults", { height: 2048 }, undefined],
    ["defaults", { height: 2056 }, "`height` must be a whole number from 64 to 2,048."],
    ["defaults", { steps: 0 }, "`steps` must be a whole number from 1 to 150."],
    ["defaults", { steps: 1 }, undefined],
    ["defaults", { steps: 150 }, undefined],
    ["defaults", { steps: 151 }, "`steps` must be a whole number from 1 to 150."],
    ["defaults", {}, "Give at least one of `width`, `height` or `steps`."],
    ["quota", { jobs: 0 }, "`jobs` must be a whole number from 1 to 1,000."],
    ["quota", { jobs: 1 }, undefined],
    ["quota", { jobs: 1000 }, undefined],
    ["quota", { jobs: 1001 }, "`jobs` must be a whole number from 1 to 1,000."],
    ["concurrency", { jobs: 0 }, "`jobs` must be a whole number from 1 to 10."],
    ["concurrency", { jobs: 1 }, undefined],
    ["concurrency", { jobs: 10 }, undefined],
    ["concurrency", { jobs: 11 }, "`jobs` must be a whole number from 1 to 10."],
  ])("/settings %s %j: %s", async (sub, options, refusal) => {
    const before = await settings();
    const answer = await run(sub, options);
    if (refusal === undefined) {
      expect(answer).toMatch(/^Saved\./);
      const after = await settings();
      const [field, value] = Object.entries(options)[0]!;
      if (sub === "defaults") expect(after.defaults[field as "width"]).toBe(value);
      else expect(sub === "quota" ? after.dailyQuota : after.maxConcurrentJobs).toBe(value);
    } else {
      expect(answer).toContain(refusal);
      expect(await settings()).toEqual(before);
    }
  });

  test("a 26th allowed channel is refused naming the field; 25 are accepted", async () => {
    const ids = Array.from({ length: 25 }, () => h.discord.addChannel());
    await h.discord.waitFor(() => h.bot.client.channels.cache.has(ids.at(-1)!));
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { allowedChannels: ids.slice(0, 24) });
    expect(await run("channels add", channel(ids[24]!))).toMatch(/^Saved\./);
    expect((await settings()).allowedChannels).toHaveLength(25);
    expect(await run("channels add", channel(other))).toBe(
      "⚠️ `channel`: at most 25 channels can be allowed. Remove one first.",
    );
    expect((await settings()).allowedChannels).not.toContain(other);
  });
});

describe("hostile input", () => {
  let voice: string;
  beforeAll(async () => {
    voice = h.discord.addChannel(VOICE);
    await h.discord.waitFor(() => h.bot.client.channels.cache.has(voice));
  });

  test.each([
    ["empty", "", "`emoji` must be 1 to 100 characters long"],
    ["plain text", "upscale", "`emoji` must be one standard emoji (like 🔍) or one of this server's custom emoji."],
    ["a mention", "@everyone", "`emoji` must not contain mentions"],
    ["a user mention", "<@123456789012345678>", "`emoji` must not contain mentions"],
    ["two emoji", "🔍🔍", "`emoji` must be one standard emoji"],
    ["an emoji and text", "🔍 please", "`emoji` must be one standard emoji"],
    ["a zero-width space", "\u200b", "`emoji` must be 1 to 100 characters long (it is 0)"],
    ["a zero-width joiner", "\u200d", "`emoji` must contain visible text"],
    ["a control character", "🔍\u0000", "`emoji` must not contain control characters"],
    ["a direction override", "\u202E🔍", "`emoji` must not contain text-direction override characters"],
    [
      "another server's custom emoji",
      "<:elsewhere:123456789012345678>",
      "that custom emoji is not one of this server's",
    ],
    ["a custom emoji with a forged id", "<:x:1'; drop table guilds; -->", "`emoji` must be one standard emoji"],
    ["an over-long string", "🔍".repeat(60), "`emoji` must be 1 to 100 characters long"],
  ])("upscale-emoji refuses %s, naming the field", async (_name, emoji, refusal) => {
    const answer = await run("upscale-emoji", { emoji });
    expect(answer).toMatch(/^⚠️ `emoji`/);
    expect(answer).toContain(refusal);
    expect((await settings()).upscaleEmoji).toBe("🔍");
  });

  test("upscale-emoji accepts this server's custom emoji, and a heart typed without its selector", async () => {
    const custom = h.discord.addEmoji("zoom");
    expect(await run("upscale-emoji", { emoji: custom })).toBe(
      `Saved. Reacting with ${custom} to an image now upscales it.`,
    );
    expect((await settings()).upscaleEmoji).toBe(custom);
    await run("upscale-emoji", { emoji: "❤" });
    expect((await settings()).upscaleEmoji).toBe("❤\uFE0F");
  });

  test.each([
    ["a voice channel", () => voice],
    ["a channel of no server the bot knows", () => "123456789012345678"],
    ["a value that is no channel id", () => "<#1> or anything"],
  ])("channels add refuses %s, naming the field", async (_name, id) => {
    expect(await run("channels add", channel(id()))).toMatch(
      /^⚠️ `channel` must be a (text or announcement )?channel of this server\./,
    );
    expect((await settings()).allowedChannels).toEqual([]);
  });
});

describe("where jobs may start", () => {
  test("a job in a channel not allowed is refused with the list of allowed channels; an allowed channel runs it", async () => {
    await setGuildKey(h);
    await run("channels add", channel(other));
    await run("channels add", channel(another));
    const before = h.cloud.requests.length;
    const refused = await h.discord.driver.slashCommand("generate", { prompt: "wrong channel" });
    const response = await refused.response();
    expect(response.data.flags & 64).toBe(64);
    expect(response.data.content).toBe(`⚠️ Jobs can only be started in <#${other}> or <#${another}> on this server.`);
    expect(h.cloud.requests.length).toBe(before);

    const allowed = await h.discord.driver.slashCommand("generate", { prompt: "right channel" }, { channelId: other });
    const done = await ended(h, (await h.discord.waitFor(() => allowed.originalMessage())).id);
    expect(done.channelId).toBe(other);
    expect(done.attachments).toHaveLength(1);
  });
});

describe("the daily quota", () => {
  test("the refusal says when it resets; /settings show tells a member their use of the day", async () => {
    await setGuildKey(h);
    const user = h.discord.guild.member;
    // Jobs count without a quota too, so earlier jobs of the day count against it.
    const quota = (await h.bot.context.store.usage.get(h.discord.guild.id, user.id)) + 1;
    await run("quota", { jobs: quota });
    const first = await h.discord.driver.slashCommand("generate", { prompt: "my last job today" }, { user });
    await ended(h, (await h.discord.waitFor(() => first.originalMessage())).id);

    const over = await h.discord.driver.slashCommand("generate", { prompt: "one too many" }, { user });
    const response = await over.response();
    expect(response.data.flags & 64).toBe(64);
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    const resets = `<t:${midnight.getTime() / 1000}:R>`;
    const jobs = quota === 1 ? "1 job" : `${quota} jobs`;
    expect(response.data.content).toBe(
      `⚠️ You have used your ${jobs} for today on this server (${quota} of ${quota}). The count resets ${resets}.`,
    );
    expect(await run("show", {}, user)).toContain(
      `You have started ${jobs} of your ${quota} today; the count resets ${resets}.`,
    );
  });
});

describe("the upscale emoji", () => {
  const image = (seed: string) => pngFile(seed, 24, 16);
  const upscales = () =>
    h.platform.requests.filter((r) => r.method === "POST" && r.path.endsWith("/image-upscaler")).length;
  const replies = (id: string) =>
    h.discord.messages.all().filter((m) => m.replyTo === id && m.author.id === h.discord.botUser.id);

  test("the setting changes which reaction upscales an image: the new emoji does, 🔍 no longer does", async () => {
    await setGuildKey(h);
    const zoom = h.discord.addEmoji("zoom");
    expect(await run("upscale-emoji", { emoji: zoom })).toMatch(/^Saved\./);
    const { channelId, member } = h.discord.guild;
    const old = await h.discord.postUserMessage(channelId, { content: "old emoji", attachments: [image("old")] });
    const fresh = await h.discord.postUserMessage(channelId, { content: "new emoji", attachments: [image("new")] });
    const before = upscales();

    // The ignored reaction goes first: by the time the other one's reply has ended, it was long decided.
    await h.discord.driver.react(old.id, "🔍", { user: member });
    await h.discord.driver.react(fresh.id, zoom, { user: member });
    const reply = await ended(h, (await h.discord.waitFor(() => replies(fresh.id)[0])).id);
    expect(reply.attachments).toHaveLength(1);
    expect(upscales()).toBe(before + 1);
    expect(replies(old.id)).toEqual([]);

    // And back: 🔍 upscales again, the custom emoji does nothing.
    expect(await run("upscale-emoji", { emoji: "🔍" })).toMatch(/^Saved\./);
    const third = await h.discord.postUserMessage(channelId, {
      content: "custom again",
      attachments: [image("third")],
    });
    await h.discord.driver.react(third.id, zoom, { user: member });
    await h.discord.driver.react(old.id, "🔍", { user: member });
    await ended(h, (await h.discord.waitFor(() => replies(old.id)[0])).id);
    expect(upscales()).toBe(before + 2);
    expect(replies(third.id)).toEqual([]);
  });
});
