import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "style.title": "スタイル転送",
} as const satisfies Translation<typeof en>;
