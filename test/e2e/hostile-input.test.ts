import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { rawRows } from "../helpers/db.js";
import { makeGif, makeJpeg, makeWebp } from "../../fakes/images.js";
import { makePng } from "../../fakes/png.js";
import { ended, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
beforeAll(async () => {
  await setGuildKey(h);
  // With a quota, an admitted job writes a usage row: refused input must not get that far.
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { dailyQuota: 1000 });
});
beforeEach(() => {
  Object.assign(h.cloud.knobs, { stepMs: 10, steps: 4 });
});

async function rowCounts(): Promise<{ jobs: number; usage: number }> {
  const [jobs] = await rawRows(h.database, sql`select count(*)::int as n from jobs`);
  const [usage] = await rawRows(
    h.database,
    sql`select count(*)::int as n, coalesce(sum(count), 0)::int as total from usage`,
  );
  return { jobs: Number(jobs!.n), usage: Number(usage!.total) };
}

const png = makePng(64, 48, "hostile");
const file = (data: Buffer, extra: Record<string, unknown> = {}) => ({
  filename: "picture.png",
  contentType: "image/png",
  data,
  ...extra,
});
const withUInt32 = (bytes: Buffer, offset: number, value: number) => {
  const copy = Buffer.from(bytes);
  copy.writeUInt32BE(value, offset);
  return copy;
};

// [what, the options of /generate, the field the refusal must name]
const HOSTILE: Array<[string, Record<string, unknown>, string]> = [
  ["a NUL in the prompt", { prompt: "nul \u0000 here" }, "prompt"],
  ["a lone high surrogate", { prompt: "lone \ud800 surrogate" }, "prompt"],
  ["a lone low surrogate", { prompt: "\udfff" }, "prompt"],
  ["a terminal escape", { prompt: "\u001b[2J clear the screen" }, "prompt"],
  ["a bell", { prompt: "ring \u0007" }, "prompt"],
  ["a vertical tab", { prompt: "tab\u000bbed" }, "prompt"],
  ["a C1 next-line", { prompt: "next\u0085line" }, "prompt"],
  ["a noncharacter", { prompt: "odd \ufffe" }, "prompt"],
  ["a right-to-left override", { prompt: "cat \u202egnp.exe" }, "prompt"],
  ["a direction isolate", { prompt: "\u2067isolated\u2069" }, "prompt"],
  ["an empty prompt", { prompt: "" }, "prompt"],
  ["a whitespace-only prompt", { prompt: "    " }, "prompt"],
  ["a zero-width-only prompt", { prompt: "\u200b\u200b\u2060\ufeff" }, "prompt"],
  ["a Hangul-filler prompt", { prompt: "\u3164\u3164" }, "prompt"],
  ["a 6,000-character prompt", { prompt: "a".repeat(6000) }, "prompt"],
  ["@everyone", { prompt: "@everyone look at this" }, "prompt"],
  ["@here", { prompt: "@here" }, "prompt"],
  ["a member mention", { prompt: "draw <@123456789012345678>" }, "prompt"],
  ["a role mention", { prompt: "<@&123456789012345678> party" }, "prompt"],
  ["a channel mention", { prompt: "<#123456789012345678>" }, "prompt"],
  ["a whitespace-only negative", { prompt: "cat", negative: "   " }, "negative"],
  ["a zero-width negative", { prompt: "cat", negative: "\u200b" }, "negative"],
  ["a NUL in the negative", { prompt: "cat", negative: "\u0000" }, "negative"],
  ["a lone surrogate in the negative", { prompt: "cat", negative: "\udbff" }, "negative"],
  ["a 2,001-character negative", { prompt: "cat", negative: "n".repeat(2001) }, "negative"],
  ["a mention in the negative", { prompt: "cat", negative: "@everyone" }, "negative"],
  ["a NUL in the workflow", { prompt: "cat", workflow: "\u0000" }, "workflow"],
  ["an override in the workflow", { prompt: "cat", workflow: "\u202eflow" }, "workflow"],
  ["a 101-character workflow", { prompt: "cat", workflow: "w".repeat(101) }, "workflow"],
  ["a zero-byte image", { prompt: "cat", image: file(Buffer.alloc(0)) }, "image"],
  [
    "a text file named ../../notes.png",
    { prompt: "cat", image: file(Buffer.from("this is not an image at all"), { filename: "../../notes.png" }) },
    "image",
  ],
  [
    "HTML declared as a PNG",
    { prompt: "cat", image: file(Buffer.from("<!doctype html><script>alert(1)</script>")) },
    "image",
  ],
  [
    "a PNG header on a text body",
    { prompt: "cat", image: file(Buffer.concat([png.subarray(0, 8), Buffer.from("just some text, honestly")])) },
    "image",
  ],
  ["a PNG cut off half-way", { prompt: "cat", image: file(png.subarray(0, Math.floor(png.length / 2))) }, "image"],
  ["a PNG without its end", { prompt: "cat", image: file(png.subarray(0, png.length - 12)) }, "image"],
  ["a PNG claiming 0×0 pixels", { prompt: "cat", image: file(withUInt32(withUInt32(png, 16, 0), 20, 0)) }, "image"],
  [
    "a PNG claiming 20000×20000 while Discord says 64×48",
    { prompt: "cat", image: file(withUInt32(withUInt32(png, 16, 20_000), 20, 20_000), { width: 64, height: 48 }) },
    "image",
  ],
  [
    "a JPEG cut off",
    { prompt: "cat", image: file(makeJpeg(64, 64, { end: false }), { contentType: "image/jpeg" }) },
    "image",
  ],
  [
    "a WebP cut off",
    { prompt: "cat", image: file(makeWebp(64, 64).subarray(0, 40), { contentType: "image/webp" }) },
    "image",
  ],
  ["a GIF", { prompt: "cat", image: file(makeGif(16, 16), { contentType: "image/gif" }) }, "image"],
  ["a 100 MB declared size", { prompt: "cat", image: file(png, { size: 100 * 1024 * 1024 }) }, "image"],
];

describe("hostile input to /generate", () => {
  test.each(HOSTILE)(
    "%s is refused ephemerally, naming the field, before anything is sent or written",
    async (_what, options, field) => {
      const before = await rowCounts();
      const cloudRequests = h.cloud.requests.length;
      const interaction = await h.discord.driver.slashCommand("generate", options);
      const response = await interaction.response();

      expect(response.type).toBe(4); // answered at once: never deferred
      expect(response.data.flags & 64).toBe(64);
      expect(response.data.content).toMatch(new RegExp(`^⚠️ \`?${field}\`? `));
      expect(response.data.allowed_mentions).toEqual({ parse: [] });
      expect(h.cloud.requests.length).toBe(cloudRequests);
      expect(await rowCounts()).toEqual(before);
    },
  );

  test("an image is uploaded under a name made from its bytes and with the type of its bytes, whatever the member called it", async () => {
    const jpeg = makeJpeg(64, 48);
    const interaction = await h.discord.driver.slashCommand("generate", {
      prompt: "from a photo",
      image: file(jpeg, { filename: "../../notes\u202e.png", contentType: "image/png" }),
    });
    await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    const upload = h.cloud.requests.filter((r) => r.path === "/api/upload/image").at(-1);
    const sent = (upload?.body as { image?: { filename: string; contentType: string; data: Buffer } }).image!;
    expect(sent.filename).toMatch(/^input-[0-9a-f]{20}\.jpg$/);
    expect(sent.contentType).toBe("image/jpeg");
    expect(sent.data.equals(jpeg)).toBe(true);
    expect(JSON.stringify(h.cloud.requests.map((r) => ({ ...r, body: undefined })))).not.toContain("notes");
  });

  test("an image larger than the first read is checked from its header before deferring, and to its end after", async () => {
    const big = Buffer.concat([makeJpeg(800, 600, { end: false }), Buffer.alloc(400 * 1024, 0x5a)]);
    const before = await rowCounts();
    const interaction = await h.discord.driver.slashCommand("generate", {
      prompt: "cut off late",
      image: file(big, { contentType: "image/jpeg" }),
    });
    const first = await interaction.response();
    expect(first.data?.content ?? "").toBe("");
    expect(first.type).toBe(5); // the header was fine: deferred
    const text = await h.discord.waitFor(() => interaction.originalMessage()?.content || undefined);
    expect(text).toMatch(/^⚠️ `image` must be a PNG, JPEG, or WebP file .*cut off/);
    expect(
      h.cloud.requests.some(
        (r) => r.path === "/api/upload/image" && JSON.stringify(r.body ?? "").includes("cut off late"),
      ),
    ).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });
});

describe("hostile input to /settings key", () => {
  test.each([
    ["a NUL", "fc_live_key_0000\u00000000"],
    ["a zero-width space", "fc_live_key_0000\u200b0000"],
    ["a right-to-left override", "fc_live_key_0000\u202e0000"],
    ["non-ASCII look-alikes", "fc_lіve_key_00000000"],
    ["a space inside", "fc_live_key 0000 0000"],
    ["too short", "fc_short"],
    ["too long", "k".repeat(201)],
  ])("a key with %s is refused ephemerally, naming the field, before anything is sent or saved", async (_what, key) => {
    const cloudRequests = h.cloud.requests.length;
    const before = await h.bot.context.store.guilds.getApiKey(h.discord.guild.id);
    const submit = await h.discord.driver.submitModal("settings:key", { key }, { user: h.discord.guild.owner });
    const response = await submit.response();
    expect(response.type).toBe(4);
    expect(response.data.flags & 64).toBe(64);
    expect(response.data.content).toMatch(/^⚠️ `key` must be 16 to 200 visible ASCII characters/);
    expect(h.cloud.requests.length).toBe(cloudRequests);
    expect(await h.bot.context.store.guilds.getApiKey(h.discord.guild.id)).toBe(before);
  });
});

describe("awkward but harmless prompts", () => {
  const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  test.each([
    ["markdown that could break a message", "``` # **unclosed || spoiler [link](https://example.com) > quote ~~strike"],
    ["an emoji cut by the title's length limit", `${"a".repeat(248)}😀 and more after the limit`],
    ["right-to-left text with its marks", "שלום \u200fעולם مرحبا"],
    ["emoji joined by zero-width joiners", "👩‍🚀👨‍👩‍👧 🏳️‍🌈"],
  ])("%s is run, and shown as well-formed text that pings nobody", async (_what, prompt) => {
    const restStart = h.discord.restLog.length;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt });
    const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    const title = message.embeds[0]!.title!;
    expect(LONE.test(title)).toBe(false);
    expect(prompt.startsWith(title.replace(/…$/, ""))).toBe(true);
    // Every request of this job that carries a message, whatever the route.
    const sent = h.discord.restLog
      .slice(restStart)
      .filter((r) => r.path.includes(interaction.token) && /"embeds"|"content"/.test(JSON.stringify(r.body ?? "")));
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) expect(request.allowedMentions).toEqual({ parse: [] });
  });
});

describe("hostile input to the other commands with a text option", () => {
  const REFUSED_TEXT = [
    "nul \u0000",
    "lone \ud800",
    "\u202eevil",
    "\u200b\u200b",
    "@everyone",
    "<@&123456789012345678>",
    "x".repeat(6000),
  ];
  const HOSTILE_TEXT = [...REFUSED_TEXT, "' or 1=1 --"];

  test.each(HOSTILE_TEXT)("/show job %j is refused ephemerally, naming the field", async (job) => {
    const response = await (await h.discord.driver.slashCommand("show", { job })).response();
    expect(response.type).toBe(4);
    expect(response.data.flags & 64).toBe(64);
    expect(response.data.content).toMatch(/^⚠️ `?job`?\b/);
  });

  test.each(HOSTILE_TEXT)(
    "/settings upscale-emoji %j is refused ephemerally, naming the field, and saves nothing",
    async (emoji) => {
      const before = (await h.bot.context.store.guilds.get(h.discord.guild.id)).settings.upscaleEmoji;
      const interaction = await h.discord.driver.slashCommand(
        "settings",
        { emoji },
        { user: h.discord.guild.owner, subcommand: "upscale-emoji" },
      );
      const response = await interaction.response();
      expect(response.type).toBe(4);
      expect(response.data.flags & 64).toBe(64);
      expect(response.data.content).toMatch(/^⚠️ `?emoji`?\b/);
      expect((await h.bot.context.store.guilds.get(h.discord.guild.id)).settings.upscaleEmoji).toBe(before);
    },
  );

  const RULES: Array<[string, string]> = [
    ["banned-terms add", "term"],
    ["banned-terms remove", "term"],
    ["negative-prompt", "text"],
  ];
  const rules = async () => {
    const { bannedTerms, negativePrompt } = (await h.bot.context.store.guilds.get(h.discord.guild.id)).settings;
    return { bannedTerms, negativePrompt };
  };

  test.each(RULES.flatMap(([sub, field]) => REFUSED_TEXT.map((text) => [sub, field, text] as const)))(
    "/settings %s with a %s of %j is refused ephemerally, naming the field, and saves nothing",
    async (subcommand, field, text) => {
      const before = await rules();
      const interaction = await h.discord.driver.slashCommand(
        "settings",
        { [field]: text },
        { user: h.discord.guild.owner, subcommand },
      );
      const response = await interaction.response();
      expect(response.type).toBe(4);
      expect(response.data.flags & 64).toBe(64);
      expect(response.data.content).toMatch(new RegExp(`^⚠️ \`${field}\` `));
      expect(await rules()).toEqual(before);
    },
  );

  test("text that looks like SQL is kept as typed, as a banned term and as the negative prompt", async () => {
    const sql = "' or 1=1 --";
    for (const [subcommand, field] of RULES.filter(([sub]) => sub !== "banned-terms remove")) {
      const interaction = await h.discord.driver.slashCommand(
        "settings",
        { [field]: sql },
        { user: h.discord.guild.owner, subcommand },
      );
      expect((await interaction.response()).data.content).toMatch(/^Saved\./);
    }
    expect(await rules()).toEqual({ bannedTerms: [sql], negativePrompt: sql });
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { bannedTerms: [], negativePrompt: null });
  });
});
