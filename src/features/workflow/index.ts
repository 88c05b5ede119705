import type { Feature } from "../feature.js";
import { workflowCommand } from "./command.js";

/** `/workflow`: the server's saved workflows. */
export const workflow: Feature = {
  name: "workflow",
  commands: [workflowCommand],
};
