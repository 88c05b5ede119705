import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_API_KEY } from "../../fakes/keys.js";
import { makePng } from "../../fakes/png.js";
import { deployCommands } from "../../scripts/deploy-commands.js";
import { memberScope } from "../../src/scope.js";
import { ended, jobIdOf, startHarness, type Harness } from "./harness.js";

/**
 * Issue 32: the bot installed by a member, used in its DMs and in servers that did not add it, on
 * the member's own key. Real discord.js against the fake Discord, the fake cloud, real Postgres.
 */
// The member's key is the one the fake platform takes too (its partner tasks run on it).
const MEMBER_KEY = FAKE_API_KEY;
const SERVER_KEY = "fc_server_key_0002wxyz";
const OPERATOR_KEY = "fc_operator_key_0003opqr";

let h: Harness;
beforeAll(async () => {
  h = await startHarness(
    { apiKeys: [MEMBER_KEY, SERVER_KEY, OPERATOR_KEY] },
    { FLOW_API_KEY: OPERATOR_KEY, FLOWBOT_USER_DAILY_QUOTA: "4", FLOWBOT_BANNED_TERMS: "gore, forbidden" },
  );
  // Global, as Discord offers commands outside servers only when registered globally.
  await deployCommands({ token: h.discord.token, applicationId: h.discord.applicationId, apiUrl: h.discord.apiUrl });
});
afterAll(async () => {
  await h?.close();
});

/** The keys the fake cloud saw on prompts submitted since `from` (an index into its requests). */
const promptKeys = (from: number) =>
  h.cloud.requests
    .slice(from)
    .filter((r) => r.method === "POST" && r.path === "/api/prompt")
    .map((r) => r.headers["x-api-key"]);

describe("use it anywhere", () => {
  test("commands are registered for a server's install and a member's, each in the contexts it works in", () => {
    const registered = h.discord.commands.get("global")!;
    const where = (name: string) => {
      const command = registered.find((c) => c.name === name)!;
      return { integration_types: command.integration_types, contexts: command.contexts };
    };
    const anywhere = { integration_types: [0, 1], contexts: [0, 1, 2] };
    const serverOnly = { integration_types: [0], contexts: [0] };
    for (const name of [
      "generate",
      "upscale",
      "style-transfer",
      "enhance",
      "video",
      "node",
      "show",
      "cancel",
      "preferences",
    ])
      expect(where(name), name).toEqual(anywhere);
    expect(where("settings")).toEqual(serverOnly);
    expect(where("workflow")).toEqual(serverOnly);
    expect(where("queue")).toEqual(serverOnly);
  });

  test("what is offered outside servers never describes itself as this server's, in any language", () => {
    const registered = h.discord.commands.get("global")!;
    const server =
      /this server|dieses Servers|diesem Server|de este servidor|en este servidor|de ce serveur|sur ce serveur|deste servidor|neste servidor|このサーバー|이 서버/;
    const described = (item: { description?: string; description_localizations?: Record<string, string> | null }) => [
      item.description ?? "",
      ...Object.values(item.description_localizations ?? {}),
    ];
    type Option = {
      description?: string;
      description_localizations?: Record<string, string> | null;
      options?: Option[];
    };
    const all = (options: Option[] = []): Option[] => options.flatMap((o) => [o, ...all(o.options)]);
    for (const command of registered.filter((c) => (c.integration_types as number[] | undefined)?.includes(1))) {
      for (const item of [command as Option, ...all(command.options as Option[])])
        for (const words of described(item)) expect(words, command.name).not.toMatch(server);
    }
  });

  test("a member without a key of their own is told privately how to set one; no key pays for the job", async () => {
    const from = h.cloud.requests.length;
    // The server has a key, and the operator one: neither pays outside that server.
    await h.bot.context.store.guilds.setApiKey(h.discord.guild.id, SERVER_KEY);
    for (const place of ["dm", "outside-server"] as const) {
      const asked = await h.discord.driver.slashCommand("generate", { prompt: "a lighthouse" }, { place });
      const answer = await asked.response();
      expect(answer.data.flags & 64).toBe(64);
      expect(answer.data.content).toContain("your own platform API key");
      expect(answer.data.content).toContain("/preferences");
    }
    // In the member's own language.
    const german = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "ein Leuchtturm" },
      { place: "dm", locale: "de" },
    );
    expect((await german.response()).data.content).toContain("deinem eigenen Plattform-API-Schlüssel");
    expect(promptKeys(from)).toEqual([]);
  });

  test("/preferences key:set in a DM stores the member's key encrypted, shown by its last four characters", async () => {
    const opened = await h.discord.driver.slashCommand("preferences", { key: "set" }, { place: "dm" });
    expect((await opened.response()).type).toBe(9);
    const submitted = await h.discord.driver.submitModal("mykey", { key: MEMBER_KEY }, { place: "dm" });
    await h.discord.waitFor(() => submitted.originalMessage()?.content.includes(MEMBER_KEY.slice(-4)) || undefined);
    expect(submitted.originalMessage()!.content).not.toContain(MEMBER_KEY);
    const stored = await h.database.db.execute(`select api_key_ciphertext from member_keys`);
    expect(JSON.stringify(stored)).not.toContain(MEMBER_KEY);
    expect(await h.bot.context.store.guilds.getApiKey(memberScope(h.discord.guild.member.id))).toBe(MEMBER_KEY);
  });

  test("/generate in a DM runs on the member's key and delivers", async () => {
    const from = h.cloud.requests.length;
    const asked = await h.discord.driver.slashCommand("generate", { prompt: "a lighthouse at dusk" }, { place: "dm" });
    const message = await h.discord.waitFor(() => asked.originalMessage());
    const final = await ended(h, message.id);
    expect(final.attachments.length).toBeGreaterThan(0);
    expect(h.discord.guilds.map((g) => g.channelId)).not.toContain(final.channelId);
    expect(promptKeys(from)).toEqual([MEMBER_KEY]);
    const jobId = jobIdOf(final);
    const job = await h.database.store.jobs.get(jobId);
    expect(job).toMatchObject({ guildId: memberScope(h.discord.guild.member.id), keySource: "server" });

    // Reroll runs again in the DM, on the member's key; Delete of one's own result works there.
    const reroll = JSON.stringify(final.components).match(/"(gen:reroll:[^"]+)"/)![1]!;
    const again = await h.discord.driver.clickButton(final.id, reroll);
    await ended(h, (await h.discord.waitFor(() => again.originalMessage())).id);
    expect(promptKeys(from)).toEqual([MEMBER_KEY, MEMBER_KEY]);
    // What needs a server says so (a server's key form, sent from a DM).
    const refused = await h.discord.driver.submitModal("settings:key", { key: SERVER_KEY }, { place: "dm" });
    const refusal = (await refused.response()).data.content as string;
    expect(refusal).toContain("only in servers that added flowbot");
    // The commands it offers instead are those whose definitions reach anywhere, in the features' order.
    expect(refusal).toContain(
      "/generate, /preferences, /upscale, /style-transfer, /enhance, /cancel, /node, /show, and /video.",
    );
    const ask = await h.discord.driver.clickButton(final.id, `result:delete:${jobId}`);
    const confirm = await h.discord.waitFor(() => ask.followUps()[0]);
    await h.discord.driver.clickButton(confirm.id, `result:confirm:${jobId}:${final.id}`);
    await h.discord.waitFor(() => h.discord.messages.get(final.id)!.deleted || undefined);
  });

  test("in a server that did not add the bot, the member's key pays and Delete works; in the server that did, the server's", async () => {
    let from = h.cloud.requests.length;
    const outside = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "a red car" },
      { place: "outside-server" },
    );
    const result = await ended(h, (await h.discord.waitFor(() => outside.originalMessage())).id);
    expect(promptKeys(from)).toEqual([MEMBER_KEY]);

    // Delete works there, through the interactions' webhook: every channel route there answers
    // 403 Missing Access (the bot is not in that server), and none is used.
    const jobId = jobIdOf(result);
    const channelCalls = () => h.discord.restLog.filter((r) => r.path.includes(`/channels/${result.channelId}`)).length;
    const before = channelCalls();
    const ask = await h.discord.driver.clickButton(result.id, `result:delete:${jobId}`, { place: "outside-server" });
    const confirm = await h.discord.waitFor(() => ask.followUps()[0]);
    expect(confirm.flags & 64).toBe(64);
    const done = await h.discord.driver.clickButton(confirm.id, `result:confirm:${jobId}:${result.id}`, {
      place: "outside-server",
    });
    await h.discord.waitFor(() => done.callbacks[0]);
    expect(done.callbacks[0]!.data.content).not.toContain("went wrong");
    expect(h.discord.messages.get(result.id)!.deleted).toBe(true);
    expect((await h.database.store.jobs.get(jobId))!.resultDeletedAt).not.toBeNull();
    expect(channelCalls()).toBe(before);

    from = h.cloud.requests.length;
    const inside = await h.discord.driver.slashCommand("generate", { prompt: "a blue car" });
    await ended(h, (await h.discord.waitFor(() => inside.originalMessage())).id);
    expect(promptKeys(from)).toEqual([SERVER_KEY]);
  });

  test("/upscale in a server that did not add the bot runs on the member's key; /show in a DM shows their own jobs", async () => {
    const from = h.platform.requests.length;
    const image = {
      filename: "a.png",
      contentType: "image/png",
      data: makePng(64, 48, "anywhere"),
      width: 64,
      height: 48,
    };
    const asked = await h.discord.driver.slashCommand("upscale", { image, scale: "2x" }, { place: "outside-server" });
    const final = await ended(h, (await h.discord.waitFor(() => asked.originalMessage())).id);
    expect(final.attachments.length).toBe(1);
    const sent = h.platform.requests
      .slice(from)
      .filter((r) => r.method === "POST" && r.path.endsWith("/image-upscaler"));
    expect(sent.map((r) => r.headers["x-api-key"] ?? r.headers.authorization)).toEqual([
      expect.stringContaining(MEMBER_KEY),
    ]);

    const show = await h.discord.driver.slashCommand("show", { job: jobIdOf(final) }, { place: "dm" });
    const shown = await h.discord.waitFor(() => show.originalMessage()?.attachments.length || undefined);
    expect(shown).toBe(1);
    // Another member's scope holds none of them.
    const other = await h.discord.driver.slashCommand(
      "show",
      { job: jobIdOf(final) },
      { place: "dm", user: h.discord.guild.owner },
    );
    expect((await other.response()).data.content).toContain("no such job");
  });

  test("/style-transfer and its Vary in a DM, /enhance in a server without the bot: each on the member's own key", async () => {
    // The moderator, whose daily quota outside servers the tests above have not used.
    const user = h.discord.guild.moderator;
    await h.bot.context.store.guilds.setApiKey(memberScope(user.id), MEMBER_KEY);
    const png = (name: string) => ({ filename: `${name}.png`, contentType: "image/png", data: makePng(64, 48, name) });
    const keysTo = (from: number, path: string) =>
      h.platform.requests
        .slice(from)
        .filter((r) => r.method === "POST" && r.path.endsWith(path))
        .map((r) => r.headers["x-api-key"] ?? r.headers.authorization);
    const from = h.platform.requests.length;
    const options = { image: png("photo"), reference: png("painting") };
    const styled = await h.discord.driver.slashCommand("style-transfer", options, { place: "dm", user });
    const final = await ended(h, (await h.discord.waitFor(() => styled.originalMessage())).id);
    expect(final.attachments.length).toBe(1);
    const vary = await h.discord.driver.clickButton(final.id, `st:vary:${jobIdOf(final)}`, { user });
    expect((await ended(h, (await h.discord.waitFor(() => vary.originalMessage())).id)).attachments.length).toBe(1);
    expect(keysTo(from, "/image-style-transfer")).toEqual([
      expect.stringContaining(MEMBER_KEY),
      expect.stringContaining(MEMBER_KEY),
    ]);

    const place = "outside-server";
    const enhanced = await h.discord.driver.slashCommand("enhance", { image: png("face") }, { place, user });
    expect((await ended(h, (await h.discord.waitFor(() => enhanced.originalMessage())).id)).attachments.length).toBe(1);
    expect(keysTo(from, "/skin-enhancer/flexible")).toEqual([expect.stringContaining(MEMBER_KEY)]);
  });

  test("the operator's banned terms hold outside servers (FLOWBOT_BANNED_TERMS)", async () => {
    const from = h.cloud.requests.length;
    const asked = await h.discord.driver.slashCommand("generate", { prompt: "a forbidden tower" }, { place: "dm" });
    const answer = await asked.response();
    expect(answer.data.flags & 64).toBe(64);
    // The terms are the bot's here, not a server's: the refusal says so.
    expect(answer.data.content).toContain(
      "flowbot refuses this request: `prompt` contains a term it does not allow outside servers that added it.",
    );
    expect(answer.data.content).not.toMatch(/server's rules|forbidden/);
    expect(promptKeys(from)).toEqual([]);
  });

  test("the member's daily quota outside servers holds (FLOWBOT_USER_DAILY_QUOTA), wherever they are", async () => {
    const from = h.cloud.requests.length;
    // Four jobs ran outside servers already (two in a DM, two in a server without the bot): the fifth is refused.
    const asked = await h.discord.driver.slashCommand("generate", { prompt: "one too many" }, { place: "group-dm" });
    const answer = await h.discord.waitFor(() =>
      asked.callbacks.length > 0 ? (asked.originalMessage()?.content ?? asked.callbacks[0]!.data?.content) : undefined,
    );
    expect(answer).toContain("You have used your 4 jobs for today outside servers that added flowbot");
    expect(
      await h.bot.context.store.usage.day(memberScope(h.discord.guild.member.id), h.discord.guild.member.id),
    ).toMatchObject({ used: 4 });
    expect(promptKeys(from)).toEqual([]);
  });

  test("/preferences shows the member's key by its last four characters; key:remove forgets it", async () => {
    const member = memberScope(h.discord.guild.member.id);
    const shown = await h.discord.driver.slashCommand("preferences", {}, { place: "outside-server" });
    expect((await shown.response()).data.content).toContain(`ending in \`${MEMBER_KEY.slice(-4)}\``);
    expect((await shown.response()).data.content).toContain(
      "Your own defaults for `/generate` outside servers that added flowbot.",
    );
    expect((await shown.response()).data.content).not.toContain("this server");
    // Its selects and reset name flowbot's defaults: no server's apply there.
    const controls = JSON.stringify((await shown.response()).data.components);
    expect(controls).toContain("Aspect: flowbot's default");
    expect(controls).toContain("Back to flowbot's defaults");
    expect(controls).not.toMatch(/"label":"[^"]*server/i);
    expect((await shown.response()).data.content).not.toContain(MEMBER_KEY);
    const removed = await h.discord.driver.slashCommand("preferences", { key: "remove" }, { place: "dm" });
    expect((await removed.response()).data.content).toContain("removed");
    expect(await h.bot.context.store.guilds.getApiKey(member)).toBeUndefined();
    const after = await h.discord.driver.slashCommand("preferences", {}, { place: "dm" });
    expect((await after.response()).data.content).toContain("not set");
  });

  test("a member's stored key that cannot be read is refused in the member's words, never a server's", async () => {
    const member = memberScope(h.discord.guild.member.id);
    await h.bot.context.store.guilds.setApiKey(member, MEMBER_KEY);
    // As after a changed secret: the ciphertext no longer opens.
    await h.database.db.execute(`update member_keys set api_key_ciphertext = 'v1:not-a-ciphertext'`);
    const asked = await h.discord.driver.slashCommand("generate", { prompt: "a lighthouse" }, { place: "dm" });
    const answer = (await asked.response()).data;
    expect(answer.flags & 64).toBe(64);
    expect(answer.content).toContain("Your stored API key could not be read");
    expect(answer.content).toContain("`/preferences key:set`");
    expect(answer.content).not.toMatch(/this server|Manage Server/i);
    await h.bot.context.store.guilds.setApiKey(member, MEMBER_KEY);
  });
  test("a member's own key the service refuses is named as theirs, with how to set a new one, never a server's", async () => {
    // The owner, whose daily quota outside servers the tests above have not used.
    const user = h.discord.guild.owner;
    await h.bot.context.store.guilds.setApiKey(memberScope(user.id), "fc_revoked_key_0009zzzz");
    const asked = await h.discord.driver.slashCommand("generate", { prompt: "a harbour" }, { place: "dm", user });
    const final = await ended(h, (await h.discord.waitFor(() => asked.originalMessage())).id);
    const said = JSON.stringify(final.embeds);
    expect(said).toContain("refused your own API key");
    expect(said).toContain("`/preferences key:set`");
    expect(said).not.toMatch(/this server|Manage Server/i);
  });
});
