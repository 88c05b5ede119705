import type { imageCheck as en } from "../en/image-check.js";
import type { Translation } from "../message.js";

/** What the image check says in a job's message, and to a member whose image it refused (src/image-check). */
export const imageCheck = {
  "check.spoilered": "{file} est masqué sous un spoiler : le contrôle des images l’a signalé ({why}).",
  "check.heldBack": "{file} a été retenu : le contrôle des images l’a signalé ({why}).",
  "check.heldJob": "Le contrôle des images a retenu le résultat de cette tâche.",
  "check.whyScore": "note {score}",
  "check.whyUnreadable": "il n’a pas pu être lu",
  "check.inputRefused":
    "`{field}` : le contrôle des images a signalé cette image ({why}), et les images signalées sont retenues ici. Rien n’a été envoyé.",
} as const satisfies Translation<typeof en>;
