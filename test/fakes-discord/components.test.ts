import {
  ActionRowBuilder,
  ApplicationCommandType,
  ButtonBuilder,
  ButtonStyle,
  Events,
  type Interaction,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
} from "discord.js";
import { describe, expect, test } from "vitest";
import { makePng } from "../../fakes/png.js";
import { nextEvent, startWithClient } from "./client.js";

const { fake, client } = await startWithClient();

/** Runs `act` on the fake and hands the interaction discord.js receives to `handle`. */
async function roundTrip<T>(act: () => Promise<T>, handle: (interaction: Interaction) => Promise<unknown>): Promise<T> {
  const received = nextEvent<[Interaction]>(client, Events.InteractionCreate);
  const result = await act();
  const [interaction] = await received;
  await handle(interaction);
  return result;
}

const row = (customId: string) =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(customId).setLabel("Go").setStyle(ButtonStyle.Primary),
  );

describe("components, modals, autocomplete and context menus", () => {
  test("a button click carries the message, and update() edits that message", async () => {
    const channel = await client.channels.fetch(fake.guild.channelId);
    if (!channel?.isSendable()) throw new Error("channel not sendable");
    const sent = await channel.send({ content: "pick", components: [row("job:cancel:42")] });
    const click = await roundTrip(
      () => fake.driver.clickButton(sent.id, "job:cancel:42", { user: fake.guild.owner }),
      async (interaction) => {
        if (!interaction.isButton()) throw new Error("expected a button");
        expect(interaction.message.id).toBe(sent.id);
        expect(interaction.customId).toBe("job:cancel:42");
        await interaction.update({ content: "cancelled", components: [] });
      },
    );
    expect(click.callbacks.map((c) => c.type)).toEqual([7]);
    expect(fake.messages.get(sent.id)).toMatchObject({ content: "cancelled", components: [], edits: 1 });
    expect(click.originalMessage()?.id).toBe(sent.id);
  });

  test("deferUpdate then editReply edits the clicked message; a modal opened from it can update it too", async () => {
    const channel = await client.channels.fetch(fake.guild.channelId);
    if (!channel?.isSendable()) throw new Error("channel not sendable");
    const sent = await channel.send({ content: "run", components: [row("gen:reroll:1")] });
    const click = await roundTrip(
      () => fake.driver.clickButton(sent.id, "gen:reroll:1"),
      async (interaction) => {
        if (!interaction.isButton()) throw new Error("expected a button");
        await interaction.deferUpdate();
        await interaction.editReply({ content: "rerolling" });
      },
    );
    expect(click.callbacks.map((c) => c.type)).toEqual([6]);
    expect(fake.messages.get(sent.id)?.content).toBe("rerolling");
    await roundTrip(
      () => fake.driver.submitModal("vary", { prompt: "bluer" }, { messageId: sent.id }),
      async (interaction) => {
        if (!interaction.isModalSubmit() || !interaction.isFromMessage())
          throw new Error("expected a modal submit from a message");
        await interaction.update({ content: `varying: ${interaction.fields.getTextInputValue("prompt")}` });
      },
    );
    expect(fake.messages.get(sent.id)?.content).toBe("varying: bluer");
  });

  test("clicking a button the message does not have is a driver error", async () => {
    const message = await fake.postUserMessage(fake.guild.channelId, { content: "no buttons" });
    await expect(fake.driver.clickButton(message.id, "nope")).rejects.toThrow(/no component nope/);
  });

  test("showModal answers type 9, and the submitted fields reach the client", async () => {
    const modal = new ModalBuilder()
      .setCustomId("settings:key")
      .setTitle("API key")
      .addComponents(
        new ActionRowBuilder<TextInputBuilder>().addComponents(
          new TextInputBuilder().setCustomId("key").setLabel("Key").setStyle(TextInputStyle.Short),
        ),
      );
    const opened = await roundTrip(
      () => fake.driver.slashCommand("settings", {}, { subcommand: "key" }),
      async (interaction) => {
        if (interaction.isChatInputCommand()) await interaction.showModal(modal);
      },
    );
    expect(await opened.response()).toMatchObject({ type: 9, data: { custom_id: "settings:key", title: "API key" } });

    const submitted = await roundTrip(
      () => fake.driver.submitModal("settings:key", { key: "fc_secret_1234" }),
      async (interaction) => {
        if (!interaction.isModalSubmit()) throw new Error("expected a modal submit");
        expect(interaction.fields.getTextInputValue("key")).toBe("fc_secret_1234");
        await interaction.reply({ content: "saved …1234", flags: 64 });
      },
    );
    expect(submitted.originalMessage()).toMatchObject({ content: "saved …1234", flags: 64 });
  });

  test("autocomplete marks the focused option and records the choices", async () => {
    const asked = await roundTrip(
      () => fake.driver.autocomplete("generate", { prompt: "fo", workflow: "por" }, "workflow"),
      async (interaction) => {
        if (!interaction.isAutocomplete()) throw new Error("expected autocomplete");
        expect(interaction.options.getFocused(true)).toMatchObject({ name: "workflow", value: "por" });
        await interaction.respond([{ name: "portrait", value: "portrait" }]);
      },
    );
    expect(await asked.response()).toEqual({ type: 8, data: { choices: [{ name: "portrait", value: "portrait" }] } });
  });

  test("a message context menu resolves the target message with its attachments", async () => {
    const png = makePng(4, 4, "ctx");
    const target = await fake.postUserMessage(fake.guild.channelId, {
      content: "look",
      attachments: [{ filename: "cat.png", contentType: "image/png", data: png }],
    });
    await roundTrip(
      () => fake.driver.contextMenu("Upscale image", target.id),
      async (interaction) => {
        if (!interaction.isMessageContextMenuCommand()) throw new Error("expected a message context menu");
        expect(interaction.commandType).toBe(ApplicationCommandType.Message);
        expect(interaction.targetMessage.id).toBe(target.id);
        const attachment = interaction.targetMessage.attachments.first()!;
        expect(Buffer.from(await (await fetch(attachment.url)).arrayBuffer())).toEqual(png);
        await interaction.deferReply();
      },
    );
  });
});
