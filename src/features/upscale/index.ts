import type { Feature } from "../feature.js";
import { upscaleComponents } from "./buttons.js";
import { upscaleCommand } from "./command.js";
import { upscaleKind } from "./kind.js";
import { upscaleMenu, upscaleReaction } from "./reaction.js";

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
