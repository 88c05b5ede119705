import { afterEach, describe, expect, test } from "vitest";
import type { FakeFile } from "../../fakes/discord/options.js";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { pngFile } from "../../fakes/png.js";
import { setGuildKey, useHarness } from "./harness.js";
import { answerOf } from "./harness-parts.js";

/** Texts built deep in the bot (views, checks, reports) arrive in the reader's language through the real commands. */
const h = useHarness({ platform: true });

afterEach(() => {
  h.discord.setGuildLocale("en-US", false);
});

const answer = (interaction: InteractionHandle) => answerOf(h, interaction);

describe("/node pages speak the server's language, as a public answer does", () => {
  test("a German Community server reads search results and a pack's details in German, whoever asks", async () => {
    h.discord.setGuildLocale("de", true);
    await h.restart();
    const search = await answer(
      await h.discord.driver.slashCommand("node", { query: "pack" }, { subcommand: "search", locale: "ja" }),
    );
    expect(search.embeds[0].title).toBe("Node-Pakete zu „pack“");
    expect(search.embeds[0].description).toMatch(/^\d+ Pakete passen zu `pack` · Seite 1 von \d+$/);

    const info = await answer(
      await h.discord.driver.slashCommand("node", { id: "video-pack" }, { subcommand: "info", locale: "ko" }),
    );
    const fields = info.embeds[0].fields as Array<{ name: string; value: string }>;
    expect(fields.map((f) => f.name)).toEqual([
      "Status",
      "Betriebssystem",
      "Beschleuniger",
      "Versionen (4, neueste zuerst)",
      "Node-Klassen in 1.2.0",
    ]);
    expect(fields[3]!.value.split("\n").map((line) => line.split(" ").slice(0, 2).join(" "))).toEqual([
      "`1.3.0` Ausstehend",
      "`1.2.0` Aktiv",
      "`1.1.0` Gelöscht",
      "`1.0.0` Aktiv",
    ]);
    expect(info.embeds[0].description).toMatch(/^von .+ · ★ [\d.]+ · ⬇ [\d.]+ · neueste `1\.2\.0`/);
  });
});

describe("checks and reports speak the member's language", () => {
  test("a workflow the service cannot run is reported in French, each problem named", async () => {
    await setGuildKey(h);
    const graph = {
      "1": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "flow-xl-v2.safetensors" } },
      "2": { class_type: "EmptyLatentImage", inputs: { width: 512, height: 512, batch_size: 1 } },
      "3": {
        class_type: "KSampler",
        inputs: {
          seed: 1,
          steps: 2.5,
          cfg: 6,
          sampler_name: "euler",
          scheduler: "normal",
          denoise: 1,
          model: ["1", 0],
          positive: ["8", 0],
          negative: ["8", 0],
          latent_image: ["2", 0],
        },
      },
      "4": { class_type: "SaveImage", inputs: { images: ["3", 0], filename_prefix: "x" } },
      "8": { class_type: "VideoPackLoader", inputs: {} },
      "9": { class_type: "TotallyUnknownNode", inputs: {} },
    };
    const file = { filename: "w.json", contentType: "application/json", data: Buffer.from(JSON.stringify(graph)) };
    const reply = await answer(
      await h.discord.driver.slashCommand(
        "workflow",
        { name: "rapport", file },
        { subcommand: "add", user: h.discord.guild.owner, locale: "fr" },
      ),
    );
    expect(reply.flags & 64).toBe(64);
    const lines = reply.content.replace(/^⚠️ /, "").split("\n");
    expect(lines[0]).toBe("Le service ne peut pas exécuter ce workflow. Rien n'a été enregistré.");
    expect(lines).toContain(
      "• `TotallyUnknownNode` (node 9) n'existe pas sur le service, et aucun pack du registre ne le fournit.",
    );
    expect(lines.find((line) => line.startsWith("• `VideoPackLoader` (node 8)"))).toMatch(
      /Il provient du pack \*\*Video Pack\*\* \(`video-pack`, dernière version 1\.2\.0\) <https:/,
    );
    expect(lines).toContain("• node 3 (KSampler) : l'entrée `steps` doit être un nombre entier (reçu : 2.5).");
  });

  test("/video option checks and an image's problem are refused in Korean, naming the options as the member sees them", async () => {
    await setGuildKey(h);
    const options = {
      start: pngFile("start"),
      model: "vidq2-turbo",
      duration: 12,
      wm_url: "https://example.com/wm.png",
    };
    const refused = await answer(
      await h.discord.driver.slashCommand("video", options, { subcommand: "start-end", locale: "ko" }),
    );
    expect(refused.flags & 64).toBe(64);
    expect(refused.content.replace(/^⚠️ /, "").split("\n")).toEqual([
      "vidq2-turbo의 `길이`은(는) 1~8초여야 해요(vidq3-pro: 1~16, vidq2-pro-fast: 1~10).",
      "`워터마크-url`은(는) `워터마크: True`일 때만 적용돼요.",
    ]);

    const text: FakeFile = { filename: "x.png", contentType: "image/png", data: Buffer.from("hello, not an image") };
    const image = await answer(
      await h.discord.driver.slashCommand("video", { start: text }, { subcommand: "start-end", locale: "de" }),
    );
    expect(image.content).toBe(
      "⚠️ `start` muss eine Datei im Format PNG, JPEG oder WebP mit höchstens 10 MB sein; diese Datei ist keine Datei im Format PNG, JPEG oder WebP.",
    );
  });

  test("the permissions the bot lacks are named as Discord shows them in the member's language", async () => {
    await setGuildKey(h);
    const viewAndSendOnly = (1n << 10n) | (1n << 11n);
    const refused = await answer(
      await h.discord.driver.slashCommand(
        "generate",
        { prompt: "hidden" },
        { appPermissions: viewAndSendOnly, locale: "ja" },
      ),
    );
    expect(refused.content).toBe(
      "⚠️ 結果を投稿するには、このチャンネルで flowbot に次の権限が必要です: 埋め込みリンク、ファイルを添付。",
    );
  });
});
