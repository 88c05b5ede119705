import { describe, expect, test } from "vitest";
import { makePng } from "../../fakes/png.js";
import { send, usePlaygroundPage } from "./setup.js";

/** The message box as a member uses it, in headless Chromium: suggestions, Tab, and files picked with +. */
describe("the playground's message box", () => {
  const opened = usePlaygroundPage();
  const input = () => opened().page.locator("#input");
  const suggestions = () => opened().page.locator("#suggestions li b").allTextContents();
  const photo = { name: "my photo.png", mimeType: "image/png", buffer: makePng(320, 240, "photo") };

  test("suggestions keep to what is typed, and Tab puts the option in place of the word typed", async () => {
    await input().fill("/generate pro");
    await expect.poll(suggestions).toEqual(["prompt:"]);
    await input().press("Tab");
    expect(await input().inputValue()).toBe("/generate prompt:");
    // After a text value, a word that starts an option's name is offered as that option.
    await input().fill("/generate prompt:a red kite cou");
    await expect.poll(suggestions).toContain("count:");
    await input().press("Tab");
    expect(await input().inputValue()).toBe("/generate prompt:a red kite count:");
    await input().fill("/gen");
    await expect.poll(suggestions).toEqual(["/generate"]);
    await input().press("Tab");
    expect(await input().inputValue()).toBe("/generate ");
    await input().fill("/generate zzz");
    await expect.poll(suggestions).toEqual([]);
    await input().fill("");
  });

  test("+ fills the command's file option: /upscale scale:4x, +, a photo, Enter runs the upscale", async () => {
    const { page } = opened();
    await input().fill("/upscale scale:4x");
    const chooser = page.waitForEvent("filechooser");
    await page.locator("label.attach").click();
    await (await chooser).setFiles(photo);
    await expect.poll(() => input().inputValue()).toBe("/upscale scale:4x image:my_photo.png ");
    const chip = page.locator("#files .chip");
    await expect.poll(() => chip.textContent()).toContain("image: my photo.png");
    await input().press("Enter");
    const answer = page
      .locator('.row[data-author="flowbot"]')
      .filter({ has: page.locator("discord-command") })
      .last();
    await answer.getByText("Upscale again", { exact: false }).waitFor({ timeout: 20_000 });
    expect(await answer.locator("discord-embed").getAttribute("embed-title")).toMatch(/^Upscale 4×/);
    expect(await page.locator("#error").isHidden()).toBe(true);
    expect(await input().inputValue()).toBe("");
    expect(await chip.count()).toBe(0);
  }, 45_000);

  test("a file's chip has a remove button that takes the file and its option away", async () => {
    const { page } = opened();
    await input().fill("/upscale scale:2x");
    const chooser = page.waitForEvent("filechooser");
    await page.locator("label.attach").click();
    await (await chooser).setFiles(photo);
    await expect.poll(() => input().inputValue()).toBe("/upscale scale:2x image:my_photo.png ");
    await page.getByRole("button", { name: "Remove my photo.png" }).click();
    expect(await page.locator("#files .chip").count()).toBe(0);
    expect(await input().inputValue()).toBe("/upscale scale:2x ");
    // Sent now, the command misses its image, as Discord's client would say.
    await input().press("Enter");
    await expect.poll(() => page.locator("#error").textContent()).toBe("Missing required option `image`.");
    // A file for a plain message is a chip too, and goes the same way.
    await input().fill("");
    await page.locator("#file").setInputFiles(photo);
    await page.getByRole("button", { name: "Remove my photo.png" }).click();
    expect(await page.locator("#files .chip").count()).toBe(0);
  }, 30_000);

  test("a command without a file option says so rather than keeping a file it cannot send", async () => {
    const { page } = opened();
    await input().fill("/settings show");
    const chooser = page.waitForEvent("filechooser");
    await page.locator("label.attach").click();
    await (await chooser).setFiles(photo);
    await expect.poll(() => page.locator("#error").textContent()).toBe("/settings takes no (more) files.");
    expect(await page.locator("#files .chip").count()).toBe(0);
    await send(page, "");
  });
});
