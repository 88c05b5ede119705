import type { Feature } from "../feature.js";
import { queueCommand } from "./command.js";

/** `/queue`: the server's line and the service's queue. */
export const queue: Feature = {
  name: "queue",
  commands: [queueCommand],
};
