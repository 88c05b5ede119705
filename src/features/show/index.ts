import type { Feature } from "../feature.js";
import { showCommand } from "./command.js";
// Its texts, with its commands' names in every language (texts/commands.ts), loaded with the feature.
import "./texts/index.js";

/** `/show`: a stored job, drawn by its kind. */
export const show: Feature = {
  name: "show",
  commands: [showCommand],
};
