import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "enhance.title": "Mejora",
} as const satisfies Translation<typeof en>;
