import { cancel } from "./cancel/index.js";
import { enhance } from "./enhance/index.js";
import type { Feature } from "./feature.js";
import { generate } from "./generate/index.js";
import { node } from "./node/index.js";
import { queue } from "./queue/index.js";
import { settings } from "./settings/index.js";
import { show } from "./show/index.js";
import { styleTransfer } from "./style-transfer/index.js";
import { upscale } from "./upscale/index.js";
import { video } from "./video/index.js";
import { workflow } from "./workflow/index.js";

/**
 * Every feature of the bot, in the order `deploy-commands` registers their commands. The bot is
 * built from this list (`createBot`); adding a feature is a folder under `src/features` and a line
 * here, and a test may hand the bot a longer list.
 */
export const features: readonly Feature[] = [
  generate,
  upscale,
  styleTransfer,
  enhance,
  settings,
  cancel,
  node,
  workflow,
  queue,
  show,
  video,
];

export type { Feature, Kind } from "./feature.js";
