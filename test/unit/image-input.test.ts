import { describe, expect, test } from "vitest";
import { checkImage, imageInput, publiclyFetchable } from "../../src/images/source.js";
import { sniffImage } from "../../src/images/sniff.js";
import { checkText } from "../../src/discord/text.js";
import { startFakeDiscord } from "../fakes/discord/server.js";
import { makePng } from "../fakes/png.js";

const png = makePng(40, 30, "sniff");
// A baseline JPEG header: SOI, APP0 (JFIF), SOF0 with 480x640.
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
]);
const webpLossless = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8L"), Buffer.alloc(4), Buffer.from([0x2f]), Buffer.from([0x63, 0x00, 0x3c, 0x00])]);
const gif = Buffer.concat([Buffer.from("GIF89a"), Buffer.from([0x10, 0x00, 0x20, 0x00])]);

describe("sniffImage reads the type and size from the bytes", () => {
  test.each([
    ["PNG", png, { type: "png", width: 40, height: 30 }],
    ["JPEG", jpeg, { type: "jpeg", width: 640, height: 480 }],
    ["WebP lossless", webpLossless, { type: "webp", width: 100, height: 241 }],
    ["GIF", gif, { type: "gif", width: 16, height: 32 }],
    ["a PNG cut before IHDR", png.subarray(0, 12), { type: "png", mime: "image/png" }],
  ])("%s", (_name, bytes, expected) => {
    const { mime: _mime, ...header } = sniffImage(bytes)!;
    expect({ mime: _mime, ...header }).toEqual({ mime: `image/${expected.type}`, ...expected });
  });

  test.each([
    ["text", Buffer.from("hello, this is not an image")],
    ["nothing", Buffer.alloc(0)],
    ["a PNG signature's first half", png.subarray(0, 4)],
  ])("%s is no image", (_name, bytes) => {
    expect(sniffImage(bytes)).toBeUndefined();
  });
});

describe("checkText", () => {
  test.each([
    ["a NUL", "a\u0000b", /prompt contains control/],
    ["an escape", "red \u001b[31m", /prompt contains control/],
    ["an RTL override", "abc\u202edef", /prompt contains control/],
    ["a lone surrogate", "x\ud800y", /prompt contains control/],
    ["zero-width only", "\u200b\u200b", /prompt must not be empty/],
    ["blank", "   ", /prompt must not be empty/],
    ["6000 characters", "a".repeat(6000), /prompt must be at most 2000 characters/],
  ])("refuses %s, naming the field", (_name, value, message) => {
    expect(() => checkText("prompt", value, 2000)).toThrow(message);
  });

  test("keeps plain text (trimmed), emoji and other scripts; absent stays absent", () => {
    expect(checkText("prompt", "  a fox 🦊 日本 ", 2000)).toBe("a fox 🦊 日本");
    expect(checkText("prompt", null, 2000)).toBeUndefined();
  });
});

describe("input images", async () => {
  const fake = await startFakeDiscord();
  const { afterAll } = await import("vitest");
  afterAll(() => fake.close());
  const attach = (data: Buffer, size = data.length, dims: { width?: number; height?: number } = {}) => {
    const stored = fake.messages.addAttachment({ filename: "in.png", contentType: "image/png", data });
    return { url: stored.url, name: stored.filename, size, attachmentId: stored.id, ...dims };
  };

  test("a real PNG without Discord's dimensions gets them from its header", async () => {
    expect(await checkImage("image", attach(png))).toMatchObject({ mime: "image/png", width: 40, height: 30 });
  });

  test.each([
    ["a zero-byte file", () => attach(Buffer.alloc(0)), /image is an empty file/],
    ["text named .png", () => attach(Buffer.from("just some text")), /image must be a PNG, JPEG or WebP image; its bytes are not an image/],
    ["a PNG header on text", () => attach(Buffer.concat([png.subarray(0, 8), Buffer.from("text text text")])), /image is cut short/],
    ["a truncated PNG", () => attach(png.subarray(0, 20)), /image is cut short/],
    ["a GIF", () => attach(gif), /its bytes are a GIF/],
    ["100 MB declared", () => attach(png, 100 * 1024 * 1024), /image must be at most 50 MB/],
  ])("refuses %s, naming the field", async (_name, make, message) => {
    await expect(checkImage("image", make())).rejects.toThrow(message);
  });

  test("a local URL is sent as base64, a public https one as the URL", async () => {
    const source = attach(png);
    expect(Buffer.from(await imageInput(source), "base64")).toEqual(png);
    expect(await imageInput({ url: "https://cdn.discordapp.com/attachments/1/2/a.png?ex=1" })).toBe("https://cdn.discordapp.com/attachments/1/2/a.png?ex=1");
    for (const url of ["http://cdn.example.com/a.png", "https://127.0.0.1/a.png", "https://10.1.2.3/a", "https://[::1]/a", "nonsense"]) {
      expect(publiclyFetchable(url)).toBe(false);
    }
  });
});
