import type { App } from "../src/app/bot.js";
import { features } from "../src/features/index.js";

/** Everything the bot runs: the features of `src/features/index.ts`, handed to `createBot` by the entry point. */
export const app: App = { features };

/** Every slash command and context menu, in the order `deploy-commands` registers them. */
export const commands = features.flatMap((feature) => feature.commands ?? []);
export const contextMenus = features.flatMap((feature) => feature.menus ?? []);
