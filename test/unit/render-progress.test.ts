import { ButtonBuilder, EmbedBuilder } from "discord.js";
import { afterEach, describe, expect, test, vi } from "vitest";
import { presentersOf } from "../../src/app/routes.js";
import { renderProgress, type JobView } from "../../src/discord/render/render.js";
import { features } from "../../src/features/index.js";

const presenter = presentersOf(features)("generate");

function view(more: Partial<JobView> = {}): JobView {
  return {
    id: "0b9c3c6e-1f2a-4c5d-8e9f-0a1b2c3d4e5f",
    kind: "generate",
    userId: "222222222222222222",
    locale: "en",
    params: { prompt: "a fox" },
    phase: "running",
    createdAt: Date.now() - 5_000,
    notes: [],
    ...more,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("a progress message", () => {
  test("is drawn from its data: none of discord.js's validating setters runs for it", () => {
    const setters = [
      ...(["setColor", "setTitle", "setFooter", "setDescription", "setImage"] as const).map((name) =>
        vi.spyOn(EmbedBuilder.prototype, name),
      ),
      ...(["setCustomId", "setLabel", "setStyle"] as const).map((name) => vi.spyOn(ButtonBuilder.prototype, name)),
    ];
    const preview = { data: Buffer.from("png"), mime: "image/png" as const };
    const message = renderProgress(view({ progress: { value: 3, max: 20 }, preview, previews: "shown" }), presenter);
    for (const setter of setters) expect(setter).not.toHaveBeenCalled();
    const embed = message.embeds![0] as EmbedBuilder;
    expect(embed.toJSON()).toMatchObject({
      color: 0x5865f2,
      footer: { text: expect.stringContaining("0b9c3c6e") },
      image: { url: "attachment://preview.png" },
    });
    expect(embed.toJSON().description).toContain("3/20");
    expect(JSON.stringify(message.components)).toContain("job:cancel:0b9c3c6e-1f2a-4c5d-8e9f-0a1b2c3d4e5f");
  });

  test("a status longer than Discord takes is clipped to fit, not refused", () => {
    const node = "N".repeat(5_000);
    const message = renderProgress(view({ node, nodeClass: "KSampler" }), presenter);
    const description = (message.embeds![0] as EmbedBuilder).toJSON().description!;
    expect(description.length).toBeLessThanOrEqual(4_000);
    expect(description.endsWith("…")).toBe(true);
  });
});
