import type { Feature } from "../feature.js";
import { queueCommand } from "./command.js";
// Its texts, with its commands' names in every language (texts/commands.ts), loaded with the feature.
import "./texts/index.js";

/** `/queue`: the server's line and the service's queue. */
export const queue: Feature = {
  name: "queue",
  commands: [queueCommand],
};
