import { expect, test } from "vitest";
import { app } from "../../commands/index.js";
import { commandName, localizeCommands } from "../../src/i18n/index.js";
import type { Json } from "../../fakes/platform/catalogue.js";
import { error, type Route } from "../../fakes/platform/server.js";
import { pngResult } from "../../fakes/platform/tasks.js";
import { makePng } from "../../fakes/png.js";
import { relight } from "../fixtures/features/relight/index.js";
import { ended, jobIdOf, setGuildKey, useHarness } from "./harness.js";

/** The fake platform's own relight: a POST that starts an image task, read back by the platform's usual route. */
const relightRoute: Route = {
  method: "POST",
  pattern: /^\/proxy\/imgpartner\/v1\/ai\/image-relight$/,
  auth: true,
  handle(ctx) {
    const body = ctx.body as Json;
    if (typeof body.image !== "string" || typeof body.light !== "string")
      return error(400, "invalid_request", "image and light are required");
    const task = ctx.tasks.create("image-relight", { makeResult: pngResult(32, 24, `relit:${body.light}`) });
    return { status: 200, body: { data: ctx.tasks.imageRecord(task) } };
  },
};

// The feature is one folder (test/fixtures/features/relight) and this one line in the bot's list.
const h = useHarness({ app: { features: [...app.features, relight] }, platformRoutes: [relightRoute] });

test("its command's names and descriptions in every language come from its folder (texts/commands.ts)", () => {
  const [definition] = localizeCommands(relight.commands!.map((c) => c.data.toJSON()));
  expect(definition!.name_localizations).toMatchObject({ de: "neu-beleuchten", ja: "ライティング変更" });
  expect(definition!.description_localizations).toMatchObject({ de: "Ein Bild neu beleuchten" });
  type Option = { name: string; choices?: { name_localizations: object }[] };
  const light = (definition as unknown as { options: Option[] }).options.find((o) => o.name === "light")!;
  expect(light.choices![0]!.name_localizations).toMatchObject({ de: "Goldene Stunde", ja: "ゴールデンアワー" });
  // The texts that name it say it in the reader's language.
  expect(commandName("de", "relight")).toBe("/neu-beleuchten");
  expect(commandName("ja", "relight light")).toBe("/ライティング変更 光");
});

test("a feature added by one folder and one line runs end to end through its slash command", async () => {
  await setGuildKey(h);
  const before = h.platform.requests.length;
  const image = { filename: "me.png", contentType: "image/png", data: makePng(40, 30, "relight-me") };
  const interaction = await h.discord.driver.slashCommand("relight", { image, light: "neon" });
  const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);

  const post = h.platform.requests.slice(before).find((r) => r.method === "POST" && r.path.endsWith("/image-relight"));
  expect(post?.body).toMatchObject({ light: "neon" });
  expect(message.embeds[0]!.title).toBe("Relight · neon");
  expect(message.attachments).toHaveLength(1);
  const row = await h.bot.context.store.jobs.get(jobIdOf(message));
  expect(row).toMatchObject({ kind: "relight", status: "completed" });
  // Read back through the platform's relight read route, like every partner image task.
  expect(h.platform.requests.some((r) => r.method === "GET" && r.path.includes("/image-relight/"))).toBe(true);
  // Its own button: Vary runs the same image and light again.
  const vary = message.components.flatMap((c) => c.components).find((c) => c.custom_id?.startsWith("rl:vary:"));
  expect(vary).toBeDefined();
});
