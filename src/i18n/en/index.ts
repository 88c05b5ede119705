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

/** The generic English texts (each feature's own are in its folder): the source their translations are checked against. */
export const areas = { common, engines, errors, jobs, kinds, rules, settings, views };
export const en = {
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
