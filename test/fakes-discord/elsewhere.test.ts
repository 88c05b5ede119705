import { DiscordAPIError, Events, type Interaction } from "discord.js";
import { describe, expect, test } from "vitest";
import { nextEvent, startWithClient } from "./client.js";

const { fake, client } = await startWithClient();

/** A slash command where only the member installed the app: the interaction the bot receives. */
async function withoutBot(name: string) {
  const received = nextEvent<[Interaction]>(client, Events.InteractionCreate);
  const handle = await fake.driver.slashCommand(name, {}, { place: "outside-server" });
  const [interaction] = await received;
  if (!interaction.isChatInputCommand()) throw new Error("expected a chat input command");
  return { handle, interaction };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof DiscordAPIError ? [error.status, error.code] : error),
  );

describe("a server that did not add the bot", () => {
  test("its interactions name the member's install only, in a guild the bot has no cache of", async () => {
    const { interaction } = await withoutBot("generate");
    const server = fake.elsewhere.serverWithoutBot();
    expect(interaction.guildId).toBe(server.id);
    expect(interaction.inRawGuild()).toBe(true);
    expect(interaction.authorizingIntegrationOwners).toMatchObject({ guildId: null, userId: fake.guild.member.id });
    expect(interaction.appPermissions.has("SendMessages")).toBe(false);
    expect(interaction.appPermissions.has("AttachFiles")).toBe(true);
    expect(interaction.member).toMatchObject({ user: { id: fake.guild.member.id } });
    await interaction.deferReply();
  });

  test("take five follow-ups, then 400 code 40094; its channel answers 403 Missing Access", async () => {
    const { handle, interaction } = await withoutBot("upscale");
    await interaction.deferReply();
    await interaction.editReply("the reply");
    for (let i = 0; i < 5; i++) await interaction.followUp(`follow-up ${i + 1}`);
    expect(await codeOf(interaction.followUp("one too many"))).toEqual([400, 40094]);
    expect(handle.followUps()).toHaveLength(5);
    await interaction.editReply("edits are not follow-ups");

    const channelId = interaction.channelId;
    const reply = handle.originalMessage()!;
    expect(await codeOf(client.rest.post(`/channels/${channelId}/messages`, { body: { content: "x" } }))).toEqual([
      403, 50001,
    ]);
    const reaction = `/channels/${channelId}/messages/${reply.id}/reactions/${encodeURIComponent("👍")}/@me`;
    expect(await codeOf(client.rest.put(reaction as `/${string}`))).toEqual([403, 50001]);
  });

  test("the token's webhook answers 401 code 50027 fifteen minutes after the interaction", async () => {
    const { interaction } = await withoutBot("generate");
    await interaction.deferReply();
    fake.clock.advance(15 * 60_000 + 1);
    expect(await codeOf(interaction.editReply("too late"))).toEqual([401, 50027]);
    expect(await codeOf(interaction.followUp("too late"))).toEqual([401, 50027]);
  });
});

describe("DMs", () => {
  test("createDM opens one channel per member, and a message sent there lands in it", async () => {
    const dm = await client.users.createDM(fake.guild.member.id);
    expect(dm.isDMBased()).toBe(true);
    await dm.send("your result");
    expect((await client.users.createDM(fake.guild.member.id, { force: true })).id).toBe(dm.id);
    expect(fake.messages.all().filter((m) => m.channelId === dm.id)).toMatchObject([{ content: "your result" }]);
  });

  test("a member who accepts no DMs: 403 code 50007", async () => {
    fake.elsewhere.closedDms.add(fake.guild.owner.id);
    const dm = await client.users.createDM(fake.guild.owner.id);
    expect(await codeOf(dm.send("nobody reads this"))).toEqual([403, 50007]);
  });
});
