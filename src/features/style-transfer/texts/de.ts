import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "style.title": "Stilübertragung",
} as const satisfies Translation<typeof en>;
