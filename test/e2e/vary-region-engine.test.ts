import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { useEngineHarness, finished, nodes, engineInput, jobIdOf } from "./engine-harness.js";

const h = useEngineHarness();
const engine = () => h.engines[0]!;

const rgba = async (png: Buffer) => (await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;
const grey = async (png: Buffer) =>
  (await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true })).data;

describe("Vary (Region) on a self-hosted engine, without a public URL", () => {
  test("the left half picked: the mask marks it, the graph inpaints, and outside it the result is the original", async () => {
    const generated = await finished(
      h,
      await h.discord.driver.slashCommand("generate", { prompt: "a quiet harbour", width: 256, height: 192 }),
    );
    const original = engine().prompts().at(-1)!.outputs[0]!.data;
    const id = jobIdOf(generated);
    expect(JSON.stringify(generated.components)).toContain(`gen:region:${id}:0`);

    const picker = await h.discord.driver.clickButton(generated.id, `gen:region:${id}:0`);
    const offer = await h.discord.waitFor(() => picker.originalMessage());
    expect(offer.flags & 64).toBe(64);
    expect(offer.content).toContain("Which part of image 1 should change?");
    const choices = JSON.stringify(offer.components);
    for (const region of ["Left half", "Right half", "Top half", "Bottom half", "Centre", "Everything but the centre"])
      expect(choices.toLowerCase()).toContain(region.toLowerCase());

    const before = engine().prompts().length;
    const varied = await finished(
      h,
      await h.discord.driver.clickButton(offer.id, `gen:region:${id}:0:left:${generated.id}`),
    );
    expect(engine().prompts()).toHaveLength(before + 1);
    const prompt = engine().prompts().at(-1)!;

    // An inpainting graph of core nodes with the job's prompt, loading the original and the mask.
    expect(nodes(prompt, "SetLatentNoiseMask")).toHaveLength(1);
    expect(nodes(prompt, "EmptyLatentImage")).toHaveLength(0);
    expect(nodes(prompt, "CLIPTextEncode")[0]!.text).toBe("a quiet harbour");
    expect(nodes(prompt, "KSampler")[0]!.denoise).toBe(0.85);
    expect((await engineInput(engine(), nodes(prompt, "LoadImage")[0]!.image)).equals(original)).toBe(true);

    // The uploaded mask marks the left half, pixel by pixel.
    const [maskNode] = nodes(prompt, "LoadImageMask");
    expect(maskNode!.channel).toBe("red");
    const mask = await engineInput(engine(), maskNode!.image);
    expect(await sharp(mask).metadata()).toMatchObject({ width: 256, height: 192 });
    const marks = await grey(mask);
    for (let y = 0; y < 192; y++)
      for (let x = 0; x < 256; x++) expect(marks[y * 256 + x], `mask at ${x},${y}`).toBe(x < 128 ? 255 : 0);

    // The result: the original's pixels outside the mask, the engine's new ones deep inside it.
    const result = varied.attachments[0]!.data;
    const [mine, theirs, fresh] = await Promise.all([rgba(result), rgba(original), rgba(prompt.outputs[0]!.data)]);
    let changed = 0;
    for (let y = 0; y < 192; y++)
      for (let x = 0; x < 256; x++) {
        const at = (y * 256 + x) * 4;
        const pixel = [...mine.subarray(at, at + 4)];
        if (x >= 128) expect(pixel, `result at ${x},${y}`).toEqual([...theirs.subarray(at, at + 4)]);
        else if (x < 100) expect(pixel, `deep inside at ${x},${y}`).toEqual([...fresh.subarray(at, at + 4)]);
        if (x < 128 && pixel.some((v, c) => v !== theirs[at + c])) changed++;
      }
    expect(changed).toBeGreaterThan(0);

    // Read again later (/show, a file link, after a restart), the output is the composite too.
    const record = (await h.bot.context.store.jobs.get(jobIdOf(varied)))!;
    const again = await h.bot.context.jobs.remoteFor(record, "").open(record.outputs[0]!);
    const chunks: Buffer[] = [];
    for await (const chunk of again.body) chunks.push(chunk as Buffer);
    expect((await rgba(Buffer.concat(chunks))).equals(mine)).toBe(true);

    // Posted like every variation: under the original, named, with its own buttons.
    const fields = JSON.stringify(varied.embeds[0]!.fields);
    expect(fields).toContain("Vary (Region), left half, of image 1");
    expect(fields).toContain(generated.id);
    expect(JSON.stringify(varied.components)).toContain(`gen:region:${jobIdOf(varied)}:0`);
  });
});
