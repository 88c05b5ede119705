import type { engines as en } from "../en/engines.js";
import type { Translation } from "../message.js";

export const engines = {
  "service.engine": "El motor",
  "engine.noneAnswering":
    "Ahora no responde ningún motor: no se puede contactar con ninguno de los motores de este bot. Vuelve a intentarlo en un minuto.",
  "engine.wentAway":
    "El motor que ejecutaba esta tarea ha desaparecido: dejó de responder mientras la tarea se ejecutaba.",
  "engine.outputGone": "Este archivo se generó en un motor que este bot ya no conoce.",
  "engine.noCheckpoint":
    "El motor elegido para esta tarea no tiene ningún checkpoint, así que el workflow integrado no puede ejecutarse allí. Pide al operador del bot que añada uno.",
  "engine.notSetUp": "Este bot no está configurado para esto: su operador no lo ha conectado al servicio necesario.",
} as const satisfies Translation<typeof en>;
