import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** What a private reply says when Discord's 15 minutes end before its job does. */
export const privacy = {
  "privacy.lateNote":
    "Discord solo deja que el bot actualice esta respuesta privada durante 15 minutos, y el trabajo sigue en marcha. Cuando termine, `{/show}` con el trabajo `{id}` te mostrará su resultado.",
} as const satisfies Translation<typeof en>;
