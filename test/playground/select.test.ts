import { describe, expect, test } from "vitest";
import { send, usePlaygroundPage } from "./setup.js";

/** Select menus (component type 3) drawn on the page, a pick sent back as Discord's client sends it. */
describe("the playground's select menus", () => {
  const opened = usePlaygroundPage();

  test("/preferences shows its three selects; picking 16:9 stores it and the answer shows it picked", async () => {
    const { page, playground } = opened();
    await send(page, "/preferences");
    const answer = page
      .locator('.row[data-author="flowbot"]')
      .filter({ has: page.locator("select.select") })
      .last();
    const selects = answer.locator("select.select");
    await expect.poll(() => selects.count(), { timeout: 20_000 }).toBe(3);
    const aspect = selects.first();
    // Before a pick: the server's default is the one shown.
    expect(await aspect.inputValue()).not.toBe("16:9");
    expect(await aspect.locator("option").allTextContents()).toContain("Aspect 16:9");
    await aspect.selectOption("16:9");

    const { discord, bot } = playground;
    const stored = () => bot.context.store.preferences.get(discord.guild.id, discord.guild.owner.id);
    await expect.poll(async () => (await stored())?.aspect, { timeout: 10_000 }).toBe("16:9");
    // The answer was updated with the pick as its default, and the page drew it so.
    await expect.poll(() => answer.locator("select.select").first().inputValue(), { timeout: 10_000 }).toBe("16:9");
    expect(await page.locator("#error").isHidden()).toBe(true);
  }, 45_000);
});
