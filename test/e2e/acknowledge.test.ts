import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  Events,
  MessageFlags,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
} from "discord.js";
import { describe, expect, test } from "vitest";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { nextEvent, startWithClient } from "../fakes-discord/client.js";
import { ack } from "../../src/discord/routing/acknowledge.js";

// The owner of an interaction's acknowledgement (src/discord/routing/acknowledge.ts), driven by the
// real discord.js client against the fake Discord, which refuses a second first answer (40060) and
// one past 3 s (10062) as Discord does.
const { fake, client } = await startWithClient();

/** A slash command as the bot receives it, with the fake's handle on it. */
async function command(): Promise<[InteractionHandle, ChatInputCommandInteraction]> {
  const received = nextEvent<[Interaction]>(client, Events.InteractionCreate);
  const handle = await fake.driver.slashCommand("generate", { prompt: "a fox" });
  const [interaction] = await received;
  if (!interaction.isChatInputCommand()) throw new Error("expected a chat input command");
  return [handle, interaction];
}

/** A press of a button under a message the bot posted. */
async function press(): Promise<[InteractionHandle, ButtonInteraction, string]> {
  const channel = await client.channels.fetch(fake.guild.channelId);
  if (!channel?.isSendable()) throw new Error("channel not sendable");
  const button = new ButtonBuilder().setCustomId("node:s:2").setLabel("Next").setStyle(ButtonStyle.Secondary);
  const sent = await channel.send({
    content: "page 1",
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button)],
  });
  const received = nextEvent<[Interaction]>(client, Events.InteractionCreate);
  const handle = await fake.driver.clickButton(sent.id, "node:s:2");
  const [interaction] = await received;
  if (!interaction.isButton()) throw new Error("expected a button");
  return [handle, interaction, sent.id];
}

const PRIVATE = MessageFlags.Ephemeral;
const DEFERRED = 5;
const REPLY = 4;

describe("one owner of an interaction's acknowledgement", () => {
  test("two answers made at once: the first is the reply, the second a follow-up; Discord refuses neither", async () => {
    const [handle, interaction] = await command();
    await Promise.all([
      ack.reply(interaction, { content: "first" }),
      ack.reply(interaction, { content: "second", flags: PRIVATE }),
    ]);
    expect(handle.callbacks.map((c) => c.type)).toEqual([REPLY]);
    expect(handle.originalMessage()?.content).toBe("first");
    expect(handle.followUps().map((m) => [m.content, m.flags])).toEqual([["second", PRIVATE]]);
  });

  test("the same two answers straight through discord.js: the second is refused (what the owner prevents)", async () => {
    const [handle, interaction] = await command();
    const outcomes = await Promise.allSettled([
      interaction.reply({ content: "first" }),
      interaction.reply({ content: "second" }),
    ]);
    const refused = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason as unknown] : []));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(DiscordAPIError);
    expect((refused[0] as DiscordAPIError).code).toBe(40060);
    expect(handle.callbacks).toHaveLength(1);
  });

  test("a slow handler is deferred in time, and its answer past Discord's 3 s fills the deferred reply", async () => {
    const [handle, interaction] = await command();
    ack.inTime(interaction, () => ack.defer(interaction));
    // The deferral reaches the fake by itself, the handler still working.
    expect((await handle.response()).type).toBe(DEFERRED);
    // The handler answers once a first answer would be too late.
    fake.clock.advance(3_000);
    try {
      await ack.reply(interaction, { content: "done at last", flags: PRIVATE });
    } finally {
      fake.clock.advance(-3_000); // the interactions of the next tests are made at the real time
    }
    expect(handle.callbacks.map((c) => c.type)).toEqual([DEFERRED]);
    expect(handle.originalMessage()).toMatchObject({ content: "done at last" });
    expect(handle.followUps()).toEqual([]);
  });

  test("an interaction answered in time is not deferred", async () => {
    const [handle, interaction] = await command();
    let deferrals = 0;
    ack.inTime(interaction, async () => {
      deferrals++;
      await ack.defer(interaction);
    });
    await ack.reply(interaction, { content: "quick" });
    // A second interaction's deferral, set after, comes in time: by then the first one's is past.
    const [later, laterInteraction] = await command();
    ack.inTime(laterInteraction, () => ack.defer(laterInteraction));
    await later.response();
    expect(deferrals).toBe(0);
    expect(handle.callbacks.map((c) => c.type)).toEqual([REPLY]);
  });

  test("after the deferred reply is filled, later answers are private follow-ups; edits keep editing the reply", async () => {
    const [handle, interaction] = await command();
    await ack.defer(interaction, { privately: true });
    await ack.defer(interaction); // answered already: nothing more
    await ack.reply(interaction, { content: "filled", flags: PRIVATE });
    await ack.reply(interaction, { content: "one more", flags: PRIVATE });
    await ack.edit(interaction, { content: "filled, then edited" });
    expect(handle.callbacks.map((c) => [c.type, c.data?.flags])).toEqual([[DEFERRED, PRIVATE]]);
    expect(handle.originalMessage()).toMatchObject({ content: "filled, then edited", flags: PRIVATE });
    expect(handle.followUps().map((m) => [m.content, m.flags])).toEqual([["one more", PRIVATE]]);
  });

  test("a button deferred with its message: a reply then follows up privately, an update edits the message", async () => {
    const [handle, interaction, messageId] = await press();
    await ack.deferUpdate(interaction);
    await ack.reply(interaction, { content: "said aside", flags: PRIVATE });
    await ack.update(interaction, { content: "page 2" });
    expect(handle.callbacks.map((c) => c.type)).toEqual([6]);
    expect(fake.messages.get(messageId)).toMatchObject({ content: "page 2" });
    expect(handle.followUps().map((m) => [m.content, m.flags])).toEqual([["said aside", PRIVATE]]);
  });

  test("a failure fills a thinking reply; after an answer it is a private follow-up; as the first answer a private reply", async () => {
    const [thinking, deferred] = await command();
    await ack.defer(deferred);
    await ack.failure(deferred, "⚠️ no");
    expect(thinking.originalMessage()).toMatchObject({ content: "⚠️ no" });

    const [answered, replied] = await command();
    await ack.reply(replied, { content: "ok" });
    await ack.failure(replied, "⚠️ no");
    expect(answered.originalMessage()).toMatchObject({ content: "ok" });
    expect(answered.followUps().map((m) => [m.content, m.flags])).toEqual([["⚠️ no", PRIVATE]]);

    const [fresh, first] = await command();
    await ack.failure(first, "⚠️ no");
    expect(fresh.callbacks.map((c) => [c.type, c.data?.flags])).toEqual([[REPLY, PRIVATE]]);
  });

  test("a failure after a button deferred with its message is said privately; the message stays as it was", async () => {
    const [handle, interaction, messageId] = await press();
    await ack.deferUpdate(interaction);
    await ack.failure(interaction, "⚠️ the registry did not answer");
    expect(fake.messages.get(messageId)).toMatchObject({ content: "page 1" });
    expect(handle.followUps().map((m) => [m.content, m.flags])).toEqual([["⚠️ the registry did not answer", PRIVATE]]);
  });

  test("a deferred reply taken back is deleted and its words said privately", async () => {
    const [handle, interaction] = await command();
    await ack.defer(interaction);
    expect(await ack.takeBack(interaction, "⚠️ refused")).toBe(true);
    expect(handle.originalMessage()?.deleted).toBe(true);
    expect(handle.followUps().map((m) => [m.content, m.flags])).toEqual([["⚠️ refused", PRIVATE]]);
  });

  test("a form is a first answer only: after one, a clear error and no call to Discord", async () => {
    const [handle, interaction] = await command();
    const form = new ModalBuilder()
      .setCustomId("mykey")
      .setTitle("Key")
      .addComponents(
        new ActionRowBuilder<TextInputBuilder>().addComponents(
          new TextInputBuilder().setCustomId("key").setLabel("Key").setStyle(TextInputStyle.Short),
        ),
      );
    await ack.reply(interaction, { content: "answered" });
    await expect(ack.form(interaction, form)).rejects.toThrow("a form can only be an interaction's first answer");
    expect(handle.callbacks.map((c) => c.type)).toEqual([REPLY]);
  });
});
