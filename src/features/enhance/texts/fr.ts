import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "enhance.title": "Amélioration",
} as const satisfies Translation<typeof en>;
