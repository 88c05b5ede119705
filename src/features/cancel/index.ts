import type { Feature } from "../feature.js";
import { cancelCommand, cancelComponents } from "./command.js";

/** `/cancel` and the Cancel button under a running job. */
export const cancel: Feature = {
  name: "cancel",
  commands: [cancelCommand],
  components: cancelComponents,
};
