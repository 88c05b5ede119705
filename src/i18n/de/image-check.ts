import type { imageCheck as en } from "../en/image-check.js";
import type { Translation } from "../message.js";

/** What the image check says in a job's message, and to a member whose image it refused (src/image-check). */
export const imageCheck = {
  "check.spoilered": "{file} ist hinter einem Spoiler: Die Bildprüfung hat es markiert ({why}).",
  "check.heldBack": "{file} wurde zurückgehalten: Die Bildprüfung hat es markiert ({why}).",
  "check.heldJob": "Die Bildprüfung hat das Ergebnis dieses Auftrags zurückgehalten.",
  "check.whyScore": "Wert {score}",
  "check.whyUnreadable": "es konnte nicht gelesen werden",
  "check.inputRefused":
    "`{field}`: Die Bildprüfung hat dieses Bild markiert ({why}), und markierte Bilder werden hier zurückgehalten. Es wurde nichts gesendet.",
} as const satisfies Translation<typeof en>;
