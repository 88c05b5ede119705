import { beforeEach, describe, expect, test } from "vitest";
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from "discord.js";
import type { FakeFile } from "../../fakes/discord/options.js";
import type { FakeUser, InteractionHandle } from "../../fakes/discord/server.js";
import { pngFile } from "../../fakes/png.js";
import { commandDefinitions } from "../../scripts/deploy-commands.js";
import { LOCALES } from "../../src/i18n/index.js";
import { ended, jobIdOf, running, setGuildKey, useHarness } from "./harness.js";
import { answerOf } from "./harness-parts.js";

/** Issue 30, items 4, 6, 7 and 8: who asked, settled replies, refusals in the right words, Extend's model. */
const h = useHarness({ platform: { taskMs: 300 } });
beforeEach(async () => {
  Object.assign(h.cloud.knobs, { stepMs: 15, steps: 10 });
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 3, dailyQuota: null });
  await setGuildKey(h);
});

const answer = (interaction: InteractionHandle) => answerOf(h, interaction);

async function generate(options: Record<string, unknown>, user?: FakeUser) {
  const interaction = await h.discord.driver.slashCommand("generate", options, user ? { user } : {});
  return ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
}

describe("every result names who asked, and a derived one the image it came from (item 4)", () => {
  test("U1 clicked by another member: their name, image 1, and a link to the result it came from", async () => {
    const { member, owner } = h.discord.guild;
    const result = await generate({ prompt: "a lighthouse at dusk", count: 2 }, member);
    expect(result.embeds[0]!.description).toContain(`Requested by <@${member.id}>`);

    const click = await h.discord.driver.clickButton(result.id, `gen:up:${jobIdOf(result)}:0`, { user: owner });
    const upscaled = await ended(h, (await h.discord.waitFor(() => click.originalMessage())).id);
    const link = `https://discord.com/channels/${h.discord.guild.id}/${result.channelId}/${result.id}`;
    expect(upscaled.embeds[0]!.description).toContain(`Requested by <@${owner.id}>`);
    expect(upscaled.embeds[0]!.description).toContain(`From image 1 of [this message](${link})`);

    const reroll = await h.discord.driver.clickButton(result.id, `gen:reroll:${jobIdOf(result)}`, { user: owner });
    const rerolled = await ended(h, (await h.discord.waitFor(() => reroll.originalMessage())).id);
    expect(rerolled.embeds[0]!.description).toContain(`Requested by <@${owner.id}>`);

    const vary = await h.discord.driver.clickButton(result.id, `gen:vary:${jobIdOf(result)}`, { user: owner });
    const varied = await ended(h, (await h.discord.waitFor(() => vary.originalMessage())).id);
    expect(varied.embeds[0]!.description).toContain(`Requested by <@${owner.id}>`);
    // A variation names its image and links the result it came from in its "From" field.
    const from = varied.embeds[0]!.fields?.find((f: { name: string }) => f.name === "From");
    expect(from?.value).toMatch(/variation of image 1\]/);
    expect(from?.value).toContain(`(${link})`);
  });
});

describe("Cancel and Delete (item 6)", () => {
  test("/cancel's private reply goes from Cancelling… to Cancelled once the job has ended", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 80, steps: 25 });
    const started = await h.discord.driver.slashCommand("generate", { prompt: "a slow one" });
    const message = await running(h, started);
    const cancel = await h.discord.driver.slashCommand("cancel", { job: jobIdOf(message) }, { locale: "fr" });
    await h.discord.waitFor(() => cancel.originalMessage()?.content === "Annulation…" || undefined);
    await ended(h, message.id);
    const settled = await h.discord.waitFor(() => {
      const content = cancel.originalMessage()?.content;
      return content !== "Annulation…" ? content : undefined;
    });
    expect(settled).toBe("Annulée.");
    expect(cancel.originalMessage()!.flags & 64).toBe(64);
  });

  test("Delete asks first, privately, in the member's language; the result stays until Confirm", async () => {
    const { member } = h.discord.guild;
    const result = await generate({ prompt: "a teapot to delete" }, member);
    const jobId = jobIdOf(result);
    const ask = await h.discord.driver.clickButton(result.id, `result:delete:${jobId}`, { user: member, locale: "de" });
    // The press leaves the result as it is (a deferred update); the Confirm is its private follow-up.
    expect((await ask.response()).type).toBe(6);
    const confirm = await h.discord.waitFor(() => ask.followUps()[0]);
    expect(confirm).toMatchObject({
      flags: 64,
      content: "Dieses Ergebnis für alle löschen? Der Eintrag des Auftrags bleibt.",
    });
    expect(JSON.stringify(confirm.components)).toContain("Bestätigen");
    expect(h.discord.messages.get(result.id)!.deleted).toBe(false);

    const done = await h.discord.driver.clickButton(confirm.id, `result:confirm:${jobId}:${result.id}`, {
      user: member,
      locale: "de",
    });
    expect((await done.response()).type).toBe(7);
    expect(h.discord.messages.get(result.id)!.deleted).toBe(true);
    expect((await h.bot.context.store.jobs.get(jobId))!.resultDeletedAt).not.toBeNull();
  });
});

describe("refusals in the right words (item 7)", () => {
  test("a file that is no image is refused naming only the types the option takes", async () => {
    const text: FakeFile = { filename: "notes.png", contentType: "image/png", data: Buffer.from("just some text") };
    const reply = await answer(await h.discord.driver.slashCommand("upscale", { image: text }));
    expect(reply.content).toMatch(/this file is not a PNG, JPEG, or WebP file\.$/);
    expect(reply.content).not.toMatch(/GIF/);
  });

  test("width 500 is refused with the nearest widths allowed, in the member's language", async () => {
    const en = await answer(await h.discord.driver.slashCommand("generate", { prompt: "a fox", width: 500 }));
    expect(en.content).toBe("⚠️ `width` must be a multiple of 8, such as 496 or 504.");
    const ja = await answer(
      await h.discord.driver.slashCommand("generate", { prompt: "a fox", width: 2044 }, { locale: "ja" }),
    );
    expect(ja.content).toBe("⚠️ `幅` は 8 の倍数にしてください（例: 2040または2048）。");
  });

  test("/generate's option descriptions give their ranges in every language, as /upscale's do", () => {
    const generate = commandDefinitions().find(
      (c) => c.name === "generate",
    ) as RESTPostAPIChatInputApplicationCommandsJSONBody;
    const ranges: Record<string, string[]> = {
      width: ["64", "2048"],
      height: ["64", "2048"],
      steps: ["1", "150"],
      count: ["1", "4"],
    };
    for (const [name, numbers] of Object.entries(ranges)) {
      const option = generate.options!.find((o) => o.name === name)!;
      const descriptions = [option.description, ...Object.values(option.description_localizations ?? {})];
      expect(descriptions.length).toBeGreaterThanOrEqual(LOCALES.length);
      for (const description of descriptions)
        for (const n of numbers) expect(description, name).toMatch(new RegExp(`(^|\\D)${n}(\\D|$)`));
    }
  });

  test("a member's /settings show counts the banned terms without pointing at a list they may not see", async () => {
    const { member, owner } = h.discord.guild;
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { bannedTerms: ["alpha", "beta"] });
    const field = async (user: FakeUser) => {
      const show = await h.discord.driver.slashCommand("settings", {}, { user, subcommand: "show" });
      const fields = (await show.response()).data.embeds![0]!.fields as { name: string; value: string }[];
      return fields.find((f) => f.name === "Banned terms")!.value;
    };
    expect(await field(member)).toBe("2 banned terms");
    expect(await field(owner)).toMatch(/^2 banned terms \(`\/settings banned-terms list`\)$/);
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { bannedTerms: [] });
  });

  test("/node info with an unknown id answers privately, in the member's language", async () => {
    const info = await h.discord.driver.slashCommand(
      "node",
      { id: "does-not-exist" },
      { subcommand: "info", locale: "fr" },
    );
    expect((await info.response()).type).toBe(5);
    const followUp = await h.discord.waitFor(() => info.followUps()[0]);
    expect(followUp.flags & 64).toBe(64);
    expect(followUp.content).toBe(
      "⚠️ Le registre n'a aucun pack avec l'identifiant `does-not-exist`. Essaie `/node rechercher`.",
    );
    expect(info.originalMessage()?.deleted ?? true).toBe(true);
  });
});

describe("Extend says when it changes the model (item 8)", () => {
  async function video(model: string) {
    const interaction = await h.discord.driver.slashCommand(
      "video",
      { start: pngFile(`extend-${model}`), prompt: "a door opens", model },
      { subcommand: "start-end" },
    );
    return ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
  }

  type Video = Awaited<ReturnType<typeof video>>;
  const extendForm = (first: Video, duration: string) =>
    h.discord.driver.submitModal(`video:extend:${jobIdOf(first)}`, { prompt: "", duration }, { messageId: first.id });

  /** The video made by Extend's form under `first` (3 s more), once it has ended. */
  async function extended(first: Video) {
    const form = await extendForm(first, "3");
    await form.response();
    return ended(h, (await h.discord.waitFor(() => form.originalMessage())).id);
  }

  test("a vidq3-pro video: the form and the result say vidq2-turbo extends it; a refusal names the form's field", async () => {
    const first = await video("vidq3-pro");
    const click = await h.discord.driver.clickButton(first.id, `video:extend:${jobIdOf(first)}`);
    const modal = await click.response();
    expect(modal.type).toBe(9);
    expect(JSON.stringify(modal.data)).toContain("Extends with vidq2-turbo: vidq3-pro cannot extend videos.");

    const refused = await extendForm(first, "12");
    expect((await refused.response()).data.content).toMatch(/^⚠️ `Seconds to add` must be a whole number from 1 to 7/);

    const result = await extended(first);
    const link = `https://discord.com/channels/${h.discord.guild.id}/${first.channelId}/${first.id}`;
    expect(result.embeds[0]!.description).toContain(`From [this message](${link})`);
    const model = result.embeds[0]!.fields!.find((f: { name: string }) => f.name === "Model")!.value;
    expect(model).toBe("vidq2-turbo (vidq3-pro cannot extend videos)");
  });

  test("a vidq2-pro video is extended with vidq2-pro, and nothing is said", async () => {
    const first = await video("vidq2-pro");
    const click = await h.discord.driver.clickButton(first.id, `video:extend:${jobIdOf(first)}`);
    expect(JSON.stringify((await click.response()).data)).not.toContain("cannot extend");
    const result = await extended(first);
    expect(result.embeds[0]!.fields!.find((f: { name: string }) => f.name === "Model")!.value).toBe("vidq2-pro");
  });
});
