import type { Feature } from "../feature.js";
import { showCommand } from "./command.js";

/** `/show`: a stored job, drawn by its kind. */
export const show: Feature = {
  name: "show",
  commands: [showCommand],
};
