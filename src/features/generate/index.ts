import type { Feature } from "../feature.js";
import { generateComponents } from "./buttons.js";
import { generateCommand } from "./command.js";
import { generateKind } from "./kind.js";

/** `/generate`: a cloud prompt from the server's workflow, with Reroll, Vary and U1..Un on its result. */
export const generate: Feature = {
  name: "generate",
  commands: [generateCommand],
  components: generateComponents,
  kinds: [generateKind],
};
