import {
  AttachmentBuilder,
  type ChatInputCommandInteraction,
  DiscordAPIError,
  Events,
  type Interaction,
} from "discord.js";
import { describe, expect, test } from "vitest";
import { type FakeDiscord, type InteractionHandle } from "../../fakes/discord/server.js";
import { makePng } from "../../fakes/png.js";
import { nextEvent, startWithClient } from "./client.js";

let nowMs = Date.now();
const { fake, client } = await startWithClient({ now: () => nowMs });

/** Dispatches a slash command and returns both sides: the fake's handle and discord.js's interaction. */
async function command(
  ...args: Parameters<FakeDiscord["driver"]["slashCommand"]>
): Promise<[InteractionHandle, ChatInputCommandInteraction]> {
  const received = nextEvent<[Interaction]>(client, Events.InteractionCreate);
  const handle = await fake.driver.slashCommand(...args);
  const [interaction] = await received;
  if (!interaction.isChatInputCommand()) throw new Error("expected a chat input command");
  return [handle, interaction];
}

const apiError = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as DiscordAPIError,
  );

describe("slash commands", () => {
  test("reach interactionCreate with typed options, a subcommand and a downloadable attachment", async () => {
    const png = makePng(8, 6, "in");
    const [, interaction] = await command(
      "settings",
      { prompt: "a fox", steps: 20, cfg: 6.5, hdr: true },
      {
        subcommand: "key",
        user: fake.guild.owner,
        attachments: { image: { filename: "in.png", contentType: "image/png", data: png, width: 8, height: 6 } },
      },
    );
    expect(interaction.commandName).toBe("settings");
    expect(interaction.options.getSubcommand()).toBe("key");
    expect(interaction.options.getString("prompt")).toBe("a fox");
    expect(interaction.options.getInteger("steps")).toBe(20);
    expect(interaction.options.getNumber("cfg")).toBe(6.5);
    expect(interaction.options.getBoolean("hdr")).toBe(true);
    expect(interaction.user.id).toBe(fake.guild.owner.id);
    expect(interaction.memberPermissions?.has("ManageGuild")).toBe(true);
    expect(interaction.memberPermissions?.has("Administrator")).toBe(false);
    const attachment = interaction.options.getAttachment("image", true);
    expect(attachment).toMatchObject({ name: "in.png", contentType: "image/png", size: png.length, width: 8 });
    expect(Buffer.from(await (await fetch(attachment.url)).arrayBuffer())).toEqual(png);
    await interaction.reply({ content: "ok", flags: 64 });
  });

  test("deferReply then editReply with a file lands in the message store byte for byte", async () => {
    const [handle, interaction] = await command("generate", { prompt: "x" }, { attachmentSizeLimit: 1024 * 1024 });
    expect(interaction.attachmentSizeLimit).toBe(1024 * 1024);
    await interaction.deferReply();
    expect(handle.originalMessage()?.flags).toBe(128);
    const png = makePng(32, 32, 7);
    await interaction.editReply({
      content: "done",
      files: [new AttachmentBuilder(png, { name: "out.png" })],
      allowedMentions: { parse: [] },
    });
    const message = handle.originalMessage()!;
    expect(message).toMatchObject({ content: "done", flags: 0, edits: 1 });
    expect(message.attachments.map((a) => [a.filename, a.data])).toEqual([["out.png", png]]);
    expect(Buffer.from(await (await fetch(message.attachments[0]!.url)).arrayBuffer())).toEqual(png);
    expect(fake.restLog.at(-1)).toMatchObject({
      method: "PATCH",
      route: "PATCH /webhooks/:app/:token/messages/:message",
      allowedMentions: { parse: [] },
    });
    expect(fake.restLog.at(-1)!.auth).toBeUndefined();
  });

  test("an edit keeps only the attachments it lists", async () => {
    const [handle, interaction] = await command("generate");
    await interaction.reply({
      files: [
        new AttachmentBuilder(makePng(2, 2, 1), { name: "a.png" }),
        new AttachmentBuilder(makePng(2, 2, 2), { name: "b.png" }),
      ],
    });
    const [first] = handle.originalMessage()!.attachments;
    await interaction.editReply({
      content: "kept one",
      attachments: [(await interaction.fetchReply()).attachments.get(first!.id)!],
    });
    expect(handle.originalMessage()!.attachments.map((a) => a.filename)).toEqual(["a.png"]);
    await interaction.editReply({ content: "text only" });
    expect(handle.originalMessage()!.attachments.map((a) => a.filename)).toEqual(["a.png"]);
  });

  test("a second acknowledgement is refused with 40060", async () => {
    const [handle, interaction] = await command("generate");
    await interaction.deferReply();
    // discord.js refuses a second reply itself, so the second callback is sent by hand.
    const second = await fetch(`${fake.apiUrl}/v10/interactions/${handle.id}/${handle.token}/callback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: 4, data: { content: "again" } }),
    });
    const error = { status: second.status, ...((await second.json()) as object) };
    expect(error).toMatchObject({ status: 400, code: 40060 });
    expect(handle.callbacks).toHaveLength(1);
  });

  test.each([
    [3_000, "acknowledged"],
    [3_001, 10062],
  ])("a first response %s ms after the interaction → %s", async (delay, expected) => {
    const [handle, interaction] = await command("generate");
    nowMs += delay;
    const outcome = await interaction.deferReply().then(
      () => "acknowledged",
      (error: DiscordAPIError) => error.code,
    );
    expect(outcome).toBe(expected);
    expect(handle.callbacks).toHaveLength(expected === "acknowledged" ? 1 : 0);
  });

  test("the token edits for 15 minutes, then 50027", async () => {
    const [, interaction] = await command("generate");
    await interaction.deferReply();
    nowMs += 15 * 60_000 - 1;
    await interaction.editReply("still in time");
    fake.clock.advance(2);
    expect(await apiError(interaction.editReply("too late"))).toMatchObject({ status: 401, code: 50027 });
    expect(await apiError(interaction.followUp("too late"))).toMatchObject({ status: 401, code: 50027 });
  });

  test("after 15 minutes the bot still edits its public reply through the channel route, but not an ephemeral one", async () => {
    const [publicHandle, publicReply] = await command("generate");
    await publicReply.reply("working");
    const [ephemeralHandle, ephemeralReply] = await command("generate");
    await ephemeralReply.reply({ content: "secret", flags: 64 });
    nowMs += 16 * 60_000;
    if (!publicReply.channel?.isTextBased()) throw new Error("channel not text based");
    await publicReply.channel.messages.edit(publicHandle.originalMessage()!.id, "done via the bot token");
    expect(publicHandle.originalMessage()?.content).toBe("done via the bot token");
    expect(await apiError(publicReply.channel.messages.edit(ephemeralHandle.originalMessage()!.id, "x"))).toMatchObject(
      { status: 404, code: 10008 },
    );
  });

  test("follow-ups are stored and listed on the handle", async () => {
    const [handle, interaction] = await command("generate");
    await interaction.deferReply({ flags: 64 });
    const sent = await interaction.followUp({ content: "more", flags: 64 });
    expect(handle.followUps().map((m) => [m.id, m.content, m.flags])).toEqual([[sent.id, "more", 64]]);
  });

  test("content over 2000 characters is refused with 50035", async () => {
    const [handle, interaction] = await command("generate");
    const error = await apiError(interaction.reply("x".repeat(2001)));
    expect(error).toMatchObject({ status: 400, code: 50035 });
    expect(JSON.stringify(error?.rawError)).toContain("content");
    expect(handle.callbacks).toHaveLength(0);
  });

  test("reply with withResponse gets the created message back (?with_response=true)", async () => {
    const [handle, interaction] = await command("generate");
    const response = await interaction.reply({ content: "hello", withResponse: true });
    expect(response.resource?.message?.id).toBe(handle.originalMessage()!.id);
    expect(fake.restLog.at(-1)?.path).toBe(`/interactions/${handle.id}/${handle.token}/callback`);
  });

  test("allowed_mentions are recorded for replies, follow-ups and channel sends", async () => {
    const [, interaction] = await command("generate");
    const none = { parse: [] };
    await interaction.reply({ content: "@everyone hi", allowedMentions: none });
    await interaction.followUp({ content: "@everyone again", allowedMentions: { parse: ["users"] } });
    if (!interaction.channel?.isSendable()) throw new Error("channel not sendable");
    await interaction.channel.send({ content: "@everyone channel", allowedMentions: none });
    expect(fake.restLog.slice(-3).map((r) => r.allowedMentions)).toEqual([none, { parse: ["users"] }, none]);
  });

  test("deleteReply marks the original message deleted", async () => {
    const [handle, interaction] = await command("generate");
    await interaction.reply("bye");
    await interaction.deleteReply();
    expect(handle.originalMessage()?.deleted).toBe(true);
  });
});
