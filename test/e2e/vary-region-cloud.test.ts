import sharp from "sharp";
import { beforeEach, describe, expect, test } from "vitest";
import { inRegion } from "../../src/features/generate/region/mask.js";
import { ended, jobIdOf, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
beforeEach(async () => {
  Object.assign(h.cloud.knobs, { executionError: undefined, stepMs: 5, steps: 3 });
  await setGuildKey(h);
});

const lastJob = () => [...h.cloud.jobs.values()].at(-1)!;
const nodes = (classType: string) =>
  Object.values(lastJob().workflow)
    .filter((n) => n.class_type === classType)
    .map((n) => n.inputs);
/** A file the cloud holds, through its own view endpoint. */
async function stored(name: unknown): Promise<Buffer> {
  const response = await fetch(`${h.cloud.url}/api/view?filename=${encodeURIComponent(String(name))}&type=input`, {
    headers: { "X-API-Key": h.cloud.apiKey },
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  // The signed URL takes no key.
  const signed = await fetch(response.headers.get("location")!);
  return Buffer.from(await signed.arrayBuffer());
}
const rgba = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer();

describe("Vary (Region) on the cloud, without a public URL", () => {
  test("everything but the centre: image and mask uploaded, an inpainting graph, the centre kept as it was", async () => {
    const command = await h.discord.driver.slashCommand("generate", { prompt: "a red door", width: 128, height: 128 });
    const generated = await ended(h, (await h.discord.waitFor(() => command.originalMessage())).id);
    const original = lastJob().outputs[0]!.data;
    const id = jobIdOf(generated);

    const picker = await h.discord.driver.clickButton(generated.id, `gen:region:${id}:0`);
    const offer = await h.discord.waitFor(() => picker.originalMessage());
    const click = await h.discord.driver.clickButton(offer.id, `gen:region:${id}:0:outside:${generated.id}`);
    const varied = await ended(h, (await h.discord.waitFor(() => click.originalMessage())).id);

    expect(nodes("SetLatentNoiseMask")).toHaveLength(1);
    expect((await stored(nodes("LoadImage")[0]!.image)).equals(original)).toBe(true);
    const mask = await sharp(await stored(nodes("LoadImageMask")[0]!.image))
      .extractChannel(0)
      .raw()
      .toBuffer();
    for (let i = 0; i < 128 * 128; i++)
      expect(mask[i]).toBe(inRegion("outside", i % 128, Math.floor(i / 128), 128, 128) ? 255 : 0);

    const [mine, theirs] = await Promise.all([rgba(varied.attachments[0]!.data), rgba(original)]);
    for (let i = 0; i < 128 * 128; i++)
      if (!mask[i]) expect([...mine.subarray(i * 4, i * 4 + 4)]).toEqual([...theirs.subarray(i * 4, i * 4 + 4)]);
    expect(mine.equals(theirs)).toBe(false);
    expect(JSON.stringify(varied.embeds[0]!.fields)).toContain("everything but the centre");
  });

  test("on a U result: the upscaled image shown is the one varied, at its own size", async () => {
    const command = await h.discord.driver.slashCommand("generate", {
      prompt: "a small boat",
      width: 128,
      height: 128,
    });
    const generated = await ended(h, (await h.discord.waitFor(() => command.originalMessage())).id);
    const up = await h.discord.driver.clickButton(generated.id, `gen:up:${jobIdOf(generated)}:0`);
    const upscaled = await ended(h, (await h.discord.waitFor(() => up.originalMessage())).id);
    const upId = jobIdOf(upscaled);
    expect(JSON.stringify(upscaled.components)).toContain(`gen:region:${upId}:0`);
    const shown = upscaled.attachments[0]!.data;
    const { width = 0, height = 0 } = await sharp(shown).metadata();

    const picker = await h.discord.driver.clickButton(upscaled.id, `gen:region:${upId}:0`);
    const offer = await h.discord.waitFor(() => picker.originalMessage());
    const click = await h.discord.driver.clickButton(offer.id, `gen:region:${upId}:0:right:${upscaled.id}`);
    const varied = await ended(h, (await h.discord.waitFor(() => click.originalMessage())).id);

    expect((await stored(nodes("LoadImage")[0]!.image)).equals(shown)).toBe(true);
    const mask = await sharp(await stored(nodes("LoadImageMask")[0]!.image)).metadata();
    expect({ width: mask.width, height: mask.height }).toEqual({ width, height });
    const [mine, theirs] = await Promise.all([rgba(varied.attachments[0]!.data), rgba(shown)]);
    for (let i = 0; i < width * height; i++) if (i % width < width / 2) expect(mine[i * 4]).toBe(theirs[i * 4]);
    expect(varied.embeds[0]!.title).toBe("a small boat");
    expect(JSON.stringify(varied.embeds[0]!.fields)).toContain("right half");
  });
});
