import { generate } from "./generate.js";
import { enhance, reaction, styleTransfer, upscale } from "./images.js";
import { node, video, workflow } from "./more.js";
import type { Scenario } from "./stage.js";

/**
 * Every scenario `npm run demo -- <name>` can play, in the order `all` plays them. A command's
 * engineer adds one file under scripts/demo/ and one line here.
 */
export const scenarios: Scenario[] = [generate, upscale, reaction, styleTransfer, enhance, video, node, workflow];
