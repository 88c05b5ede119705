import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "style.title": "Transferência de estilo",
} as const satisfies Translation<typeof en>;
