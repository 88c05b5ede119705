import type { en } from "../en/index.js";
import type { Agrees, Assert, PlaceholderMismatch } from "../message.js";
import { anywhere } from "./anywhere.js";
import { common } from "./common.js";
import { engines } from "./engines.js";
import { followups } from "./followups.js";
import { errors } from "./errors.js";
import { jobs } from "./jobs.js";
import { kinds } from "./kinds.js";
import { rules } from "./rules.js";
import { settings } from "./settings.js";
import { views } from "./views.js";
import { privacy } from "./privacy.js";
import { imageCheck } from "./image-check.js";

export const esES = {
  ...common,
  ...engines,
  ...errors,
  ...jobs,
  ...kinds,
  ...rules,
  ...settings,
  ...views,
  ...privacy,
  ...anywhere,
  ...followups,
  ...imageCheck,
} as const;

/** Fails to compile, naming the keys, when a text's placeholders differ from the English one's. */
export type Checked = Assert<Agrees<PlaceholderMismatch<typeof en, typeof esES>>>;
