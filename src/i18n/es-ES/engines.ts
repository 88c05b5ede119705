import type { engines as en } from "../en/engines.js";
import type { Translation } from "../message.js";

export const engines = {
  "service.engine": "El motor",
  "engine.noneAnswering":
    "Ahora no responde ningún motor: no se puede contactar con ninguno de los motores de este bot. Vuelve a intentarlo en un minuto.",
  "engine.wentAway":
    "El motor que ejecutaba esta tarea ha desaparecido: dejó de responder mientras la tarea se ejecutaba.",
  "engine.unknownEngine": "Este trabajo se envió a un motor que este bot ya no usa: no se puede seguir allí.",
  "engine.outputGone": "Este archivo se generó en un motor que este bot ya no conoce.",
  "engine.noCheckpoint":
    "El motor elegido para esta tarea no tiene ningún checkpoint, así que el workflow integrado no puede ejecutarse allí. Pide al operador del bot que añada uno.",
  "engine.notSetUp": "Este bot no está configurado para esto: su operador no lo ha conectado al servicio necesario.",
  "engine.notHeld":
    "Ningún motor de este bot tiene {names, list}: este trabajo no puede ejecutarse. Elige un modelo que tenga alguno de ellos.",
  "engine.holdersDown":
    "Los motores que tienen {names, list} no responden ahora mismo: este trabajo no pudo empezar. Inténtalo de nuevo en un minuto.",
  "engine.noRoom":
    "Todos los motores que pueden ejecutar este trabajo siguieron ocupados hasta que se acabó su tiempo. Inténtalo más tarde.",
  "engine.shuttingDown":
    "El bot se reinició antes de que un motor tuviera sitio para este trabajo: no se ejecutó. Inténtalo de nuevo.",
} as const satisfies Translation<typeof en>;
