import type { Feature } from "../feature.js";
import { nodeCommand, nodeComponents } from "./command.js";

/** `/node`: the node registry, searched and shown. */
export const node: Feature = {
  name: "node",
  needsPlatform: true,
  commands: [nodeCommand],
  components: nodeComponents,
};
