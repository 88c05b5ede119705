import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** Results visible only to the member who asked (`/preferences`), and what Discord allows of them. */
export const privacy = {
  "privacy.resultsPublic": "Resultados: en el canal, para todos",
  "privacy.resultsPrivate": "Resultados: visibles solo para mí",
  "privacy.prefsNote":
    "Los resultados privados llegan como respuestas que solo tú ves: de comandos, botones y el menú Ampliar imagen. Una reacción no tiene esa respuesta: su escalado siempre se publica en el canal. Discord deja que el bot actualice una respuesta privada durante 15 minutos: un trabajo que siga en marcha después se muestra con `{/show}`.",
  "privacy.lateNote":
    "Discord solo deja que el bot actualice esta respuesta privada durante 15 minutos, y el trabajo sigue en marcha. Cuando termine, `{/show}` con el trabajo `{id}` te mostrará su resultado.",
} as const satisfies Translation<typeof en>;
