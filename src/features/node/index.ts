import type { Feature } from "../feature.js";
import { nodeCommand, nodeComponents } from "./command.js";
// Its texts, with its commands' names in every language (texts/commands.ts), loaded with the feature.
import "./texts/index.js";

/** `/node`: the node registry, searched and shown. */
export const node: Feature = {
  name: "node",
  needsPlatform: true,
  commands: [nodeCommand],
  components: nodeComponents,
};
