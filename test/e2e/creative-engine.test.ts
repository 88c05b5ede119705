import { describe, expect, test } from "vitest";
import type { EnginePrompt } from "../../fakes/cloud/engine-executor.js";
import { pngSize } from "../../fakes/png.js";
import { useEngineHarness, finished, nodes, jobIdOf, type JobMessage } from "./engine-harness.js";

const h = useEngineHarness();
const engine = () => h.engines[0]!;

async function generate(options: Record<string, unknown>): Promise<{ message: JobMessage; prompt: EnginePrompt }> {
  const message = await finished(h, await h.discord.driver.slashCommand("generate", options));
  return { message, prompt: engine().prompts().at(-1)! };
}

/** Clicks a button of a result; the job it started, ended, and the prompt the engine received for it. */
async function click(message: JobMessage, customId: string): Promise<{ message: JobMessage; prompt: EnginePrompt }> {
  const before = engine().prompts().length;
  const result = await finished(h, await h.discord.driver.clickButton(message.id, customId));
  const prompts = engine().prompts();
  expect(prompts).toHaveLength(before + 1);
  return { message: result, prompt: prompts.at(-1)! };
}

/** The bytes the engine serves for the input file a prompt's LoadImage names (through its own /view). */
async function loadedBytes(prompt: EnginePrompt): Promise<Buffer> {
  const [load] = nodes(prompt, "LoadImage");
  const name = String(load!.image);
  const response = await fetch(`${engine().url}/view?filename=${encodeURIComponent(name)}&type=input`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("creative controls on a self-hosted engine only", () => {
  test("V2 under a count:2 result varies image 2: the engine's LoadImage takes its own output 2", async () => {
    const { message, prompt } = await generate({ prompt: "two engine kites", count: 2, width: 256, height: 256 });
    expect(prompt.outputs).toHaveLength(2);
    expect(message.attachments.map((a) => a.data)).toEqual(prompt.outputs.map((o) => o.data));
    const varied = await click(message, `gen:vary:${jobIdOf(message)}:1:strong`);
    expect(nodes(varied.prompt, "LoadImage")).toHaveLength(1);
    const loaded = await loadedBytes(varied.prompt);
    expect(loaded.equals(prompt.outputs[1]!.data)).toBe(true);
    expect(loaded.equals(prompt.outputs[0]!.data)).toBe(false);
    expect(JSON.stringify(varied.message.embeds[0]!.fields)).toContain("Strong variation of image 2");
  });

  test("Vary (Strong) and Vary (Subtle) submit denoise 0.7 and 0.35 to the engine", async () => {
    const { message } = await generate({ prompt: "an engine teapot", width: 256, height: 256 });
    const strong = await click(message, `gen:vary:${jobIdOf(message)}`);
    expect(nodes(strong.prompt, "KSampler")[0]!.denoise).toBe(0.7);
    const subtle = await click(message, `gen:vary:${jobIdOf(message)}:0:subtle`);
    expect(nodes(subtle.prompt, "KSampler")[0]!.denoise).toBe(0.35);
  });

  test("Zoom Out 2× submits an outpainting graph to the engine and delivers a canvas twice the source", async () => {
    const { message, prompt } = await generate({ prompt: "an engine castle", width: 512, height: 384 });
    const zoomed = await click(message, `gen:zoom:${jobIdOf(message)}:0:2`);
    expect(nodes(zoomed.prompt, "ImagePadForOutpaint")[0]).toMatchObject({
      left: 256,
      right: 256,
      top: 192,
      bottom: 192,
    });
    expect(nodes(zoomed.prompt, "VAEEncodeForInpaint")).toHaveLength(1);
    expect(nodes(zoomed.prompt, "KSampler")[0]!.denoise).toBe(1);
    expect((await loadedBytes(zoomed.prompt)).equals(prompt.outputs[0]!.data)).toBe(true);
    expect(zoomed.message.attachments.map((a) => a.data)).toEqual(zoomed.prompt.outputs.map((o) => o.data));
    expect(pngSize(zoomed.message.attachments[0]!.data)).toEqual({ width: 1024, height: 768 });
    expect(JSON.stringify(zoomed.message.embeds[0]!.fields)).toContain("1024×768");
  });
});
