import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { APIActionRowComponent, APIButtonComponent, APIEmbed } from "discord.js";
import { features } from "../../src/features/index.js";
import { presentersOf } from "../../src/app/routes.js";
import { finalMessage } from "../../src/discord/job-message/messages.js";
import { renderProgress, type JobView, type MessagePayload } from "../../src/discord/render/render.js";
import { areas } from "../../src/i18n/en/index.js";
import { catalogues, LOCALES, t, text, type Key, type Locale } from "../../src/i18n/index.js";
import type { RemoteUpdate } from "../../src/jobs/remote.js";

/**
 * Issue 30, items 3 to 5: every public message of every kind of job (progress, result, failure,
 * cancellation, their buttons), drawn in every language, holds no English text of the catalogue
 * where the language has its own, no raw option name, and names who asked for it.
 */
const presenterFor = presentersOf(features);
const USER = "222222222222222222";
const source = {
  url: "https://cdn.example/a.png",
  name: "a.png",
  size: 1000,
  attachmentId: "1",
  width: 320,
  height: 240,
  guildId: "100000000000000001",
  channelId: "100000000000000002",
  messageId: "100000000000000003",
  image: 2,
};
const upscaleSettings = {
  scale_factor: "2x",
  engine: "upscaler_sharpy",
  optimized_for: "soft_portraits",
  creativity: 3,
  hdr: 1,
  resemblance: 0,
  fractality: 2,
  prompt: "🦊",
};
const styleSettings = {
  engine: "illusio",
  style_strength: 70,
  structure_strength: 40,
  is_portrait: true,
  fixed_generation: false,
  portrait_style: "pop",
  portrait_beautifier: "beautify_face",
  prompt: "🦊",
};
const enhanceSettings = { optimized_for: "improve_lighting", sharpen: 40, smart_grain: 12 };

/** Each kind with a job as it stores it, and the files of its result. */
const KINDS: { kind: string; params: unknown; files: string[] }[] = [
  {
    kind: "generate",
    params: { prompt: "🦊 ⛰️", seed: 7, width: 512, height: 512, steps: 20, count: 2 },
    files: ["out_1.png", "out_2.png"],
  },
  { kind: "upscale", params: { source, settings: upscaleSettings }, files: ["up.png"] },
  { kind: "style-transfer", params: { source, reference: source, settings: styleSettings }, files: ["st.png"] },
  { kind: "enhance", params: { source, settings: enhanceSettings }, files: ["en.png"] },
  {
    kind: "video",
    params: {
      mode: "extend",
      model: "vidq2-turbo",
      duration: 5,
      resolution: "720p",
      fromModel: "vidq3-pro",
      options: {},
    },
    files: ["0.mp4"],
  },
  { kind: "video", params: { mode: "multiframe", model: "vidq2-pro", keyFrames: 3, options: {} }, files: ["0.mp4"] },
];
/** Raw names of the API's options: a member reads labels, never these. */
const RAW_NAMES = [
  ...Object.keys(upscaleSettings),
  ...Object.keys(styleSettings),
  ...Object.keys(enhanceSettings),
].filter((name) => name.includes("_"));

const STATES: NonNullable<RemoteUpdate["state"]>[] = [
  text("state.waiting"),
  text("state.working"),
  text("state.done"),
  text("state.failed"),
  text("state.queued"),
  text("state.rendering"),
];

function view(kind: string, params: unknown, locale: Locale, more: Partial<JobView>): JobView {
  return {
    id: "0b9c3c6e-1f2a-4c5d-8e9f-0a1b2c3d4e5f",
    kind,
    userId: USER,
    locale,
    params,
    phase: "running",
    createdAt: Date.now() - 75_000,
    notes: [],
    ...more,
  };
}

/** Every message a job of this kind shows, from waiting to its end. */
function messagesOf(kind: string, params: unknown, files: string[], locale: Locale): MessagePayload[] {
  const presenter = presenterFor(kind);
  const v = (more: Partial<JobView>) => view(kind, params, locale, more);
  const progress: Partial<JobView>[] = [
    { phase: "waiting", lineAhead: 2 },
    { phase: "waiting" },
    { phase: "submitting" },
    { phase: "queued", queueAhead: 3 },
    { phase: "queued" },
    { phase: "running", node: "3", nodeClass: "KSampler", progress: { value: 4, max: 20 } },
    { phase: "running", node: "3" },
    { phase: "running" },
    ...STATES.map((state) => ({
      phase: "running" as const,
      state,
      percent: 40,
      etaAt: Date.now() + 60_000,
      credits: 5,
    })),
    { phase: "delivering" },
  ];
  const outputs = files.map((name) => ({ name, data: Buffer.from("x") }));
  const finishedAt = Date.now();
  return [
    ...progress.map((more) => renderProgress(v(more), presenter)),
    finalMessage(v({ phase: "completed", finishedAt, credits: 12 }), presenter, outputs),
    finalMessage(v({ phase: "failed", finishedAt, error: t(locale, "fail.generic") }), presenter, []),
    finalMessage(
      v({ phase: "cancelled", finishedAt, error: t(locale, "job.cancelledBy", { user: `<@${USER}>` }) }),
      presenter,
      [],
    ),
    finalMessage(v({ phase: "cancelled", finishedAt }), presenter, []),
  ];
}

/** Every text of a message a member reads: embeds (title, description, fields, footer) and button labels. */
function textsOf(message: MessagePayload): string[] {
  const embeds = (message.embeds ?? []).map((e): APIEmbed => ("toJSON" in e ? e.toJSON() : e));
  const rows = (message.components ?? []).map(
    (row) => ("toJSON" in row ? row.toJSON() : row) as APIActionRowComponent<APIButtonComponent>,
  );
  return [
    message.content,
    ...embeds.flatMap((e) => [
      e.title ?? "",
      e.description ?? "",
      e.footer?.text ?? "",
      ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
    ]),
    ...rows.flatMap((row) => row.components.map((b) => ("label" in b ? (b.label ?? "") : ""))),
  ].filter(Boolean);
}

/** The areas a job's public message draws from: the generic ones and the features' texts. */
const notInMessages = { ...areas.errors, ...areas.engines, ...areas.settings, ...areas.views };
const MESSAGE_AREAS = Object.fromEntries(Object.entries(catalogues.en).filter(([key]) => !(key in notInMessages)));
const wordsOf = (entry: unknown): string[] => (typeof entry === "string" ? [entry] : Object.values(entry as object));

/**
 * The English pieces (between placeholders) of every message text this language words its own
 * way, less those the language's own texts use too (a name both share, like "Seed").
 */
function englishOnly(locale: Locale): string[] {
  const own = Object.keys(MESSAGE_AREAS).flatMap((key) => wordsOf(catalogues[locale][key as Key]));
  const pieces = Object.keys(MESSAGE_AREAS)
    .filter((key) => JSON.stringify(catalogues[locale][key as Key]) !== JSON.stringify(catalogues.en[key as Key]))
    .flatMap((key) => wordsOf(catalogues.en[key as Key]))
    .flatMap((english) => english.split(/\{[^}]*\}/))
    .map((piece) => piece.trim())
    .filter((piece) => (piece.match(/[A-Za-z]/g) ?? []).length >= 4);
  return [...new Set(pieces)].filter((piece) => !own.some((text) => contains(text, piece)));
}

/** `piece` in `text` as whole words. */
function contains(text: string, piece: string): boolean {
  const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "u").test(text);
}

describe("a job's public messages, in every language", () => {
  test.each(LOCALES.filter((l) => l !== "en"))(
    "%s: no English text of the catalogue in any kind's progress, result, failure or buttons",
    (locale) => {
      const english = englishOnly(locale);
      expect(english).toContain("Delete");
      expect(english).toContain("Rendering");
      const found = KINDS.flatMap(({ kind, params, files }) =>
        messagesOf(kind, params, files, locale)
          .flatMap(textsOf)
          .flatMap((shown) => english.filter((piece) => contains(shown, piece)).map((piece) => `${kind}: ${piece}`)),
      );
      expect([...new Set(found)]).toEqual([]);
    },
  );

  test.each(LOCALES)("%s: labels, never raw option names; every result and ending names who asked", (locale) => {
    for (const { kind, params, files } of KINDS) {
      const messages = messagesOf(kind, params, files, locale);
      const shown = messages.flatMap(textsOf).join("\n");
      for (const name of RAW_NAMES) expect(shown, `${kind} shows ${name}`).not.toMatch(new RegExp(`\\b${name}\\b`));
      for (const ended of messages.slice(-4))
        expect(textsOf(ended).join("\n"), kind).toContain(t(locale, "job.requestedBy", { user: `<@${USER}>` }));
    }
  });

  test("the progress of a partner task reads its state in the server's language", () => {
    const message = renderProgress(
      view("video", KINDS[4]!.params, "ja", { phase: "running", state: text("state.rendering") }),
      presenterFor("video"),
    );
    expect(textsOf(message).join("\n")).toContain("レンダリング中");
  });
});

describe("one vocabulary (issue 30, item 5)", () => {
  const completed = (kind: string, params: unknown, locale: Locale = "en", data = Buffer.from("x")) =>
    textsOf(
      finalMessage(
        view(kind, params, locale, { phase: "completed", finishedAt: Date.now(), credits: 3 }),
        presenterFor(kind),
        [{ name: kind === "video" ? "0.mp4" : "r.png", data }],
      ),
    );

  // Issue 41, item 8 (over issue 30's "Duration"): the job's run time is "Time taken" for every
  // kind, never a word a video's length could be read in.
  test.each(KINDS.map((k) => [k.kind, k] as const))(
    "%s: the run time is labelled Time taken",
    (_, { kind, params }) => {
      const texts = completed(kind, params);
      expect(texts).toContain("Time taken");
      expect(texts).not.toContain("Duration");
      expect(texts).not.toContain("Took");
    },
  );

  test("a video states its own length, read from its file, beside the length asked", () => {
    const clip = readFileSync(new URL("../../fakes/platform/clip.mp4", import.meta.url)); // 3.004 s
    const texts = completed("video", KINDS[4]!.params, "en", clip);
    expect(texts[texts.indexOf("Length") + 1]).toBe("3 s");
    expect(texts[texts.indexOf("Length asked") + 1]).toBe("5 s");
    // A file that is no MP4 states no length rather than a made-up one.
    expect(completed("video", KINDS[4]!.params)).not.toContain("Length");
    expect(completed("video", KINDS[4]!.params, "de", clip)).toEqual(
      expect.arrayContaining(["Länge", "Benötigte Zeit"]),
    );
  });

  test("style transfer and enhance label their settings in the reader's words, choices as the menus name them", () => {
    expect(completed("style-transfer", { source, reference: source, settings: styleSettings })).toEqual(
      expect.arrayContaining([
        "Style strength",
        "70",
        "Structure strength",
        "Portrait",
        "Yes",
        "Fixed generation",
        "No",
      ]),
    );
    const fr = completed("enhance", { source, settings: enhanceSettings }, "fr");
    expect(fr).toEqual(expect.arrayContaining(["Netteté", "40", "Grain intelligent", "12"]));
    expect(fr.join("\n")).toContain("Améliorer la lumière");
  });

  test("an upscale's title and its Upscale again button write the scale alike", () => {
    const texts = completed("upscale", { source, settings: { scale_factor: "2x" } });
    expect(texts).toContain("Upscale 2×");
    expect(texts).toContain("Upscale again (4×)");
  });
});

describe("who asked, and from which image (issue 30, item 4)", () => {
  test("an upscale of image 2 of a message names the requester and links that message", () => {
    const texts = textsOf(
      finalMessage(
        view("upscale", { source, settings: {} }, "en", { phase: "completed", finishedAt: Date.now() }),
        presenterFor("upscale"),
        [{ name: "r.png", data: Buffer.from("x") }],
      ),
    ).join("\n");
    expect(texts).toContain(`Requested by <@${USER}>`);
    expect(texts).toContain(
      `From image 2 of [this message](https://discord.com/channels/${source.guildId}/${source.channelId}/${source.messageId})`,
    );
  });
});
