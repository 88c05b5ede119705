import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "enhance.title": "보정",
} as const satisfies Translation<typeof en>;
