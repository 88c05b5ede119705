import { describe, expect, test } from "vitest";
import { FAKE_API_KEY } from "../../fakes/keys.js";
import { memberScope } from "../../src/scope.js";
import { send, usePlaygroundPage } from "./setup.js";

/**
 * Issue 32 in the page: a member picks where they are, the bot's DM or a server without the bot,
 * and uses their own install of it there, as the fake Discord's driver plays those places.
 */
describe("the playground outside a server that added the bot", () => {
  const opened = usePlaygroundPage();
  const botRows = () => opened().page.locator('.row[data-author="flowbot"]');
  const suggested = async (text: string) => {
    const { page } = opened();
    await page.locator("#input").fill(text);
    await expect.poll(() => page.locator("#suggestions li b").count()).toBeGreaterThan(0);
    const names = await page.locator("#suggestions li b").allTextContents();
    await page.locator("#input").fill("");
    return names;
  };

  test("the DM is a place to pick: only the commands offered in a DM, a form, then a /generate that delivers", async () => {
    const { page, playground } = opened();
    await page.locator("#member").selectOption("member");
    await page.locator("#place").selectOption("dm");
    await expect.poll(() => page.locator("#channel-name").textContent()).toBe("flowbot");
    expect(await page.locator("#input").getAttribute("placeholder")).toMatch(/^Message @flowbot/);
    const names = await suggested("/");
    expect(names).toEqual(expect.arrayContaining(["/generate", "/preferences", "/upscale"]));
    expect(names).not.toContain("/settings");

    // The member's own key, set in the DM through the bot's form.
    await send(page, "/preferences key:set");
    const form = page.locator("#modal[open]");
    await form.waitFor({ timeout: 10_000 });
    await form.locator("input").first().fill(FAKE_API_KEY);
    await form.getByRole("button", { name: "Submit" }).click();
    await form.waitFor({ state: "detached" });
    await botRows()
      .filter({ hasText: FAKE_API_KEY.slice(-4) })
      .last()
      .waitFor({ timeout: 10_000 });
    const { discord, bot } = playground;
    expect(await bot.context.store.guilds.getApiKey(memberScope(discord.guild.member.id))).toBe(FAKE_API_KEY);

    await send(page, "/generate prompt:a lighthouse in a DM");
    const job = botRows().filter({ hasText: "a lighthouse in a DM" }).last();
    await job.getByText("U1", { exact: true }).waitFor({ timeout: 20_000 });
    await job.getByText("plain-member").first().waitFor(); // "plain-member used /generate"
    // The hover bar and the welcome offer only what works in a DM (issue 41, item 10): the bot is
    // not told of reactions there (no 🔍) and has no message commands there (no Apps).
    const bar = job.locator(".hoverbar button");
    expect(await bar.evaluateAll((all) => all.map((b) => b.getAttribute("aria-label")))).toEqual(["React with 👍"]);
    expect(await page.locator("#hover-hint").textContent()).toBe("hover a message to react.");
    const dm = discord.places.dm(discord.guild.member);
    // The job ran in the bot's DM with the member, and delivered its images there.
    expect(discord.messages.all().some((m) => m.channelId === dm && m.author.bot && m.attachments.length)).toBe(true);
  }, 60_000);

  test("#general does not show the DM; a server without the bot is a place too, on the member's key", async () => {
    const { page } = opened();
    await page.locator("#place").selectOption("server");
    await expect.poll(() => page.locator("#channel-name").textContent()).toBe("general");
    await expect.poll(() => botRows().filter({ hasText: "a lighthouse in a DM" }).count()).toBe(0);
    expect(await suggested("/")).toContain("/settings");
    // In a server that added the bot, both work, and the welcome says so.
    expect(await page.locator("#hover-hint").textContent()).toBe(
      "hover a message to react (🔍 upscales an image) or open Apps.",
    );

    await page.locator("#place").selectOption("outside-server");
    await expect.poll(() => page.locator("#channel-name").textContent()).toBe("lobby");
    await send(page, "/generate prompt:a harbour outside");
    const job = botRows().filter({ hasText: "a harbour outside" }).last();
    await job.getByText("U1", { exact: true }).waitFor({ timeout: 20_000 });
    expect(await botRows().filter({ hasText: "a lighthouse in a DM" }).count()).toBe(0);
  }, 60_000);
});
