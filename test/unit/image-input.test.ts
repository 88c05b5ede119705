import { describe, expect, test } from "vitest";
import { checkImage, imageInput, publiclyFetchable } from "../../src/images/source.js";
import { startFakeDiscord } from "../../fakes/discord/server.js";
import { makeGif } from "../../fakes/images.js";
import { makePng } from "../../fakes/png.js";

const png = makePng(40, 30, "input");

describe("input images", async () => {
  const fake = await startFakeDiscord();
  const { afterAll } = await import("vitest");
  afterAll(() => fake.close());
  const attach = (data: Buffer, size = data.length, dims: { width?: number; height?: number } = {}) => {
    const stored = fake.messages.addAttachment({ filename: "in.png", contentType: "image/png", data });
    return { url: stored.url, name: stored.filename, size, attachmentId: stored.id, ...dims };
  };

  test("a real PNG without Discord's dimensions gets them from its header", async () => {
    expect((await checkImage("image", attach(png))).image).toMatchObject({ width: 40, height: 30 });
  });

  test.each([
    [
      "a zero-byte file",
      () => attach(Buffer.alloc(0)),
      /^`image` must be a PNG, JPEG,? or WebP file of at most 50 MB; this file is empty/,
    ],
    [
      "text named .png",
      () => attach(Buffer.from("just some text")),
      /^`image` must be .*; this file is not a PNG, JPEG, or WebP file/,
    ],
    ["a truncated PNG", () => attach(png.subarray(0, 40)), /^`image` must be .*; this file is cut off/],
    ["a GIF", () => attach(makeGif(8, 8)), /^`image` must be .*; this file is a GIF image/],
    [
      "100 MB declared",
      () => attach(png, 100 * 1024 * 1024),
      /^`image` must be .* of at most 50 MB; this file is 100 MB/,
    ],
  ])("refuses %s, naming the field", async (_name, make, message) => {
    await expect(checkImage("image", make())).rejects.toThrow(message);
  });

  test("a local URL is sent as base64, a public https one as the URL (without fetching it)", async () => {
    const source = attach(png);
    const { load } = await checkImage("image", source);
    expect(Buffer.from(await imageInput(source.url, load), "base64")).toEqual(png);
    const cdn = "https://cdn.discordapp.com/attachments/1/2/a.png?ex=1";
    expect(await imageInput(cdn, () => Promise.reject(new Error("not fetched")))).toBe(cdn);
    for (const url of [
      "http://cdn.example.com/a.png",
      "https://127.0.0.1/a.png",
      "https://10.1.2.3/a",
      "https://[::1]/a",
      "nonsense",
    ]) {
      expect(publiclyFetchable(url)).toBe(false);
    }
  });
});
