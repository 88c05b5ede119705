import { afterAll, describe, expect, test } from "vitest";
import { startFakeEngine, type FakeEngine } from "../../fakes/cloud/engine.js";
import { usePlaygroundPage } from "./setup.js";

/**
 * Issue 41 (11): the channel's header on a narrow window (420 px), with engines set so that its
 * text is at its longest: nothing sticks out of the window, and the text says all it says.
 */
describe("the playground's header", () => {
  let engine: FakeEngine | undefined;
  const opened = usePlaygroundPage(
    async () => {
      engine = await startFakeEngine();
      return { env: { LOG_LEVEL: "silent", FLOW_ENGINE_URLS: engine.url } };
    },
    { width: 420, height: 800 },
  );
  afterAll(async () => {
    await engine?.close();
  });

  /** Each header part's left and right edges, and whether its text is cut (clipped or ellipsized). */
  const measure = () =>
    Promise.all(
      ["#channel-name", "#services", "#place", "#member"].map(async (selector) => {
        const part = opened().page.locator(selector);
        const box = (await part.boundingBox())!;
        const cut = await part.evaluate(
          (element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
        );
        return { selector, left: Math.floor(box.x), right: Math.ceil(box.x + box.width), cut };
      }),
    );

  test("at 420 px and at 1000 px its selects stay in the window and the text about the engines is whole", async () => {
    const { page } = opened();
    await expect.poll(() => page.locator("#services").textContent()).toContain("on your engines");
    for (const width of [420, 1000]) {
      await page.setViewportSize({ width, height: 800 });
      const parts = await measure();
      for (const part of parts) {
        expect(part, `${part.selector} at ${width} px`).toMatchObject({ cut: false });
        expect(part.left, `${part.selector} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(part.right, `${part.selector} at ${width} px`).toBeLessThanOrEqual(width);
      }
      // The page itself does not scroll sideways.
      expect(await page.locator("html").evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(width);
    }
    // Both selects still work at the narrow width.
    await page.setViewportSize({ width: 420, height: 800 });
    await page.locator("#member").selectOption("member");
    await page.locator("#place").selectOption("dm");
    await expect.poll(() => page.locator("#channel-name").textContent()).toBe("flowbot");
  });
});
