import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, test } from "vitest";
import { hoverButton, send, usePlaygroundPage } from "./setup.js";

/** The channel as a member reads it, in headless Chromium: Discord's markup, the view, the hover bar. */
describe("the playground's channel", () => {
  // The bot's own edit pace and the simulator's default step: what a member sees when messages grow.
  const opened = usePlaygroundPage({ cloud: { stepMs: 300, steps: 12 }, timings: undefined });
  const rows = () => opened().page.locator(".row");
  const botRows = () => opened().page.locator('.row[data-author="flowbot"]');

  test("Discord's markup renders: timestamps, links in <…>, mentions by name", async () => {
    const { page, playground } = opened();
    const now = Math.round(Date.now() / 1000);
    const owner = playground.discord.guild.owner;
    await send(
      page,
      `starts <t:${now + 120}:R>, began <t:${now - 3 * 3600}:R>, at <t:${now}:t> on <t:${now}:D>, see ` +
        `<https://example.com/docs?a=1&b=2> or [the guide](<https://example.com/guide>), ask <@${owner.id}>, ` +
        `written \`<t:${now}:R>\``,
    );
    const row = rows().filter({ hasText: "starts" }).last();
    await row.waitFor();
    const content = row.locator(".content");
    // Code is shown as written; nothing else shows raw.
    expect(await content.locator("code").allTextContents()).toEqual([`<t:${now}:R>`]);
    const text = (await content.textContent())!.replace(`<t:${now}:R>`, "");
    expect(text).not.toMatch(/<t:|<https|<@/);
    expect(await content.locator(".timestamp").allTextContents()).toEqual([
      "in 2 minutes",
      "3 hours ago",
      await page.evaluate((s) => new Intl.DateTimeFormat(undefined, { timeStyle: "short" }).format(s * 1000), now),
      await page.evaluate((s) => new Intl.DateTimeFormat(undefined, { dateStyle: "long" }).format(s * 1000), now),
    ]);
    const links = content.locator("a");
    expect(await links.evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute("href")]))).toEqual([
      ["https://example.com/docs?a=1&b=2", "https://example.com/docs?a=1&b=2"],
      ["the guide", "https://example.com/guide"],
    ]);
    expect(await content.locator(".mention").allTextContents()).toEqual([`@${owner.username}`]);
  });

  test("Discord's escapes render as the character escaped, in the bot's text and a member's; code keeps its backslashes", async () => {
    const { page } = opened();
    await send(page, "escaped \\(tools\\) \\*not italic\\* \\`not code\\` \\<@1> in `a\\b`");
    const row = rows().filter({ hasText: "escaped" }).last();
    await row.waitFor();
    const content = row.locator(".content");
    expect(await content.textContent()).toBe("escaped (tools) *not italic* `not code` <@1> in a\\b");
    expect(await content.locator("code").allTextContents()).toEqual(["a\\b"]);
    expect(await content.locator("strong, em, .mention").count()).toBe(0);
    // The bot's own: a registry pack's description, escaped by the bot so that it reads as written.
    await send(page, "/node info id:impact-pack");
    const view = botRows().filter({ hasText: "Impact nodes for flow graphs" }).last();
    await view.waitFor({ timeout: 15_000 });
    expect(await view.textContent()).toContain("Impact nodes for flow graphs (pack)");
    expect(await view.textContent()).not.toMatch(/\\[()]/);
  }, 30_000);

  test("(edited) ends the text of an edited message, on its last line (issue 41, item 11)", async () => {
    const { page, playground } = opened();
    await send(page, "a note to be edited");
    const row = rows().filter({ hasText: "a note to be edited" }).last();
    await row.waitFor();
    const stored = playground.discord.messages.all().findLast((m) => m.content === "a note to be edited")!;
    playground.discord.messages.edit(stored, { content: "a note that was edited" });
    const edited = rows().filter({ hasText: "a note that was edited" }).last();
    await edited.locator(".content .edited").waitFor();
    const [text, mark] = await edited.locator(".content").evaluate((content: any): number[] => {
      const words = content.ownerDocument.createRange();
      words.selectNodeContents(content.firstChild);
      return [words.getClientRects()[0].top, content.querySelector(".edited").getBoundingClientRect().top];
    });
    expect(Math.abs(text! - mark!)).toBeLessThan(6);
    expect(await edited.textContent()).toContain("a note that was edited (edited)");
  });

  test("the bot's own relative times render as words: /settings show with a daily quota", async () => {
    const { page } = opened();
    await send(page, "/settings quota jobs:20");
    // The bot's answer, not the member's own "/settings quota jobs:20" row, which shows at once.
    await botRows().filter({ hasText: "20 jobs a day" }).last().waitFor();
    await send(page, "/settings show");
    const shown = botRows()
      .filter({ has: page.locator('discord-command[command="/settings show"]') })
      .last();
    await shown.locator(".timestamp").first().waitFor({ timeout: 10_000 });
    expect(await shown.textContent()).not.toContain("<t:");
    // Each as words; the day's quota resets at midnight UTC, within a day.
    const times = await shown.locator(".timestamp").allTextContents();
    for (const time of times) expect(time).toMatch(/^in \d+ (month|day|hour|minute|second)s?$/);
    expect(
      times.some((time) => /^in \d+ (hour|minute|second)s?$/.test(time)),
      times.join(", "),
    ).toBe(true);
  }, 30_000);

  test("the channel stays at its end while messages grow", async () => {
    const { page } = opened();
    await page.setViewportSize({ width: 1000, height: 700 });
    // Enough messages that the channel scrolls.
    for (let i = 0; i < 6; i++) await send(page, `filler ${i}`);
    const gap = () =>
      page.locator("#scroller").evaluate((s) => Math.round(s.scrollHeight - s.scrollTop - s.clientHeight));
    // What made it lose the end: a message growing again (an image loading) between the page's own
    // scroll to the end and that scroll's event. Played here exactly, twice 400 px on the last row.
    const lost = await page.evaluate<number>(GROW_TWICE);
    expect(lost).toBeLessThanOrEqual(1);
    for (const count of [1, 2, 3, 4]) {
      await send(page, `/generate prompt:a tall tower count:${count}`);
      const job = botRows().last();
      await job.getByText(`U${count}`, { exact: true }).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(800); // the images paint and the layout settles
      expect(await gap(), `after the job of ${count} images`).toBeLessThanOrEqual(1);
      const buttons = await job.getByText(`U${count}`, { exact: true }).boundingBox();
      const view = await page.locator("#scroller").boundingBox();
      expect(buttons!.y + buttons!.height).toBeLessThanOrEqual(view!.y + view!.height);
    }
    // Scrolled up by the member, it stays where they put it while messages come.
    await page.locator("#scroller").hover();
    await page.mouse.wheel(0, -600);
    await expect.poll(gap).toBeGreaterThan(300);
    const at = await page.locator("#scroller").evaluate((s) => s.scrollTop);
    await send(page, "a message while scrolled up");
    await rows().filter({ hasText: "a message while scrolled up" }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.locator("#scroller").evaluate((s) => s.scrollTop)).toBe(at);
    // Back at the end, it follows again.
    await page.mouse.wheel(0, 5_000);
    await expect.poll(gap).toBeLessThanOrEqual(1);
    await send(page, "a message at the end");
    await rows().filter({ hasText: "a message at the end" }).waitFor();
    await expect.poll(gap).toBeLessThanOrEqual(1);
  }, 90_000);

  test("reply headers show the replied author's avatar, and the page loads nothing from elsewhere", async () => {
    const { page, playground } = opened();
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(playground.url) && !url.startsWith("data:")) elsewhere.push(url);
    });
    const target = botRows().filter({ hasText: "a tall tower" }).last();
    // A message arriving meanwhile scrolls the channel from under the pointer: hovered again until the click lands.
    for (let attempt = 1; ; attempt++) {
      try {
        await target.hover();
        await target.getByRole("button", { name: "React with 🔍" }).click({ timeout: 2_000 });
        break;
      } catch (error) {
        if (attempt === 10) throw error;
      }
    }
    const reply = botRows()
      .filter({ has: page.locator("discord-reply") })
      .last();
    await reply.waitFor({ timeout: 10_000 });
    const avatar = reply.locator("discord-reply img.discord-replied-message-avatar");
    await expect
      .poll(() => avatar.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0))
      .toBe(true);
    await page.reload();
    await reply.locator("discord-reply").waitFor();
    await page.waitForTimeout(500);
    expect(elsewhere).toEqual([]);
    // An upscale, its image check and a reload: a minute on a busy machine.
  }, 90_000);

  test("after /settings upscale-emoji 🔎 the hover bar reacts with 🔎, without a reload", async () => {
    const { page } = opened();
    await send(page, "/settings upscale-emoji emoji:🔎");
    await botRows().filter({ hasText: "🔎" }).last().waitFor({ timeout: 10_000 });
    const target = botRows().filter({ hasText: "a tall tower" }).first();
    await hoverButton(target, "React with 🔎");
    expect(await target.getByRole("button", { name: "React with 🔍" }).count()).toBe(0);
  }, 30_000);

  test("a page left open on a playground started again (a new token) says to reload it", async () => {
    const { browser, playground } = opened();
    const page = await browser.context.newPage();
    // The server refuses the old token; here the stream answers as it would.
    await page.route("**/api/events?**", (route) =>
      route.fulfill({ status: 403, contentType: "application/json", body: '{"error":"reload the page"}' }),
    );
    await page.goto(playground.url);
    await expect
      .poll(() => page.locator("#error").textContent())
      .toBe("The playground restarted or stopped: reload the page.");
    await page.close();
  });

  describe("another web page open in the same browser", () => {
    let evil: Server;
    afterAll(async () => {
      evil?.closeAllConnections();
      await new Promise((resolve) => (evil ? evil.close(resolve) : resolve(undefined)));
    });

    test("cannot run a command, nor read the channel", async () => {
      const { browser, playground } = opened();
      evil = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<p>hello</p>"));
      await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
      const page = await browser.context.newPage();
      await page.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
      const target = playground.url;
      const outcome = await page.evaluate(async (url) => {
        const body = JSON.stringify({ as: "owner", text: "/generate prompt:sent by another page" });
        await fetch(`${url}api/command`, { method: "POST", mode: "no-cors", body }).catch(() => undefined);
        await fetch(`${url}api/post`, {
          method: "POST",
          mode: "no-cors",
          body: JSON.stringify({ as: "owner", content: "posted by another page" }),
        }).catch(() => undefined);
        const read = await fetch(`${url}api/state?as=owner`).then(
          (r) => r.text(),
          (e: Error) => `refused: ${e.message}`,
        );
        return read;
      }, target);
      expect(outcome).toMatch(/^refused/);
      await page.waitForTimeout(1_500);
      const seen = JSON.stringify(playground.discord.messages.all());
      expect(seen).not.toContain("sent by another page");
      expect(seen).not.toContain("posted by another page");
      await page.close();
    }, 30_000);
  });
});

/** In the page: the last row grows 400 px, and again right after the page's own scroll to the end; the gap left. */
const GROW_TWICE = `(async () => {
  const scroller = document.getElementById("scroller");
  const row = [...document.querySelectorAll(".row")].at(-1);
  const grow = () => row.append(Object.assign(document.createElement("div"), { style: "height: 400px" }));
  const settled = () => new Promise((resolve) => setTimeout(resolve, 300));
  // Created after the page's own observer, this one's callback runs after it in the same frame.
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    grow();
  });
  observer.observe(document.getElementById("messages"));
  grow();
  await settled();
  const gap = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
  row.querySelectorAll(":scope > div[style]").forEach((div) => div.remove());
  await settled();
  return Math.round(gap);
})()`;
