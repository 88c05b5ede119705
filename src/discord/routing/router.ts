import {
  MessageFlags,
  type ButtonInteraction,
  type Interaction,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from "discord.js";
import { UserError } from "../../errors.js";
import type { Logger } from "../../logging/logger.js";
import type { ComponentHandlerOf, Routes } from "./handlers.js";
import { commandName, t, text } from "../../i18n/index.js";
import { replyWithError, type GuildLanguage } from "./reply.js";
import { ack } from "./acknowledge.js";

/** Dispatches every interaction to its handler with a child logger; errors end in `replyWithError`. */
export function createRouter<C extends { log: Logger }>(
  ctx: C,
  routes: Routes<C>,
  guildLanguage?: GuildLanguage,
): (interaction: Interaction) => Promise<void> {
  const commands = new Map(routes.commands.map((c) => [c.data.name, c]));
  const menus = new Map(routes.contextMenus.map((c) => [c.data.name, c]));
  const components = new Map(routes.components.map((c) => [c.prefix, c]));
  // What a member may use outside servers that installed the bot: the commands that say they reach anywhere.
  const anywhere = routes.commands.filter((c) => c.reach === "anywhere").map((c) => c.data.name);

  return async (interaction) => {
    const name = describe(interaction);
    // Made when first used: a child logger (its bindings serialized and redacted) costs more than
    // answering a command, and most commands log nothing before their answer, or at all.
    let child: Logger | undefined;
    const childLog = () =>
      (child ??= ctx.log.child({
        interactionId: interaction.id,
        guildId: interaction.guildId,
        userId: interaction.user.id,
        command: name,
      }));
    const scoped: C = {
      ...ctx,
      get log() {
        return childLog();
      },
    };
    try {
      // Outside a server that installed the bot, only the handlers that reach anywhere run.
      const guildOnly = async () => {
        if (interaction.isRepliable()) {
          await ack.reply(interaction, {
            content: t(interaction.locale, "anywhere.serverOnly", {
              commands: anywhere.map((command) => commandName(interaction.locale, command)),
            }),
            flags: MessageFlags.Ephemeral,
          });
        }
      };
      if (interaction.isChatInputCommand()) {
        const command = required(commands.get(interaction.commandName), name);
        if (command.reach === "anywhere") await command.execute(interaction, scoped);
        else if (interaction.inCachedGuild()) await command.execute(interaction, scoped);
        else await guildOnly();
      } else if (interaction.isAutocomplete()) {
        const command = commands.get(interaction.commandName);
        if (command?.reach === "anywhere") await command.autocomplete?.(interaction, scoped);
        else if (interaction.inCachedGuild()) await command?.autocomplete?.(interaction, scoped);
        else await ack.choices(interaction, []);
      } else if (interaction.isMessageContextMenuCommand()) {
        if (interaction.inCachedGuild())
          await required(menus.get(interaction.commandName), name).execute(interaction, scoped);
        else await guildOnly();
      } else if (interaction.isButton() || interaction.isModalSubmit() || interaction.isStringSelectMenu()) {
        const [prefix = "", ...args] = interaction.customId.split(":");
        const handler = components.get(prefix);
        if (handler?.reach !== "anywhere" && !interaction.inCachedGuild()) await guildOnly();
        else if (!(await component(handler, interaction, scoped, args)))
          throw new UserError(text("common.buttonGoneRunAgain"));
      }
    } catch (error) {
      await replyWithError(interaction, error, childLog(), guildLanguage);
    }
  };
}

type ComponentInteraction = ButtonInteraction | ModalSubmitInteraction | StringSelectMenuInteraction;

/**
 * Hands a button, select or form to its handler; false when none takes it. A handler that does
 * not reach anywhere takes only interactions of a server that installed the bot.
 */
async function component<C>(
  handler: ComponentHandlerOf<C> | undefined,
  interaction: ComponentInteraction,
  ctx: C,
  args: string[],
): Promise<boolean> {
  if (handler?.reach === "anywhere") {
    if (interaction.isButton() && handler.button) await handler.button(interaction, ctx, args);
    else if (interaction.isStringSelectMenu() && handler.select) await handler.select(interaction, ctx, args);
    else if (interaction.isModalSubmit() && handler.modal) await handler.modal(interaction, ctx, args);
    else return false;
    return true;
  }
  if (!handler || !interaction.inCachedGuild()) return false;
  if (interaction.isButton() && handler.button) await handler.button(interaction, ctx, args);
  else if (interaction.isStringSelectMenu() && handler.select) await handler.select(interaction, ctx, args);
  else if (interaction.isModalSubmit() && handler.modal) await handler.modal(interaction, ctx, args);
  else return false;
  return true;
}

function describe(interaction: Interaction): string {
  if (interaction.isCommand() || interaction.isAutocomplete()) return interaction.commandName;
  if (interaction.isMessageComponent() || interaction.isModalSubmit())
    return interaction.customId.split(":").slice(0, 2).join(":");
  return `type ${(interaction as Interaction).type}`;
}

function required<T>(handler: T | undefined, name: string): T {
  if (handler === undefined) throw new UserError(text("common.commandGone", { name }));
  return handler;
}
