import type { Feature } from "../feature.js";
import { settingsCommand } from "./command.js";
import { settingsComponents } from "./key.js";
// Its texts, with its commands' names in every language (texts/commands.ts), loaded with the feature.
import "./texts/index.js";

/** `/settings`: the server's key, channels, limits, rules and language, with its screens. */
export const settings: Feature = {
  name: "settings",
  commands: [settingsCommand],
  components: settingsComponents,
};
