import type { Feature } from "../feature.js";
import { cancelCommand, cancelComponents } from "./command.js";
// Its texts, with its commands' names in every language (texts/commands.ts), loaded with the feature.
import "./texts/index.js";

/** `/cancel` and the Cancel button under a running job. */
export const cancel: Feature = {
  name: "cancel",
  commands: [cancelCommand],
  components: cancelComponents,
};
