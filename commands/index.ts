import { deleteResultComponents } from "../src/discord/job-message/delete-result.js";
import type { App, Command, ComponentHandler, ContextMenu } from "../src/app.js";
import { kinds } from "../src/features/index.js";
import { cancelComponents, cancelCommand } from "../src/features/cancel/command.js";
import { enhanceCommand } from "../src/features/enhance/command.js";
import { generateCommand } from "../src/features/generate/command.js";
import { nodeCommand, nodeComponents } from "../src/features/node/command.js";
import { queueCommand } from "../src/features/queue/command.js";
import { settingsCommand, settingsComponents } from "../src/features/settings/command.js";
import { showCommand } from "../src/features/show/command.js";
import { styleTransferCommand } from "../src/features/style-transfer/command.js";
import { upscaleCommand } from "../src/features/upscale/command.js";
import { videoCommand } from "../src/features/video/command.js";
import { workflowCommand } from "../src/features/workflow/command.js";

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
];

const kindList = Object.values(kinds);

export const contextMenus: ContextMenu[] = kindList.flatMap((kind) => ("menu" in kind ? [kind.menu] : []));

export const components: ComponentHandler[] = [
  ...kindList.flatMap((kind) => kind.components),
  ...settingsComponents,
  ...cancelComponents,
  ...deleteResultComponents,
  ...nodeComponents,
];

export const reactions = kindList.flatMap((kind) => ("reaction" in kind ? [kind.reaction] : []));

/** Everything the bot runs, handed to `createBot` by the entry point. */
export const app: App = {
  routes: { commands, contextMenus, components, reactions },
  kinds,
};
