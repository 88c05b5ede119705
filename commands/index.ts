import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  MessageContextMenuCommandInteraction,
  ModalSubmitInteraction,
  RESTPostAPIApplicationCommandsJSONBody,
} from "discord.js";
import type { Context } from "../src/context.js";

export interface Command {
  data: { name: string; toJSON(): RESTPostAPIApplicationCommandsJSONBody };
  execute(interaction: ChatInputCommandInteraction<"cached">, ctx: Context): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction<"cached">, ctx: Context): Promise<void>;
}

export interface ContextMenu {
  data: { name: string; toJSON(): RESTPostAPIApplicationCommandsJSONBody };
  execute(interaction: MessageContextMenuCommandInteraction<"cached">, ctx: Context): Promise<void>;
}

/**
 * Buttons and modals, routed by the first segment of their `custom_id` (`gen:reroll:<job>`).
 * The rest of the id is passed as `args`; everything a handler needs must be in it or in the
 * database, so components keep working after a restart.
 */
export interface ComponentHandler {
  prefix: string;
  button?(interaction: ButtonInteraction<"cached">, ctx: Context, args: string[]): Promise<void>;
  modal?(interaction: ModalSubmitInteraction<"cached">, ctx: Context, args: string[]): Promise<void>;
}

import { cancelComponents, cancelCommand } from "./cancel.js";
import { generateCommand, generateComponents } from "./generate.js";
import { settingsCommand, settingsComponents } from "./settings.js";

/** Every slash command, in the order `deploy-commands` registers them. */
export const commands: Command[] = [generateCommand, settingsCommand, cancelCommand];

export const contextMenus: ContextMenu[] = [];

export const components: ComponentHandler[] = [...generateComponents, ...settingsComponents, ...cancelComponents];
