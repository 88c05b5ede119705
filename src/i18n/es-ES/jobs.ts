import type { jobs as en } from "../en/jobs.js";
import type { Translation } from "../message.js";

export const jobs = {
  "job.starting": "⏳ Iniciando…",
  "job.submitting": "Enviando…",
  "job.queuedAhead": { one: "En cola: {count, number} por delante", other: "En cola: {count, number} por delante" },
  "job.queuedNext": "En cola: es la siguiente",
  "job.fetching": "Obteniendo los resultados…",
  "job.runningClassNode": "Ejecutando {nodeClass} (nodo {node})",
  "job.runningNode": "Ejecutando el nodo {node}",
  "job.runningStart": "Ejecutando: iniciando",
  "job.elapsed": "Tiempo transcurrido: {duration}",
  "job.title": "Tarea",
  "job.titleKind": "Tarea ({kind})",
  "job.requestedBy": "Solicitado por {user}",
  "job.fromImage": "A partir de la imagen {n} de [este mensaje]({url})",
  "job.fromMessage": "A partir de [este mensaje]({url})",
  "job.footer": "Tarea {id}",
  "job.cancelled": "Cancelada.",
  "job.failed": "**Ha fallado.** {reason}",
  "job.didNotFinish": "La tarea no ha terminado.",
  "job.notify.done": "{user} tu tarea ha terminado.",
  "job.notify.cancelled": "{user} tu tarea se ha cancelado.",
  "job.notify.failed": "{user} tu tarea ha fallado.",
  "duration.seconds": "{s} s",
  "duration.minutes": "{m} min {s} s",
  "state.waiting": "En espera",
  "state.working": "En curso",
  "state.done": "Terminada",
  "state.failed": "Fallida",
  "state.queued": "En cola",
  "state.rendering": "Renderizando",
  "fail.interruptedElsewhere": "El servicio ha detenido esta tarea: se canceló fuera de este bot.",
  "fail.deadline": {
    one: "No terminó en {count, number} minuto, así que el bot ha dejado de esperarla.",
    other: "No terminó en {count, number} minutos, así que el bot ha dejado de esperarla.",
  },
  "fail.deadlineNoLimit": "No terminó dentro de su tiempo límite, así que el bot ha dejado de esperarla.",
  "fail.keyRemoved":
    "La clave de API de este servidor se eliminó mientras la tarea estaba en curso; una tarea nunca pasa a otra clave.",
  "fail.operatorKeyRemoved": "La clave de API predeterminada del bot se eliminó mientras la tarea estaba en curso.",
  "fail.restartNoTrace":
    "El bot se reinició mientras iniciaba esta tarea y el servicio no tiene constancia de que esté esperando ni ejecutándose. Vuelve a lanzarla si aún la quieres.",
  "fail.restartUnconfirmed":
    "El bot se reinició mientras iniciaba esta tarea, antes de que el servicio la confirmara. Si llegó a ejecutarse, no se ha podido recuperar su resultado; vuelve a lanzarla si aún la quieres.",
  "fail.generic": "La tarea ha fallado.",
  "fail.serviceFailed": "El servicio ha informado de que la tarea ha fallado.",
  "fail.lost": "El servicio ya no conoce esta tarea.",
  "fail.keyRefusedWhileRunning":
    "El servicio dejó de aceptar la clave de API con la que se envió esta tarea mientras estaba en curso.",
  "fail.partner": "El servicio asociado no ha podido hacerlo: {detail}.",
  "fail.partnerGeneric": "El servicio asociado no ha podido hacerlo: la tarea ha fallado.",
  "fail.unreadableKey":
    "No se ha podido leer la clave de API guardada de este servidor (puede que la clave secreta del bot haya cambiado desde que se guardó). Un miembro con Gestionar servidor puede volver a ponerla con `{/settings key}`.",
  "note.outputsUnreadable": "No se ha podido leer del servicio la lista de resultados.",
  "note.noFiles": "La tarea ha terminado, pero no ha generado archivos.",
  "note.tooManyFiles": "{file} no se ha adjuntado: un mensaje admite como máximo {max, number} archivos.",
  "note.whyTotal": "los demás archivos del mensaje ya ocupan casi todos los {max} que admite un mensaje",
  "note.whyFile": "supera el límite de subida de este servidor ({max})",
  "note.reencoded": "{file} se ha recodificado ({how}) porque {why}.",
  "note.reencodedLinked": "{file} se ha recodificado ({how}) porque {why}; el original: {link}",
  "note.reencodedHow": "{format} con calidad {quality, number}",
  "note.reencodedHowResized": "{format} con calidad {quality, number}, {width}×{height}",
  "note.fetchFailed": "No se ha podido obtener {file} del servicio ({reason}).",
  "note.linked": "{file} va enlazado en lugar de adjunto porque {why}: {link}",
  "note.notAttached":
    "{file} no se ha adjuntado: {why}. (El bot enlaza estos archivos cuando su operador configura FLOWBOT_PUBLIC_URL).",
  "note.reasonTimeout": "se ha agotado el tiempo",
  "note.reasonHttp": "el almacenamiento ha respondido HTTP {status}",
  "note.reasonNetwork": "la conexión ha fallado",
  "admit.noKey":
    "Este servidor aún no tiene clave de API. Un miembro con Gestionar servidor puede añadir una con `{/settings key}`.",
  "admit.permissions":
    "flowbot necesita estos permisos en este canal para publicar los resultados: {permissions, list}.",
  "admit.channels": "En este servidor, las tareas solo se pueden iniciar en {channels, or}.",
  "admit.busy": {
    one: "Este servidor ya tiene {count, number} tarea en curso, su límite. Vuelve a intentarlo cuando termine.",
    other:
      "Este servidor ya tiene {count, number} tareas en curso, su límite. Vuelve a intentarlo cuando termine alguna.",
  },
  "line.waiting": {
    one: "Esperando un hueco libre: {count, number} por delante en este servidor",
    other: "Esperando un hueco libre: {count, number} por delante en este servidor",
  },
  "line.next": "Esperando un hueco libre: es la siguiente",
  "line.full": {
    one: "Este servidor ya tiene {count, number} tarea esperando un hueco libre, su máximo. Vuelve a intentarlo cuando la cola sea más corta (`{/queue}` la muestra).",
    other:
      "Este servidor ya tiene {count, number} tareas esperando un hueco libre, su máximo. Vuelve a intentarlo cuando la cola sea más corta (`{/queue}` la muestra).",
  },
  "line.cancelledWhileWaiting": "Cancelada mientras esperaba un hueco libre.",
  "line.notMadeAgain":
    "El bot se reinició mientras esta tarea esperaba un hueco libre, y este tipo de tarea no se puede volver a iniciar con lo que quedó registrado. Vuelve a lanzarla si todavía la quieres.",
  "line.noDatabase":
    "El bot no ha podido conectar con su base de datos para iniciar esta tarea. Vuelve a intentarlo en un momento.",
  "job.cannotStop": "Este tipo de tarea no se puede detener en el servicio una vez que ha empezado.",
  "job.notRunning": "Esta tarea ya no se está ejecutando en el servicio, así que no hay nada que detener.",
} as const satisfies Translation<typeof en>;
