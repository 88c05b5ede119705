import { beforeEach, describe, expect, test } from "vitest";
import { ended, setGuildKey, useHarness } from "./harness.js";

/* Issue 40: at the default policy (spoiler, balanced) the fakes' ordinary outputs pass the real classifier unflagged. */
const h = useHarness({ platform: { taskMs: 150 }, imageCheck: true });
beforeEach(() => setGuildKey(h));

async function passed(): Promise<number> {
  const text = await (await fetch(h.bot.http!.metricsUrl!)).text();
  const line = text
    .split("\n")
    .find((l) => l.startsWith("flowbot_image_checks_total{") && l.includes('result="passed"'));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

describe("the image check at its defaults", () => {
  test("a /generate result is scored and shown as it is, in the embed", async () => {
    const before = await passed();
    const interaction = await h.discord.driver.slashCommand("generate", {
      prompt: "a lighthouse",
      width: 512,
      height: 512,
    });
    const done = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    expect(done.attachments).toHaveLength(1);
    expect(done.attachments[0]!.filename).not.toMatch(/^SPOILER_/);
    expect(done.embeds[0]!.image.url).toBe(`attachment://${done.attachments[0]!.filename}`);
    expect(JSON.stringify(done.embeds)).not.toContain("image check");
    expect(await passed()).toBe(before + 1);
  });
});
