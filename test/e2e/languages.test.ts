import { afterEach, describe, expect, test } from "vitest";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { setGuildKey, useHarness } from "./harness.js";

const h = useHarness({ platform: true });

afterEach(() => {
  h.platform.knobs.fail5xxNext = 0;
  h.discord.setGuildLocale("en-US", false);
});

async function deferredReply(interaction: InteractionHandle) {
  await interaction.response();
  return h.discord.waitFor(() => {
    const message = interaction.originalMessage();
    return message && (message.flags & 128) === 0 ? message : undefined;
  });
}

describe("the language a reply speaks", () => {
  test("a public reply in a Community server speaks the server's language, not the member's", async () => {
    h.discord.setGuildLocale("fr", true);
    await h.restart();
    h.platform.knobs.fail5xxNext = 10;
    const reply = await deferredReply(
      await h.discord.driver.slashCommand("node", { id: "audio-suite" }, { subcommand: "info", locale: "ja" }),
    );
    expect(reply.content).toBe("⚠️ Le registre de nodes ne répond pas pour le moment. Réessaie dans une minute.");
  });

  test("a server that is not a Community server speaks English in public, whatever locale Discord reports", async () => {
    h.discord.setGuildLocale("de", false);
    await h.restart();
    h.platform.knobs.fail5xxNext = 10;
    const reply = await deferredReply(
      await h.discord.driver.slashCommand("node", { id: "audio-suite" }, { subcommand: "info", locale: "de" }),
    );
    expect(reply.content).toBe("⚠️ The node registry is not answering right now. Try again in a minute.");
  });
});

describe("a member and a server in their own languages", () => {
  test("an out-of-range option is refused in the German member's language, naming the option as they see it", async () => {
    await setGuildKey(h);
    const before = h.cloud.requests.length;
    const interaction = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "a fox", width: 4096 },
      { locale: "de" },
    );
    const response = await interaction.response();
    expect(response.data.flags).toBe(64);
    expect(response.data.content).toBe("⚠️ `breite` muss eine ganze Zahl von 64 bis 2.048 sein.");
    expect(h.cloud.requests.length).toBe(before);
  });

  test("a server set to French runs /generate in French; a Japanese member's private replies are in Japanese", async () => {
    await setGuildKey(h);
    const { owner } = h.discord.guild;
    const set = await h.discord.driver.slashCommand(
      "settings",
      { language: "fr" },
      { user: owner, subcommand: "language", locale: "de" },
    );
    expect((await set.response()).data.content).toBe(
      "Gespeichert. Auftragsnachrichten auf diesem Server sind jetzt auf Französisch (Français).",
    );
    const show = await h.discord.driver.slashCommand("settings", {}, { user: owner, subcommand: "show", locale: "ja" });
    const fields = (await show.response()).data.embeds?.[0]?.fields ?? [];
    expect(fields).toContainEqual(
      expect.objectContaining({ name: "ジョブメッセージの言語", value: "フランス語（Français）" }),
    );

    // The job's message speaks the server's language while it runs and when it ends, whoever asked.
    const generate = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "un renard", seed: 7 },
      { locale: "ja" },
    );
    const seen = new Set<string>();
    const message = await h.discord.waitFor(() => {
      const current = generate.originalMessage();
      if (current?.embeds[0]?.description) seen.add(current.embeds[0].description);
      return current && current.embeds.length > 0 && !JSON.stringify(current.components).includes("job:cancel:")
        ? current
        : undefined;
    }, 20_000);
    expect([...seen].join("\n")).toMatch(/Temps écoulé/);
    const embed = message.embeds[0]!;
    expect(embed.footer?.text).toMatch(/^Tâche [0-9a-f-]{36}$/);
    expect(embed.fields?.map((f: { name: string }) => f.name)).toEqual([
      "Seed",
      "Taille",
      "Étapes",
      "Workflow",
      "Temps de traitement",
    ]);
    expect(JSON.stringify(message.components)).toContain("Relancer");

    // The same member's refusal is private, in their own language.
    const refused = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "un renard", steps: 500 },
      { locale: "ja" },
    );
    expect((await refused.response()).data.content).toBe("⚠️ `ステップ数` は 1〜150 の整数にしてください。");
  });
});
