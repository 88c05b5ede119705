import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "enhance.title": "補正",
} as const satisfies Translation<typeof en>;
