import type { Feature } from "../feature.js";
import { workflowCommand } from "./command.js";
// Its texts, with its commands' names in every language (texts/commands.ts), loaded with the feature.
import "./texts/index.js";

/** `/workflow`: the server's saved workflows. */
export const workflow: Feature = {
  name: "workflow",
  commands: [workflowCommand],
};
