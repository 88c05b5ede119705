import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "style.title": "Transfert de style",
} as const satisfies Translation<typeof en>;
