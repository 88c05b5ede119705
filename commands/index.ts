import type { App, Context } from "../src/bot.js";
import type { CommandHandler, ComponentHandlerOf, ContextMenuHandler } from "../src/discord/handlers.js";

export type { Context };
export type Command = CommandHandler<Context>;
export type ContextMenu = ContextMenuHandler<Context>;
export type ComponentHandler = ComponentHandlerOf<Context>;

import { cancelComponents, cancelCommand } from "./cancel.js";
import { enhanceCommand, enhanceComponents, enhancePresenter } from "./enhance.js";
import { generateCommand, generateComponents, generatePresenter } from "./generate.js";
import { nodeCommand, nodeComponents } from "./node.js";
import { queueCommand } from "./queue.js";
import { settingsCommand, settingsComponents } from "./settings.js";
import { showCommand } from "./show.js";
import { styleTransferCommand, styleTransferComponents, styleTransferPresenter } from "./style-transfer.js";
import { upscaleCommand, upscaleComponents, upscaleMenu, upscalePresenter, upscaleReaction } from "./upscale.js";
import { workflowCommand } from "./workflow.js";

/** Every slash command, in the order `deploy-commands` registers them. */
export const commands: Command[] = [
  generateCommand, upscaleCommand, styleTransferCommand, enhanceCommand, settingsCommand, cancelCommand, nodeCommand, workflowCommand,
  queueCommand, showCommand,
];

export const contextMenus: ContextMenu[] = [upscaleMenu];

export const components: ComponentHandler[] = [
  ...generateComponents, ...upscaleComponents, ...styleTransferComponents, ...enhanceComponents, ...settingsComponents, ...cancelComponents,
  ...nodeComponents,
];

export const reactions = [upscaleReaction];

/** Everything the bot runs, handed to `createBot` by the entry point. */
export const app: App = {
  routes: { commands, contextMenus, components, reactions },
  presenters: {
    generate: generatePresenter,
    upscale: upscalePresenter,
    "style-transfer": styleTransferPresenter,
    enhance: enhancePresenter,
  },
};
