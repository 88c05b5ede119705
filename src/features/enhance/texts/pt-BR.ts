import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "enhance.title": "Aprimoramento",
} as const satisfies Translation<typeof en>;
