import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "enhance.title": "Verbessern",
} as const satisfies Translation<typeof en>;
