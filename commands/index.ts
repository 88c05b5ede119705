import type { App, Context } from "../src/bot.js";
import type { CommandHandler, ComponentHandlerOf, ContextMenuHandler } from "../src/discord/handlers.js";

export type { Context };
export type Command = CommandHandler<Context>;
export type ContextMenu = ContextMenuHandler<Context>;
export type ComponentHandler = ComponentHandlerOf<Context>;

import { cancelComponents, cancelCommand } from "./cancel.js";
import { generateCommand, generateComponents, generatePresenter } from "./generate.js";
import { nodeCommand, nodeComponents } from "./node.js";
import { queueCommand } from "./queue.js";
import { settingsCommand, settingsComponents } from "./settings.js";
import { showCommand } from "./show.js";
import { workflowCommand } from "./workflow.js";

/** Every slash command, in the order `deploy-commands` registers them. */
export const commands: Command[] = [generateCommand, settingsCommand, cancelCommand, nodeCommand, workflowCommand, queueCommand, showCommand];

export const contextMenus: ContextMenu[] = [];

export const components: ComponentHandler[] = [...generateComponents, ...settingsComponents, ...cancelComponents, ...nodeComponents];

/** Everything the bot runs, handed to `createBot` by the entry point. */
export const app: App = {
  routes: { commands, contextMenus, components },
  presenters: { generate: generatePresenter },
};
