import type { Feature } from "../feature.js";
import { styleTransferComponents } from "./buttons.js";
import { styleTransferCommand } from "./command.js";
import { styleTransferKind } from "./kind.js";
// Its texts, with its commands' names in every language (texts/commands.ts), loaded with the feature.
import "./texts/index.js";

/** `/style-transfer`: the partner style transfer, with Vary on its result. */
export const styleTransfer: Feature = {
  name: "style-transfer",
  needsPlatform: true,
  commands: [styleTransferCommand],
  components: styleTransferComponents,
  kinds: [styleTransferKind],
};
