import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { startFakePlatform, type FakePlatform } from "../../fakes/platform/server.js";
import { startPlayground, type Playground, type PlaygroundOptions } from "../../playground/start.js";
import { TEST_TIMINGS } from "../e2e/harness.js";
import { launchChromium, type Browser } from "../helpers/browser.js";
import { createTestDatabase } from "../helpers/db.js";

export interface PlaygroundPage {
  playground: Playground;
  browser: Browser;
  page: Page;
}

/** The playground on a database of its own (quiet, on a free port); `close` stops it and drops the database. */
export async function startOwnPlayground(
  options: Partial<PlaygroundOptions>,
): Promise<{ playground: Playground; close: () => Promise<void> }> {
  const { database, cleanup } = await createTestDatabase("postgres");
  const playground = await startPlayground({ env: { LOG_LEVEL: "silent" }, port: 0, database, ...options }).catch(
    async (error: unknown) => {
      await cleanup();
      throw error;
    },
  );
  return {
    playground,
    close: async () => {
      await playground.close();
      await cleanup();
    },
  };
}

/**
 * Inside a describe block: the playground (the real bot on the fake Discord and the simulators,
 * on a database of its own) and a headless Chromium on its page, for the block's tests. `options`
 * may be made when the block starts (a fake engine's URL); `viewport` is the browser window's size.
 */
export function usePlaygroundPage(
  options: Partial<PlaygroundOptions> | (() => Promise<Partial<PlaygroundOptions>>) = {},
  viewport?: { width: number; height: number },
): () => PlaygroundPage {
  let opened: PlaygroundPage | undefined;
  let close: (() => Promise<void>) | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(viewport);
    const made = typeof options === "function" ? await options() : options;
    let playground: Playground;
    ({ playground, close } = await startOwnPlayground({
      cloud: { stepMs: 100, steps: 6 },
      platform: { taskMs: 500 },
      timings: { ...TEST_TIMINGS, minEditIntervalMs: 100 },
      ...made,
    }));
    const page = await browser.context.newPage();
    await page.goto(playground.url);
    await page.locator("#services").getByText("Simulated services").waitFor();
    opened = { playground, browser, page };
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await close?.();
  });
  return () => opened!;
}

/** The operator's key in `startPlaygroundOnServices`: real-looking, and the one the fakes take. */
export const OPERATOR_KEY = "real-looking-key-1234";

/**
 * The playground with FLOW_CLOUD_URL, FLOW_API_URL and FLOW_API_KEY set, on a database of its own:
 * its jobs go to a fake cloud and platform (standing in for the real services) that take `OPERATOR_KEY`.
 */
export async function startPlaygroundOnServices(): Promise<{
  playground: Playground;
  cloud: FakeCloud;
  platform: FakePlatform;
  close: () => Promise<void>;
}> {
  const cloud = await startFakeCloud({ stepMs: 20, steps: 5, apiKeys: [OPERATOR_KEY] });
  const platform = await startFakePlatform({ token: OPERATOR_KEY, knobs: { taskMs: 200 } });
  const own = await startOwnPlayground({
    env: { FLOW_CLOUD_URL: cloud.url, FLOW_API_URL: platform.url, FLOW_API_KEY: OPERATOR_KEY, LOG_LEVEL: "silent" },
    timings: TEST_TIMINGS,
  });
  return {
    playground: own.playground,
    cloud,
    platform,
    close: async () => {
      await own.close();
      await Promise.all([cloud.close(), platform.close()]);
    },
  };
}

/** Types `text` in the message box and presses Enter. */
export async function send(page: Page, text: string): Promise<void> {
  await page.locator("#input").fill(text);
  await page.locator("#input").press("Enter");
}

/**
 * The button called `name` in `row`'s hover bar, once it shows. A message arriving meanwhile
 * scrolls the channel from under the pointer and the bar hides: the row is hovered again until
 * the button is visible.
 */
export async function hoverButton(row: Locator, name: string, timeoutMs = 10_000): Promise<Locator> {
  const button = row.getByRole("button", { name });
  const until = Date.now() + timeoutMs;
  for (;;) {
    await row.hover();
    try {
      await button.waitFor({ timeout: 1_000 });
      return button;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}
