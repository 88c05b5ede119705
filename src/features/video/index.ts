import type { Feature } from "../feature.js";
import { videoCommand } from "./command.js";
import { videoComponents } from "./extend.js";
import { videoKind } from "./kind.js";
// Its texts, with its commands' names in every language (texts/commands.ts), loaded with the feature.
import "./texts/index.js";

/**
 * `/video`: a partner video task. The request is checked and prepared before admission; the
 * remote sends it (downloading the images) once the job's message is open.
 */
export const video: Feature = {
  name: "video",
  needsPlatform: true,
  commands: [videoCommand],
  components: videoComponents,
  kinds: [videoKind],
};
