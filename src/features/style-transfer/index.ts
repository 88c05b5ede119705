import type { Feature } from "../feature.js";
import { styleTransferComponents } from "./buttons.js";
import { styleTransferCommand } from "./command.js";
import { styleTransferKind } from "./kind.js";

/** `/style-transfer`: the partner style transfer, with Vary on its result. */
export const styleTransfer: Feature = {
  name: "style-transfer",
  needsPlatform: true,
  commands: [styleTransferCommand],
  components: styleTransferComponents,
  kinds: [styleTransferKind],
};
