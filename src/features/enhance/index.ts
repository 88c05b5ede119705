import type { Feature } from "../feature.js";
import { enhanceComponents } from "./buttons.js";
import { enhanceCommand } from "./command.js";
import { enhanceKind } from "./kind.js";

/** `/enhance`: the partner skin enhancer, with Vary on its result. */
export const enhance: Feature = {
  name: "enhance",
  needsPlatform: true,
  commands: [enhanceCommand],
  components: enhanceComponents,
  kinds: [enhanceKind],
};
