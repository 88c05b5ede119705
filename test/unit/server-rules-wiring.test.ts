import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from "discord.js";
import { describe, expect, test } from "vitest";
import { DEFAULT_SETTINGS } from "../../src/db/settings.js";
import { withDeleteButton } from "../../src/discord/job-message/delete-result.js";
import type { MessagePayload } from "../../src/discord/render/render.js";
import { videoRules } from "../../src/features/video/rules.js";
import { generateRules } from "../../src/features/generate/rules.js";
import { checkServerRules } from "../../src/rules/admission.js";

const buttons = (n: number) =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(
    Array.from({ length: n }, (_, i) =>
      new ButtonBuilder().setCustomId(`b${i}`).setLabel(`B${i}`).setStyle(ButtonStyle.Secondary),
    ),
  );
const payload = (rows: ActionRowBuilder<ButtonBuilder>[]): MessagePayload => ({ content: "", components: rows });
const ids = (message: MessagePayload) =>
  (message.components ?? []).map((row) =>
    (row as ActionRowBuilder<ButtonBuilder>).toJSON().components.map((c) => ("custom_id" in c ? c.custom_id : "")),
  );

describe("the Delete button under a result", () => {
  test("joins the first row with room, else gets a row of its own, and never passes Discord's five rows", () => {
    expect(ids(withDeleteButton(payload([buttons(2), buttons(4)]), "j"))).toEqual([
      ["b0", "b1", "result:delete:j"],
      ["b0", "b1", "b2", "b3"],
    ]);
    expect(ids(withDeleteButton(payload([buttons(5), buttons(3)]), "j"))[1]).toEqual([
      "b0",
      "b1",
      "b2",
      "result:delete:j",
    ]);
    expect(ids(withDeleteButton(payload([buttons(5)]), "j"))).toEqual([
      ["b0", "b1", "b2", "b3", "b4"],
      ["result:delete:j"],
    ]);
    expect(ids(withDeleteButton(payload([]), "j"))).toEqual([["result:delete:j"]]);
    const full = [1, 2, 3, 4, 5].map(() => buttons(5));
    expect(ids(withDeleteButton(payload(full), "j")).flat()).not.toContain("result:delete:j");
  });

  test("is labelled in the message's language", () => {
    const [row] = withDeleteButton(payload([]), "j", "de").components as ActionRowBuilder<ButtonBuilder>[];
    expect(row!.toJSON().components[0]).toMatchObject({ label: "Löschen" });
  });
});

describe("what each kind gives the server's rules", () => {
  const noCredits = { checkBudget: () => Promise.reject(new Error("not asked")) };
  const settings = { ...DEFAULT_SETTINGS, bannedTerms: ["forbidden"] };

  test("a video names its prompt and each key frame's prompt, and costs credits", () => {
    const params = {
      mode: "multiframe" as const,
      model: "m",
      options: { image_settings: [{ prompt: "a door" }, { duration: 3 }, { prompt: "x" }] },
    };
    expect(videoRules(params)).toEqual({
      texts: { prompt: undefined, "frames entry 1": "a door", "frames entry 2": undefined, "frames entry 3": "x" },
      costsCredits: true,
    });
  });

  test("a generation is refused for a banned negative, and for an age-restricted workflow outside an age-restricted channel (a thread follows its channel)", async () => {
    const check = (rules: Parameters<typeof checkServerRules>[3]) => checkServerRules(settings, "g", noCredits, rules);
    await expect(check(generateRules({ prompt: "a cat", negative: "Forbidden" }, undefined))).rejects.toThrow(
      "`negative` contains a term",
    );
    const adult = { name: "adult", ageRestricted: true };
    await expect(check({ ...generateRules({ prompt: "a cat" }, adult), channel: { nsfw: false } })).rejects.toThrow(
      "runs only in age-restricted channels",
    );
    await expect(check({ ...generateRules({ prompt: "a cat" }, adult), channel: null })).rejects.toThrow(
      "runs only in age-restricted channels",
    );
    await expect(
      check({ ...generateRules({ prompt: "a cat" }, adult), channel: { nsfw: true } }),
    ).resolves.toBeUndefined();
    const thread = (parentNsfw: boolean) => ({ isThread: () => true, nsfw: false, parent: { nsfw: parentNsfw } });
    await expect(
      check({ ...generateRules({ prompt: "a cat" }, adult), channel: thread(true) }),
    ).resolves.toBeUndefined();
    await expect(check({ ...generateRules({ prompt: "a cat" }, adult), channel: thread(false) })).rejects.toThrow(
      "age-restricted",
    );
    await expect(
      check({ ...generateRules({ prompt: "a cat" }, { name: "sfw", ageRestricted: false }), channel: null }),
    ).resolves.toBeUndefined();
  });
});
