import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "style.title": "스타일 전송",
} as const satisfies Translation<typeof en>;
