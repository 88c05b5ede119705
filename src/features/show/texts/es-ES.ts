import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "show.live": "En directo: {link}",
  "rules.resultDeleted": "Su mensaje de resultado se eliminó {time}.",
  "showjob.noSuchJob": "`{@show.job}`: no existe esa tarea en este servidor. Elige una de las tuyas de la lista.",
  "showjob.notVisible":
    "`{@show.job}`: la tarea de otro miembro solo se puede mostrar si se publicó en un canal que puedas ver.",
  "showjob.noKey": "Este servidor ya no tiene clave de API, así que no se pueden obtener los archivos de la tarea.",
  "showjob.jobId": "un ID de tarea: elige uno de la lista",
  "status.pending": "pendiente",
  "status.in_progress": "en curso",
  "status.completed": "terminada",
  "status.failed": "fallida",
  "status.cancelled": "cancelada",
} as const satisfies Translation<typeof en>;
