import { deleteResultComponents } from "../src/discord/delete-result.js";
import type { App, Command, ComponentHandler, ContextMenu } from "../src/app.js";
import { kinds } from "../src/kinds/index.js";
import { cancelComponents, cancelCommand } from "./cancel.js";
import { enhanceCommand } from "./enhance.js";
import { generateCommand } from "./generate.js";
import { nodeCommand, nodeComponents } from "./node.js";
import { preferencesCommand, preferencesComponents } from "./preferences.js";
import { queueCommand } from "./queue.js";
import { settingsCommand, settingsComponents } from "./settings.js";
import { showCommand } from "./show.js";
import { styleTransferCommand } from "./style-transfer.js";
import { upscaleCommand } from "./upscale.js";
import { videoCommand } from "./video.js";
import { workflowCommand } from "./workflow.js";

/** Every slash command, in the order `deploy-commands` registers them. */
export const commands: Command[] = [
  generateCommand,
  upscaleCommand,
  styleTransferCommand,
  enhanceCommand,
  settingsCommand,
  cancelCommand,
  nodeCommand,
  workflowCommand,
  queueCommand,
  showCommand,
  videoCommand,
  preferencesCommand,
];

const kindList = Object.values(kinds);

export const contextMenus: ContextMenu[] = kindList.flatMap((kind) => ("menu" in kind ? [kind.menu] : []));

export const components: ComponentHandler[] = [
  ...kindList.flatMap((kind) => kind.components),
  ...settingsComponents,
  ...cancelComponents,
  ...deleteResultComponents,
  ...nodeComponents,
  ...preferencesComponents,
];

export const reactions = kindList.flatMap((kind) => ("reaction" in kind ? [kind.reaction] : []));

/** Everything the bot runs, handed to `createBot` by the entry point. */
export const app: App = {
  routes: { commands, contextMenus, components, reactions },
  kinds,
};
