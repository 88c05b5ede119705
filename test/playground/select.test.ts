import {
  ActionRowBuilder,
  Events,
  RoleSelectMenuBuilder,
  StringSelectMenuBuilder,
  UserSelectMenuBuilder,
  type AnySelectMenuInteraction,
  type Interaction,
  type TextChannel,
} from "discord.js";
import { describe, expect, test } from "vitest";
import { send, usePlaygroundPage } from "./setup.js";

/** Select menus (string, multi-value, user, role) drawn on the page, a pick sent back as Discord's client sends it. */
describe("the playground's select menus", () => {
  const opened = usePlaygroundPage();

  test("/preferences shows its four selects; picking 16:9 stores it and the answer shows it picked", async () => {
    const { page, playground } = opened();
    await send(page, "/preferences");
    const answer = page
      .locator('.row[data-author="flowbot"]')
      .filter({ has: page.locator("select.select") })
      .last();
    const selects = answer.locator("select.select");
    await expect.poll(() => selects.count(), { timeout: 20_000 }).toBe(4);
    expect(await selects.last().locator("option").allTextContents()).toEqual([
      "Results: in the channel, for everyone",
      "Results: visible only to me",
    ]);
    const aspect = selects.first();
    // Before a pick: the server's default is the one shown.
    expect(await aspect.inputValue()).not.toBe("16:9");
    expect(await aspect.locator("option").allTextContents()).toContain("Aspect 16:9");
    await aspect.selectOption("16:9");

    const { discord, bot } = playground;
    const stored = () => bot.context.store.preferences.get(discord.guild.id, discord.guild.owner.id);
    await expect.poll(async () => (await stored())?.aspect, { timeout: 10_000 }).toBe("16:9");
    // The answer was updated with the pick as its default, and the page drew it so.
    await expect.poll(() => answer.locator("select.select").first().inputValue(), { timeout: 10_000 }).toBe("16:9");
    expect(await page.locator("#error").isHidden()).toBe(true);
  }, 45_000);

  test("a multi-value select, a user select and a role select the bot sends are drawn, and picks reach the bot resolved", async () => {
    const { page, playground } = opened();
    const { discord, bot } = playground;
    const picks: AnySelectMenuInteraction[] = [];
    const seen = (interaction: Interaction) => {
      if (interaction.isAnySelectMenu() && interaction.customId.startsWith("test:")) picks.push(interaction);
    };
    bot.client.on(Events.InteractionCreate, seen);
    const channel = (await bot.client.channels.fetch(discord.guild.channelId)) as TextChannel;
    await channel.send({
      content: "Pick several",
      components: [
        new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder()
            .setCustomId("test:colours")
            .setPlaceholder("Colours")
            .setMinValues(1)
            .setMaxValues(3)
            .addOptions(["red", "green", "blue"].map((c) => ({ value: c, label: c, default: c === "green" }))),
        ),
        new ActionRowBuilder<UserSelectMenuBuilder>().addComponents(
          new UserSelectMenuBuilder().setCustomId("test:people").setPlaceholder("People").setMaxValues(2),
        ),
        new ActionRowBuilder<RoleSelectMenuBuilder>().addComponents(
          new RoleSelectMenuBuilder().setCustomId("test:role").setPlaceholder("A role"),
        ),
      ],
    });
    const message = page.locator('.row[data-author="flowbot"]').filter({ hasText: "Pick several" }).last();
    await message.waitFor({ timeout: 10_000 });
    const colours = message.locator('select[aria-label="Colours"]');
    expect(await colours.getAttribute("multiple")).not.toBeNull();
    expect(await colours.locator("option:checked").allTextContents()).toEqual(["green"]);
    const people = message.locator('select[aria-label="People"]');
    expect(await people.locator("option").allTextContents()).toEqual(
      expect.arrayContaining([discord.guild.owner.username, discord.guild.member.username]),
    );
    const role = message.locator('select[aria-label="A role"]');
    // Every role but @everyone, by name; one pick, so not a list.
    expect(await role.locator("option:not([disabled])").allTextContents()).toEqual(["@Managers", "@flowbot"]);
    expect(await role.getAttribute("multiple")).toBeNull();

    await colours.selectOption(["red", "blue"]);
    await people.selectOption([discord.guild.owner.id, discord.guild.member.id]);
    const managers = discord.guild.roles.find((r) => r.name === "Managers")!;
    await role.selectOption(managers.id);
    await expect.poll(() => picks.length, { timeout: 10_000 }).toBe(3);
    bot.client.off(Events.InteractionCreate, seen);
    const [colourPick, peoplePick, rolePick] = picks;
    expect(colourPick!.isStringSelectMenu() && colourPick.values).toEqual(["red", "blue"]);
    expect(peoplePick!.isUserSelectMenu() && [...peoplePick.users.keys()].sort()).toEqual(
      [discord.guild.owner.id, discord.guild.member.id].sort(),
    );
    expect(rolePick!.isRoleSelectMenu() && rolePick.roles.first()?.name).toBe("Managers");
  }, 45_000);
});
