import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { makePng } from "../../fakes/png.js";
import { rawRows } from "../helpers/db.js";
import { CHECKS_CHANNEL, sharedClassifier, type CheckEvent } from "../../src/image-check/index.js";
import { INPUT_SIDE } from "../../src/image-check/protocol.js";
import { Signer } from "../../src/http/sign.js";
import { memberScope } from "../../src/scope.js";
import { ended, jobIdOf, setGuildKey, startHarness, type Harness } from "./harness.js";

/*
 * Issue 40, with the real classifier: at FLOWBOT_IMAGE_CHECK_THRESHOLD=0 every image scores at or
 * above the threshold, so every path flags; what the member sees then follows the policy.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness(
    { stepMs: 5, steps: 3 },
    { FLOWBOT_IMAGE_CHECK_THRESHOLD: "0" },
    { platform: { taskMs: 150 }, imageCheck: true },
  );
});
afterAll(() => h?.close());
beforeEach(async () => {
  await setGuildKey(h);
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, {
    imageCheck: { mode: "spoiler", strictness: "balanced", ageRestricted: "exempt" },
  });
});

type Stored = NonNullable<ReturnType<Harness["discord"]["messages"]["get"]>>;

async function run(name: string, options: Record<string, unknown>, opts = {}): Promise<Stored> {
  const interaction = await h.discord.driver.slashCommand(name, options, opts);
  return ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
}

const png = (seed: string) => ({ filename: `${seed}.png`, contentType: "image/png", data: makePng(64, 48, seed) });
const said = (message: Stored) => JSON.stringify(message.embeds);

async function checks(result: string, media = "image"): Promise<number> {
  const text = await (await fetch(h.bot.http!.metricsUrl!)).text();
  const line = text
    .split("\n")
    .find(
      (l) =>
        l.startsWith("flowbot_image_checks_total{") &&
        l.includes(`result="${result}"`) &&
        l.includes(`media="${media}"`),
    );
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

async function images(options: Record<string, string>): Promise<string> {
  const interaction = await h.discord.driver.slashCommand("settings", options, {
    user: h.discord.guild.owner,
    subcommand: "images",
  });
  return JSON.stringify((await interaction.response()).data);
}

describe("the image check, every path flagged (threshold 0)", () => {
  test("spoiler by default: the result is attached as SPOILER_<name>, out of the embed, with a line saying why; counted in /metrics", async () => {
    const before = await checks("flagged");
    const done = await run("generate", { prompt: "a lighthouse", count: 2, width: 256, height: 256 });
    expect(done.attachments).toHaveLength(2);
    for (const file of done.attachments) expect(file.filename).toMatch(/^SPOILER_/);
    expect(done.embeds.every((e) => !e.image)).toBe(true);
    expect(said(done)).toContain("is behind a spoiler: the image check flagged it (score ");
    expect(await checks("flagged")).toBe(before + 2);
    expect(await (await fetch(h.bot.http!.metricsUrl!)).text()).toContain("flowbot_image_check_seconds_bucket");
  });

  test("/settings images check:block: the result is held back, said so in the job's message, the job marked and its file links serving nothing", async () => {
    expect(await images({ check: "block" })).toContain("A flagged image is held back");
    const done = await run("generate", { prompt: "a lighthouse", width: 256, height: 256 });
    expect(done.attachments).toHaveLength(0);
    expect(said(done)).toContain("was held back: the image check flagged it (score ");
    const job = await h.bot.context.store.jobs.get(jobIdOf(done));
    expect(job!.status).toBe("completed");
    expect(job!.heldBackAt).not.toBeNull();
    const link = new Signer(h.database.signingKey).fileUrl(h.bot.http!.localUrl, job!.id, 0);
    expect((await fetch(link)).status).toBe(404);
    // /settings show states the policy.
    const shown = await h.discord.driver.slashCommand(
      "settings",
      {},
      { user: h.discord.guild.owner, subcommand: "show" },
    );
    const embed = JSON.stringify((await shown.response()).data);
    expect(embed).toContain("Image check");
    expect(embed).toContain("(the bot's operator set it for every server)");
  });

  test("block: the job is completed and held back in one statement, its file links never serving a flagged output in between", async () => {
    await images({ check: "block" });
    // Each change of a job to completed, as the database saw it in that statement.
    await rawRows(h.database, sql`create table completed_seen (job_id text, held boolean)`);
    await rawRows(
      h.database,
      sql.raw(`create function note_completed() returns trigger language plpgsql as $$
        begin insert into completed_seen values (new.id::text, new.held_back_at is not null); return new; end $$`),
    );
    await rawRows(
      h.database,
      sql`create trigger note_completed after update on jobs for each row
        when (new.status = 'completed' and old.status is distinct from new.status) execute function note_completed()`,
    );
    try {
      const done = await run("generate", { prompt: "a lighthouse", width: 256, height: 256 });
      expect(said(done)).toContain("was held back");
      const seen = await rawRows(h.database, sql`select held from completed_seen where job_id = ${jobIdOf(done)}`);
      expect(seen).toEqual([{ held: true }]);
    } finally {
      await rawRows(h.database, sql`drop trigger note_completed on jobs`);
      await rawRows(h.database, sql`drop function note_completed`);
      await rawRows(h.database, sql`drop table completed_seen`);
    }
  });

  test("spoiler: the job's end is recorded while its output is scored, and its result shown only once scored", async () => {
    // Checks ahead of the job's in the classifier's line (they take their turns in order): its own answers late.
    const classifier = sharedClassifier();
    const ahead = Array.from({ length: 40 }, (_, i) =>
      classifier.classify(() =>
        Promise.resolve({ pixels: new Uint8Array(INPUT_SIDE * INPUT_SIDE * 3).fill(i), frames: 1 }),
      ),
    );
    const answered: CheckEvent[] = [];
    const onCheck = (event: unknown) => void answered.push(event as CheckEvent);
    subscribe(CHECKS_CHANNEL, onCheck);
    try {
      const interaction = await h.discord.driver.slashCommand("generate", {
        prompt: "a lighthouse, scored late",
        width: 256,
        height: 256,
      });
      const status = async () =>
        (
          await rawRows(h.database, sql`select status from jobs where params->>'prompt' = 'a lighthouse, scored late'`)
        )[0]?.status;
      // Spoiler holds nothing back: the outcome does not wait for the verdict...
      await expect.poll(status, { timeout: 30_000 }).toBe("completed");
      expect(answered).toHaveLength(0);
      // ...and the result waits for it: never shown unscored.
      expect(interaction.originalMessage()?.attachments ?? []).toHaveLength(0);
      const done = await ended(h, interaction.originalMessage()!.id, 60_000);
      expect(answered).toEqual([expect.objectContaining({ result: "flagged", media: "image" })]);
      expect(done.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^SPOILER_/)]);
      expect(said(done)).toContain("is behind a spoiler: the image check flagged it (score ");
    } finally {
      unsubscribe(CHECKS_CHANNEL, onCheck);
      await Promise.allSettled(ahead);
    }
  }, 90_000);

  test("block: a member's flagged image is refused, naming its option, before anything is sent", async () => {
    await images({ check: "block" });
    const posts = () => h.platform.requests.filter((r) => r.method === "POST").length;
    const before = posts();
    const interaction = await h.discord.driver.slashCommand("upscale", { image: png("input") });
    const refusal = await h.discord.waitFor(() => {
      const message = interaction.originalMessage();
      return message && JSON.stringify(message).includes("image check") ? message : undefined;
    });
    expect(JSON.stringify(refusal)).toContain("`image`: the image check flagged this image (score ");
    expect(JSON.stringify(refusal)).toContain("Nothing was sent.");
    expect(posts()).toBe(before);
  });

  test("a video's frames are checked: the result goes behind a spoiler", async () => {
    const before = await checks("flagged", "video");
    const done = await run("video", { start: png("start"), prompt: "the door opens" }, { subcommand: "start-end" });
    expect(done.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^SPOILER_.*\.mp4$/)]);
    expect(await checks("flagged", "video")).toBe(before + 1);
  });

  test("outside servers the member's own choice applies: spoiler by default, held back once they choose block", async () => {
    const inDm = { place: "dm" as const };
    await h.bot.context.store.guilds.setApiKey(memberScope(h.discord.guild.member.id), h.cloud.apiKey);
    const spoilered = await run("generate", { prompt: "a harbour", width: 256, height: 256 }, inDm);
    expect(spoilered.attachments[0]!.filename).toMatch(/^SPOILER_/);
    const chosen = await h.discord.driver.slashCommand("preferences", { images: "block" }, inDm);
    expect(JSON.stringify((await chosen.response()).data)).toContain("a flagged one is held back");
    const held = await run("generate", { prompt: "a harbour", width: 256, height: 256 }, inDm);
    expect(held.attachments).toHaveLength(0);
    expect(said(held)).toContain("was held back");
  });

  test("the classifier's thread killed mid-check is made anew and the job still ends", async () => {
    const classifier = sharedClassifier();
    const restarted = once(classifier, "restarted");
    classifier.once("checking", () => void classifier.worker?.terminate());
    const done = await run("generate", { prompt: "a lighthouse", width: 256, height: 256 });
    await restarted;
    expect(done.attachments[0]!.filename).toMatch(/^SPOILER_/);
    expect((await h.bot.context.store.jobs.get(jobIdOf(done)))!.status).toBe("completed");
  });
});
