import type { imageCheck as en } from "../en/image-check.js";
import type { Translation } from "../message.js";

/** What the image check says in a job's message, and to a member whose image it refused (src/image-check). */
export const imageCheck = {
  "check.spoilered": "{file} está tras un spoiler: la revisión de imágenes lo marcó ({why}).",
  "check.heldBack": "{file} se ha retenido: la revisión de imágenes lo marcó ({why}).",
  "check.heldJob": "La revisión de imágenes ha retenido el resultado de este trabajo.",
  "check.whyScore": "puntuación {score}",
  "check.whyUnreadable": "no se pudo leer",
  "check.inputRefused":
    "`{field}`: la revisión de imágenes marcó esta imagen ({why}) y aquí se retienen las imágenes marcadas. No se ha enviado nada.",
} as const satisfies Translation<typeof en>;
