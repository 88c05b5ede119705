import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "style.title": "Transferencia de estilo",
} as const satisfies Translation<typeof en>;
