import type { Feature } from "../feature.js";
import { nodeCommand, nodeComponents } from "./command.js";

/** `/node`: the node registry, searched and shown. */
export const node: Feature = {
  name: "node",
  commands: [nodeCommand],
  components: nodeComponents,
};
