import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { maskSecrets } from "../../src/logging/logger.js";
import { ended, setGuildKey, startHarness, type Harness } from "./harness.js";

const SECOND_KEY = "fc_second_key_9f8e7d6c5b4a";
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ apiKeys: ["fc_test_key_0001abcd", SECOND_KEY] });
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  Object.assign(h.cloud.knobs, { stepMs: 15, steps: 6, previews: false });
  await setGuildKey(h);
});

const parsed = (line: string) => JSON.parse(line) as Record<string, any>;
const linesSince = (start: number) => h.logs.slice(start);

async function answerOf(interaction: {
  response(): Promise<{ type: number; data: any }>;
  originalMessage(): any;
}): Promise<string> {
  const response = await interaction.response();
  if (response.type === 4) return String(response.data.content);
  return h.discord.waitFor(() => interaction.originalMessage()?.content || undefined);
}

describe("a failed Discord upload in the log", () => {
  test.each([
    [500, "HTTPError"],
    [400, "DiscordAPIError"],
  ])(
    "an answer %i to the final message with its files logs type, status, method and route, without the token or the body",
    async (status, type) => {
      const start = h.logs.length;
      // discord.js tries a 5xx four times before it gives up; a 400 once.
      h.discord.failRequests({
        method: "PATCH",
        path: /^\/webhooks\/\d+\/[^/]+\/messages\/@original$/,
        status,
        times: status >= 500 ? 4 : 1,
        withFiles: true,
      });
      const interaction = await h.discord.driver.slashCommand("generate", { prompt: `upload fails with ${status}` });
      const line = await h.discord.waitFor(
        () => linesSince(start).find((l) => l.includes("could not end the job")),
        20_000,
      );

      const { err } = parsed(line);
      expect(err).toMatchObject({
        type,
        status,
        method: "PATCH",
        route: `/webhooks/${h.discord.applicationId}/:token/messages/@original`,
      });
      expect(line).not.toContain(interaction.token);
      expect(line).not.toMatch(/requestBody|"files"|"data"/);
      expect(line.length).toBeLessThan(4000);
      // The retry delivers the files.
      const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
      expect(message.attachments.length).toBeGreaterThan(0);
      for (const l of linesSince(start)) expect(l).not.toContain(interaction.token);
    },
  );
});

describe("secret masking", () => {
  const { owner } = { owner: () => h.discord.guild.owner };

  test("a refused key typed into /settings key is never registered, and every later line stays JSON", async () => {
    const bogus = '"level":30,"time":';
    const submit = await h.discord.driver.submitModal("settings:key", { key: bogus }, { user: owner() });
    expect(await answerOf(submit)).toMatch(/refused that key/);
    expect(maskSecrets(`${JSON.stringify({ msg: bogus })}\n`)).toContain(JSON.stringify(bogus).slice(1, -1));

    const start = h.logs.length;
    const job = await h.discord.driver.slashCommand("generate", { prompt: "after a bogus key" });
    await ended(h, (await h.discord.waitFor(() => job.originalMessage())).id);
    await h.discord.waitFor(() => linesSince(start).some((l) => l.includes("job ended")));
    expect(linesSince(start).length).toBeGreaterThan(0);
    for (const line of linesSince(start)) expect(() => JSON.parse(line)).not.toThrow();
  });

  test("a key the service accepted is masked; once removed or replaced it is forgotten", async () => {
    const line = (value: string) => maskSecrets(`${JSON.stringify({ msg: `key ${value}` })}\n`);
    await h.bot.context.store.guilds.removeApiKey(h.discord.guild.id);
    expect(line(SECOND_KEY)).toContain(SECOND_KEY);

    const submit = await h.discord.driver.submitModal("settings:key", { key: SECOND_KEY }, { user: owner() });
    expect(await answerOf(submit)).toMatch(/Saved/);
    expect(line(SECOND_KEY)).not.toContain(SECOND_KEY);
    expect(JSON.parse(line(SECOND_KEY)).msg).toBe("key [redacted]");

    const remove = await h.discord.driver.slashCommand("settings", {}, { user: owner(), subcommand: "remove-key" });
    expect(await answerOf(remove)).toMatch(/removed/);
    expect(line(SECOND_KEY)).toContain(SECOND_KEY);

    // Saved again, then replaced by another accepted key: the first is forgotten, the second masked.
    await answerOf(await h.discord.driver.submitModal("settings:key", { key: SECOND_KEY }, { user: owner() }));
    expect(line(SECOND_KEY)).not.toContain(SECOND_KEY);
    await answerOf(await h.discord.driver.submitModal("settings:key", { key: h.cloud.apiKey }, { user: owner() }));
    expect(line(SECOND_KEY)).toContain(SECOND_KEY);
    expect(line(h.cloud.apiKey)).not.toContain(h.cloud.apiKey);
  });
});

describe("signed URLs", () => {
  test("an output whose signed storage URL keeps failing is named in a note with the reason, never the URL, in Discord or in the log", async () => {
    const start = h.logs.length;
    const restStart = h.discord.restLog.length;
    // Refused for good (403), so the job ends at once with a note rather than after the delivery retries.
    Object.assign(h.cloud.knobs, { storageFailNext: 1_000, storageFailStatus: 403 });
    try {
      const interaction = await h.discord.driver.slashCommand("generate", { prompt: "storage is down" });
      const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
      const shown = JSON.stringify(message.embeds);
      expect(shown).toMatch(/could not be fetched from the service \(.*HTTP 403\)/);

      const signed = h.cloud.requests.filter((r) => r.path.startsWith("/signed/"));
      expect(signed.length).toBeGreaterThan(0);
      const sent = JSON.stringify(h.discord.restLog.slice(restStart).map((r) => r.body ?? null));
      const logged = linesSince(start).join("");
      for (const request of signed) {
        const token = request.path.slice("/signed/".length);
        expect(sent).not.toContain(token);
        expect(logged).not.toContain(token);
      }
      expect(sent + logged).not.toMatch(/\/signed\/|expires=/);
    } finally {
      Object.assign(h.cloud.knobs, { storageFailNext: 0, storageFailStatus: 500 });
    }
  });
});
