import { freePort } from "../helpers/free-port.js";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { inRegion, presetMask } from "../../src/features/generate/region/mask.js";
import { useEngineHarness, finished, nodes, engineInput, jobIdOf, type JobMessage } from "./engine-harness.js";

const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const h = useEngineHarness({ env: { FLOWBOT_PUBLIC_URL: publicUrl, FLOWBOT_HTTP_PORT: String(port) } });
const engine = () => h.engines[0]!;

/** A one-image result, and the link its Vary (Region) button gives privately. */
async function linkFor(prompt: string): Promise<{ generated: JobMessage; link: string; original: Buffer }> {
  const command = await h.discord.driver.slashCommand("generate", { prompt, width: 128, height: 96 });
  const generated = await finished(h, () => command.originalMessage());
  const original = engine().prompts().at(-1)!.outputs[0]!.data;
  const click = await h.discord.driver.clickButton(generated.id, `gen:region:${jobIdOf(generated)}:0`);
  const reply = await h.discord.waitFor(() => click.originalMessage());
  expect(reply.flags & 64).toBe(64);
  const button = reply.components[0]!.components[0]! as { style: number; url: string };
  expect(button.style).toBe(5);
  expect(button.url.startsWith(`${publicUrl}/edit/`)).toBe(true);
  return { generated, link: button.url, original };
}

/** Opens the page as one browser (its cookie): the answer, and the cookie to send again. */
async function open(link: string, cookie?: string) {
  const response = await fetch(link, { headers: cookie ? { cookie } : {} });
  const set = response.headers.get("set-cookie");
  return { response, cookie: cookie ?? set?.split(";")[0] ?? "" };
}

const post = (link: string, cookie: string, body: unknown) =>
  fetch(link, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" },
    body: JSON.stringify(body),
  });

describe("Vary (Region) with FLOWBOT_PUBLIC_URL: the private link and its page", () => {
  test("the link: served once to its browser with a CSP, another browser's 403, a used one 410, a made-up one 404", async () => {
    const { generated, link, original } = await linkFor("a green bottle");
    const first = await open(link);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(first.response.headers.get("x-frame-options")).toBe("DENY");
    const page = await first.response.text();
    expect(page).toContain('id="prompt"');
    expect(page).toContain("a green bottle");
    expect(page).not.toMatch(/<script>|https?:\/\/(?!127)/);

    const image = await fetch(`${link}/image`, { headers: { cookie: first.cookie } });
    expect(Buffer.from(await image.arrayBuffer()).equals(original)).toBe(true);

    expect((await open(link, "flowbot_edit=" + "x".repeat(43))).response.status).toBe(403);
    expect((await open(`${publicUrl}/edit/${"A".repeat(43)}`)).response.status).toBe(404);

    // Refused masks leave the link usable: empty, everything, another size, not an image.
    const empty = (
      await sharp({ create: { width: 128, height: 96, channels: 3, background: "#000" } })
        .png()
        .toBuffer()
    ).toString("base64");
    const full = (
      await sharp({ create: { width: 128, height: 96, channels: 3, background: "#fff" } })
        .png()
        .toBuffer()
    ).toString("base64");
    const small = (await presetMask("left", 64, 48)).toString("base64");
    for (const [mask, says] of [
      [empty, "Nothing is painted"],
      [full, "The whole image is painted"],
      [small, "must be 128×96"],
      [Buffer.from("not an image").toString("base64"), "not an image"],
    ] as const) {
      const refused = await post(link, first.cookie, { prompt: "x", mask });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toContain(says);
    }
    expect((await post(link, "flowbot_edit=" + "y".repeat(43), { prompt: "x", mask: empty })).status).toBe(403);
    const crossSite = await fetch(link, {
      method: "POST",
      headers: { cookie: first.cookie, "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);

    const before = engine().prompts().length;
    const mask = (await presetMask("bottom", 128, 96)).toString("base64");
    const sent = await post(link, first.cookie, { prompt: "a blue bottle", mask });
    expect(sent.status).toBe(202);
    expect(((await sent.json()) as { message: string }).message).toContain("on its way");
    expect((await post(link, first.cookie, { prompt: "again", mask })).status).toBe(410);
    expect((await open(link, first.cookie)).response.status).toBe(410);

    const reply = await finished(h, () =>
      h.discord.messages.all().find((m) => m.replyTo === generated.id && m.attachments.length > 0),
    );
    expect(engine().prompts()).toHaveLength(before + 1);
    const prompt = engine().prompts().at(-1)!;
    expect(nodes(prompt, "CLIPTextEncode")[0]!.text).toBe("a blue bottle");
    expect(nodes(prompt, "SetLatentNoiseMask")).toHaveLength(1);
    const marks = await sharp(await engineInput(engine(), nodes(prompt, "LoadImageMask")[0]!.image))
      .extractChannel(0)
      .raw()
      .toBuffer();
    for (let i = 0; i < 128 * 96; i++)
      expect(marks[i]).toBe(inRegion("bottom", i % 128, Math.floor(i / 128), 128, 96) ? 255 : 0);
    expect(JSON.stringify(reply.embeds[0]!.fields)).toContain("painted region");
  });

  test("a link expires 15 minutes after it was given, on the bot's clock (here the test's)", async () => {
    const { link } = await linkFor("an old clock");
    h.discord.clock.advance(14 * 60_000);
    const { response: fresh, cookie } = await open(link);
    expect(fresh.status).toBe(200);
    h.discord.clock.advance(2 * 60_000);
    const { response } = await open(link, cookie);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("expired");
  });
});
