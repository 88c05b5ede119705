import { freePort } from "../helpers/free-port.js";
import { join } from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchChromium, type Browser } from "../helpers/browser.js";
import { root } from "../helpers/npm.js";
import type { EnginePrompt } from "../../fakes/cloud/engine-executor.js";
import { useEngineHarness, finished, nodes, jobIdOf, engineInput } from "./engine-harness.js";

const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const h = useEngineHarness({ env: { FLOWBOT_PUBLIC_URL: publicUrl, FLOWBOT_HTTP_PORT: String(port) } });
const engine = () => h.engines[0]!;

const rgba = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer();

/** Distance from (x, y) to the segment from (ax, ay) to (bx, by). */
function distance(x: number, y: number, [ax, ay, bx, by]: readonly number[]): number {
  const [dx, dy] = [bx! - ax!, by! - ay!];
  const along = Math.max(0, Math.min(1, ((x - ax!) * dx + (y - ay!) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax! + along * dx), y - (ay! + along * dy));
}

/** The mask the engine was sent with `prompt`, one byte a pixel. */
const maskOf = async (prompt: EnginePrompt) =>
  sharp(await engineInput(engine(), nodes(prompt, "LoadImageMask")[0]!.image))
    .extractChannel(0)
    .raw()
    .toBuffer();

/** Pixel by pixel: within `inside` of the stroke marked, from `outside` on not (antialiasing between). */
function expectStroke(
  marks: Buffer,
  [width, height]: readonly [number, number],
  stroke: readonly number[],
  inside: number,
  outside: number,
) {
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = distance(x + 0.5, y + 0.5, stroke);
      if (d <= inside) expect(marks[y * width + x], `mask at ${x},${y}`).toBe(255);
      else if (d >= outside) expect(marks[y * width + x], `mask at ${x},${y}`).toBe(0);
    }
}

describe("the Vary (Region) page in a browser", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium({ width: 900, height: 900 });
    page = await browser.context.newPage();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test("a painted stroke and a new prompt: the mask marks the stroke, the result keeps the rest", async () => {
    const [width, height] = [256, 192];
    const command = await h.discord.driver.slashCommand("generate", { prompt: "a sailing boat", width, height });
    const generated = await finished(h, () => command.originalMessage());
    const original = engine().prompts().at(-1)!.outputs[0]!.data;
    const click = await h.discord.driver.clickButton(generated.id, `gen:region:${jobIdOf(generated)}:0`);
    const reply = await h.discord.waitFor(() => click.originalMessage());
    const link = (reply.components[0]!.components[0]! as { url: string }).url;

    await page.goto(link);
    await page.locator('#editor[data-ready="true"]').waitFor();
    const box = (await page.locator("#mask").boundingBox())!;
    const scale = box.width / width;
    // Brush 20 image pixels wide, one straight stroke from (40, 60) to (200, 60) in image pixels.
    await page.locator("#size").fill("20");
    const stroke = [40, 60, 200, 60] as const;
    const screen = (x: number, y: number) => [box.x + x * scale, box.y + y * scale] as const;
    await page.mouse.move(...screen(stroke[0], stroke[1]));
    await page.mouse.down();
    for (let x = stroke[0]; x <= stroke[2]; x += 10) await page.mouse.move(...screen(x, stroke[1]));
    await page.mouse.up();
    await page.locator("#prompt").fill("a steam boat");
    // The README's screenshot, rewritten only on demand (SCREENSHOTS=1): it is a tracked file.
    if (process.env.SCREENSHOTS === "1") await page.screenshot({ path: join(root, "docs", "vary-region-page.png") });
    const before = engine().prompts().length;
    await page.locator("#submit").click();
    await page.locator('#editor[data-sent="true"]').waitFor();
    await expect.poll(() => page.locator("#status").textContent()).toContain("on its way");

    const varied = await finished(h, () =>
      h.discord.messages.all().find((m) => m.replyTo === generated.id && m.attachments.length > 0),
    );
    expect(engine().prompts()).toHaveLength(before + 1);
    const prompt = engine().prompts().at(-1)!;
    expect(nodes(prompt, "CLIPTextEncode")[0]!.text).toBe("a steam boat");
    expect(nodes(prompt, "SetLatentNoiseMask")).toHaveLength(1);
    const marks = await maskOf(prompt);
    // Inside the brush's reach marked, beyond it not (a pixel of antialiasing at the edge either way).
    expectStroke(marks, [width, height], stroke, 9, 11.5);

    const [mine, theirs] = await Promise.all([rgba(varied.attachments[0]!.data), rgba(original)]);
    for (let i = 0; i < width * height; i++)
      if (!marks[i]) expect([...mine.subarray(i * 4, i * 4 + 4)]).toEqual([...theirs.subarray(i * 4, i * 4 + 4)]);
    expect(mine.equals(theirs)).toBe(false);

    // Single use: the same link again is gone.
    const again = await page.goto(link);
    expect(again?.status()).toBe(410);
  });

  test("touch painting: a finger's stroke marks the mask as the mouse's does", async () => {
    const [width, height] = [128, 128];
    const command = await h.discord.driver.slashCommand("generate", { prompt: "a lantern", width, height });
    const generated = await finished(h, () => command.originalMessage());
    const click = await h.discord.driver.clickButton(generated.id, `gen:region:${jobIdOf(generated)}:0`);
    const reply = await h.discord.waitFor(() => click.originalMessage());
    const link = (reply.components[0]!.components[0]! as { url: string }).url;

    const phone = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(phone);
    await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
    await phone.goto(link);
    await phone.locator('#editor[data-ready="true"]').waitFor();
    await phone.locator("#size").fill("16");
    const box = (await phone.locator("#mask").boundingBox())!;
    const scale = box.width / width;
    const stroke = [64, 20, 64, 100] as const;
    const point = (x: number, y: number) => [{ x: box.x + x * scale, y: box.y + y * scale }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(stroke[0], stroke[1]) });
    for (let y = stroke[1]; y <= stroke[3]; y += 8)
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(stroke[0], y) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    const before = engine().prompts().length;
    await phone.locator("#submit").click();
    await phone.locator('#editor[data-sent="true"]').waitFor();
    await finished(h, () =>
      h.discord.messages.all().find((m) => m.replyTo === generated.id && m.attachments.length > 0),
    );
    expect(engine().prompts()).toHaveLength(before + 1);
    const prompt = engine().prompts().at(-1)!;
    expect(nodes(prompt, "CLIPTextEncode")[0]!.text).toBe("a lantern");
    expectStroke(await maskOf(prompt), [width, height], stroke, 7, 9.5);
    await phone.close();
  });
});
