import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startPlayground, type Playground, type PlaygroundOptions } from "../../playground/start.js";
import { TEST_TIMINGS } from "../e2e/harness.js";
import { launchChromium, type Browser } from "../helpers/browser.js";
import { createTempDir, createTestDatabase } from "../helpers/db.js";
import { send } from "./setup.js";

/**
 * Issue 41 (12): the playground stopped and started again on the same database keeps its channel
 * as Discord does: the messages and their images are there, with who used which command, their
 * buttons work, and /show of an old job shows its image again, a partner task's too (the simulated
 * cloud and the simulated platform kept their files, the platform at its address).
 */
describe("the playground across a restart", () => {
  let browser: Browser;
  let page: Page;
  let playground: Playground | undefined;
  let options: PlaygroundOptions;
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    browser = await launchChromium();
    const { database, cleanup } = await createTestDatabase("postgres");
    const kept = await createTempDir();
    cleanups.push(cleanup, kept.remove);
    options = {
      env: { LOG_LEVEL: "silent" },
      port: 0,
      database,
      keepIn: kept.dir,
      cloud: { stepMs: 50, steps: 4 },
      platform: { taskMs: 300 },
      timings: { ...TEST_TIMINGS, minEditIntervalMs: 100 },
    };
    playground = await startPlayground(options);
    page = await browser.context.newPage();
    await page.goto(playground.url);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    for (const cleanup of cleanups) await cleanup();
  });

  const botRows = () => page.locator('.row[data-author="flowbot"]');
  const imageLoads = async (row: ReturnType<Page["locator"]>) => {
    const image = await row.locator("discord-embed").first().getAttribute("image");
    const response = await page.request.get(new URL(image!, playground!.url).href);
    return response.status() === 200 && response.headers()["content-type"] === "image/png";
  };

  const jobIdIn = async (row: ReturnType<Page["locator"]>) => {
    const footer = (await row.locator("discord-embed").first().getAttribute("footer-text")) ?? "";
    return /([0-9a-f-]{36})/.exec((await row.textContent()) + footer)?.[1];
  };
  /** The command a message answers, as Discord shows above it ("server-owner used /generate"). */
  const usedCommand = (row: ReturnType<Page["locator"]>) =>
    row.locator("discord-command").getAttribute("command", { timeout: 5_000 });
  const showShowsImage = async (jobId: string) => {
    await send(page, `/show job:${jobId}`);
    const shown = botRows().last();
    await expect.poll(() => shown.locator("discord-embed").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await shown.textContent()).not.toMatch(/could not be fetched|404/);
    expect(await imageLoads(shown)).toBe(true);
  };

  test("the channel, its images, who used which command and its buttons are there again, and /show of old jobs shows their images", async () => {
    await send(page, "/generate prompt:kept across a restart");
    const job = botRows().filter({ hasText: "kept across a restart" }).last();
    await job.getByText("U1", { exact: true }).waitFor({ timeout: 20_000 });
    const jobId = await jobIdIn(job);
    expect(jobId).toBeDefined();
    expect(await usedCommand(job)).toBe("/generate");
    // An upscale: a partner task, its file at the simulated platform.
    await job.getByText("U1", { exact: true }).click();
    const upscale = botRows().filter({ hasText: "From image 1 of this message" }).last();
    await expect.poll(() => upscale.textContent(), { timeout: 20_000 }).toMatch(/→ 2048×2048/);
    await expect.poll(() => imageLoads(upscale), { timeout: 10_000 }).toBe(true);
    const upscaleId = await jobIdIn(upscale);
    expect(upscaleId).toBeDefined();

    await playground!.close();
    playground = await startPlayground(options);
    await page.goto(playground.url);

    const again = botRows().filter({ hasText: "kept across a restart" }).last();
    await again.getByText("U1", { exact: true }).waitFor({ timeout: 10_000 });
    expect(await imageLoads(again)).toBe(true);
    expect(await usedCommand(again)).toBe("/generate");

    // /show of the jobs made before the restart: their images, fetched from the simulators again.
    await showShowsImage(jobId!);
    await showShowsImage(upscaleId!);

    // A button of the kept message still works: U1 upscales the image made before the restart again.
    const upscales = await botRows().filter({ hasText: "From image 1 of this message" }).count();
    await again.getByText("U1", { exact: true }).click();
    await expect
      .poll(() => botRows().filter({ hasText: "From image 1 of this message" }).count(), { timeout: 20_000 })
      .toBeGreaterThan(upscales);
    await expect
      .poll(async () => await botRows().last().textContent(), { timeout: 20_000 })
      .toMatch(/From image 1 of this message[\s\S]*→ 2048×2048/);
  });
});
