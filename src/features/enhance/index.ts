import type { Feature } from "../feature.js";
import { enhanceComponents } from "./buttons.js";
import { enhanceCommand } from "./command.js";
import { enhanceKind } from "./kind.js";
// Its texts, with its commands' names in every language (texts/commands.ts), loaded with the feature.
import "./texts/index.js";

/** `/enhance`: the partner skin enhancer, with Vary on its result. */
export const enhance: Feature = {
  name: "enhance",
  needsPlatform: true,
  commands: [enhanceCommand],
  components: enhanceComponents,
  kinds: [enhanceKind],
};
