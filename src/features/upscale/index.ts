import type { Feature } from "../feature.js";
import { upscaleComponents } from "./buttons.js";
import { upscaleCommand } from "./command.js";
import { upscaleKind } from "./kind.js";
import { upscaleMenu, upscaleReaction } from "./reaction.js";
// Its texts, with its commands' names in every language (texts/commands.ts), loaded with the feature.
import "./texts/index.js";

/** `/upscale`, the "Upscale image" menu and the upscale reaction: the partner upscaler. */
export const upscale: Feature = {
  name: "upscale",
  needsPlatform: true,
  commands: [upscaleCommand],
  menus: [upscaleMenu],
  components: upscaleComponents,
  reactions: [upscaleReaction],
  kinds: [upscaleKind],
};
