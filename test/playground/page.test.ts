import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_API_KEY } from "../../fakes/keys.js";
import { makePng } from "../../fakes/png.js";
import type { Playground } from "../../playground/start.js";
import { TEST_TIMINGS } from "../e2e/harness.js";
import { launchChromium, type Browser } from "../helpers/browser.js";
import { root } from "../helpers/npm.js";
import { hoverButton, startOwnPlayground } from "./setup.js";

/**
 * The playground as a member uses it: a real Chromium on the page, the real bot behind it on the
 * fake Discord and the simulators. With SCREENSHOTS=1 it takes the screenshots of the README.
 */
describe("the playground page in a browser", () => {
  let playground: Playground;
  let browser: Browser;
  let page: Page;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    // Slow enough steps that the job is seen running, with its preview, before it ends.
    ({ playground, close } = await startOwnPlayground({
      cloud: { stepMs: 400, steps: 12 },
      platform: { taskMs: 1_500 },
      timings: { ...TEST_TIMINGS, minEditIntervalMs: 300 },
    }));
    page = await browser.context.newPage();
    await page.goto(playground.url);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await close?.();
  });

  const rows = () => page.locator(".row");
  const botRows = () => page.locator('.row[data-author="flowbot"]');
  async function type(text: string): Promise<void> {
    await page.locator("#input").fill(text);
    await page.locator("#input").press("Enter");
  }

  test("typing / lists the registered commands, and an option's choices", async () => {
    await page.locator("#input").fill("/");
    await expect
      .poll(() => page.locator("#suggestions li b").allTextContents())
      .toEqual(expect.arrayContaining(["/generate", "/upscale", "/settings", "/video"]));
    await page.locator("#input").fill("/upscale scale:");
    await page.locator("#input").press("End");
    await page.locator("#input").type("4");
    await expect.poll(() => page.locator("#suggestions li b").allTextContents()).toContain("4x");
    await page.locator("#input").fill("");
  });

  test("/generate shows the job running, then its images with U1..U2", async () => {
    // 512² images, as in every README screenshot.
    await type("/generate prompt:a lighthouse at dusk count:2 width:512 height:512");
    const job = botRows().last();
    await expect.poll(() => job.textContent(), { timeout: 15_000 }).toMatch(/Running/);
    // The preview: in the embed, or among the attachments (the image check's default spoiler policy
    // sends unscored previews as spoilered files, never in the embed).
    const preview = job.locator("discord-embed[image^='/attachments/'], discord-image-attachment");
    await expect.poll(() => preview.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(300); // the preview image paints
    await screenshot("playground-progress.png");
    await job.getByText("U1", { exact: true }).waitFor({ timeout: 20_000 });
    expect(await job.textContent()).not.toMatch(/Running/);
    await job.getByText("server-owner").first().waitFor(); // "server-owner used /generate"
    const image = await job.locator("discord-embed").getAttribute("image");
    const response = await page.request.get(new URL(image!, playground.url).href);
    expect(response.headers()["content-type"]).toBe("image/png");
    await page.waitForTimeout(300);
    await screenshot("playground-done.png");
  }, 60_000);

  test("pressing U1 upscales that image", async () => {
    const before = await botRows().count();
    await botRows().last().getByText("U1", { exact: true }).click();
    await expect.poll(() => botRows().count(), { timeout: 10_000 }).toBe(before + 1);
    const upscale = botRows().last();
    await upscale.getByText("Upscale again", { exact: false }).waitFor({ timeout: 20_000 });
    expect(await upscale.locator("discord-embed").getAttribute("embed-title")).toBe("Upscale 2×");
  }, 45_000);

  test("the creative controls: V1..V4 under four images, Vary, Zoom Out and Pan under an upscale, Remix's prefilled form", async () => {
    // 512² images: their 1024² upscale can still be zoomed out 2× (a button is offered only where its job fits 2048).
    await type("/generate prompt:a harbour at dawn count:4 width:512 height:512");
    const four = botRows().filter({ hasText: "a harbour at dawn" }).last();
    await four.getByText("V4", { exact: true }).waitFor({ timeout: 30_000 });
    for (const label of ["🎲 Reroll", "✏️ Remix", "U1", "U4", "V1", "V2", "V3"])
      await four.getByText(label, { exact: true }).waitFor();
    await page.waitForTimeout(300); // the images paint
    await screenshotOf(four, "playground-variations.png");

    const before = await botRows().count();
    await four.getByText("U1", { exact: true }).click();
    await expect.poll(() => botRows().count(), { timeout: 10_000 }).toBe(before + 1);
    const upscaled = botRows().last();
    await upscaled.getByText("Zoom Out 2×", { exact: false }).waitFor({ timeout: 20_000 });
    for (const label of ["Vary (Strong)", "Vary (Subtle)", "Zoom Out 1.5×", "⬅️", "➡️", "⬆️", "⬇️"])
      await upscaled.getByText(label, { exact: false }).first().waitFor();
    await page.waitForTimeout(300);
    await screenshotOf(upscaled, "playground-upscaled.png");

    await four.getByText("✏️ Remix", { exact: true }).click();
    const form = page.locator("#modal[open]");
    await form.waitFor({ timeout: 10_000 });
    expect(await form.locator("textarea, input").first().inputValue()).toBe("a harbour at dawn");
    await screenshot("playground-remix.png");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("#modal[open]").count()).toBe(0);
  }, 90_000);

  test("a form's required mark stays on its label's line (issue 41, item 11)", async () => {
    await type("/generate prompt:a quiet pier");
    const job = botRows().filter({ hasText: "a quiet pier" }).last();
    await job.getByText("✏️ Remix", { exact: true }).click({ timeout: 30_000 });
    const form = page.locator("#modal[open]");
    await form.waitFor({ timeout: 10_000 });
    const lines = await form
      .locator("label")
      .filter({ has: page.locator(".required") })
      .first()
      .evaluate((label: any): number[] => {
        const words = label.ownerDocument.createRange();
        words.selectNodeContents(label.querySelector(".label-title") ?? label.firstChild);
        return [words.getClientRects()[0].top, label.querySelector(".required").getBoundingClientRect().top];
      });
    expect(Math.abs(lines[0]! - lines[1]!)).toBeLessThan(4);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("#modal[open]").count()).toBe(0);
  }, 60_000);

  test("the upscale emoji on an image reacts, and the upscale is a reply under it", async () => {
    const target = botRows().filter({ hasText: "a lighthouse at dusk" }).first();
    await (await hoverButton(target, "React with 🔍")).click();
    await expect.poll(() => target.locator("discord-reaction").count()).toBe(1);
    const reply = botRows()
      .filter({ has: page.locator("discord-reply") })
      .last();
    await reply.waitFor({ timeout: 10_000 });
    await reply.getByText("Upscale again", { exact: false }).waitFor({ timeout: 20_000 });
    expect(await reply.locator("discord-embed").getAttribute("embed-title")).toBe("Upscale 2×");
  }, 45_000);

  test("a member's own image, posted with +, upscales from the message menu (Apps → Upscale image)", async () => {
    await page
      .locator("#file")
      .setInputFiles({ name: "cat.png", mimeType: "image/png", buffer: makePng(320, 240, "cat") });
    await type("my cat");
    const mine = rows().filter({ hasText: "my cat" }).last();
    await mine.locator("discord-image-attachment").waitFor();
    await (await hoverButton(mine, "Apps")).click();
    await page.locator("#menu li", { hasText: "Upscale image" }).click();
    const answer = botRows()
      .filter({ has: page.locator('discord-command[command="Upscale image"]') })
      .last();
    await answer.getByText("Upscale again", { exact: false }).waitFor({ timeout: 20_000 });
    expect(await answer.locator("discord-embed").getAttribute("embed-title")).toBe("Upscale 2×");
  }, 45_000);

  test("/settings key opens a form; submitting it saves the key, privately", async () => {
    await type("/settings key");
    const form = page.locator("#modal[open]");
    await form.waitFor({ timeout: 10_000 });
    await form.locator("input").first().fill(FAKE_API_KEY);
    await form.getByRole("button", { name: "Submit" }).click();
    await form.waitFor({ state: "detached" });
    const answer = rows().filter({ hasText: "Saved. This server now uses the API key ending in" }).last();
    await answer.getByText("Only you can see this").waitFor({ timeout: 10_000 });
    expect(await page.locator("#messages").innerHTML()).not.toContain(FAKE_API_KEY);
  }, 30_000);

  test("a member without Manage Server is refused, privately", async () => {
    await page.locator("#member").selectOption("member");
    await expect.poll(() => page.locator("#services").textContent()).toContain("Simulated services");
    await type("/settings key");
    const refusal = rows().filter({ hasText: "Only members with the Manage Server permission" }).last();
    await refusal.getByText("Only you can see this").waitFor({ timeout: 10_000 });
    expect(await page.locator("#modal[open]").count()).toBe(0);
    await page.locator("#member").selectOption("owner");
    // The owner's view of the channel, loaded afresh, has the channel's messages but not the member's private refusal.
    await expect
      .poll(() => rows().filter({ hasText: "Only members with the Manage Server permission" }).count())
      .toBe(0);
    await botRows().filter({ hasText: "a lighthouse at dusk" }).first().waitFor();
    expect(await rows().filter({ hasText: "Only members with the Manage Server permission" }).count()).toBe(0);
  }, 30_000);

  /** The README's screenshots, rewritten only on demand (`SCREENSHOTS=1`): they are tracked files. */
  async function screenshot(name: string): Promise<void> {
    if (process.env.SCREENSHOTS !== "1") return;
    const dir = join(root, "docs");
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: join(dir, name) });
  }

  /** One message of the channel, for a README screenshot of its controls. */
  async function screenshotOf(row: ReturnType<Page["locator"]>, name: string): Promise<void> {
    if (process.env.SCREENSHOTS !== "1") return;
    // A window tall enough for the whole message below the channel's header, then back.
    const viewport = page.viewportSize()!;
    const box = (await row.boundingBox())!;
    await page.setViewportSize({
      width: viewport.width,
      height: Math.max(viewport.height, Math.ceil(box.height) + 240),
    });
    // The pointer off the message: its hover bar is not in the picture.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    await row.screenshot({ path: join(root, "docs", name) });
    await page.setViewportSize(viewport);
  }
});
