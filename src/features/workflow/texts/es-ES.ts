import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "workflow.needsManageServer":
    "Solo los miembros con el permiso Gestionar servidor pueden cambiar los workflows de este servidor. Cualquiera puede usar `{/workflow list}`.",
  "workflow.removed": "Se ha eliminado el workflow **{name}**.",
  "workflow.defaultSet": "`{/generate}` usa ahora **{name}**, salvo que un miembro elija otro workflow.",
  "workflow.defaultBuiltIn": "`{/generate}` usa ahora su workflow integrado, salvo que un miembro elija otro.",
  "workflow.noKey":
    "Los workflows se comprueban con los nodos del servicio usando la clave de API de este servidor, y aún no hay ninguna: `{/settings key}`.",
  "workflow.partnerNodes":
    "Nodos asociados ({classes}): las ejecuciones envían la clave de API de este servidor al servicio asociado junto con la tarea.",
  "workflow.saved": {
    one: "**{name}** guardado ({count, number} nodo). `{/generate} {@generate.workflow}:{name}` rellena:",
    other: "**{name}** guardado ({count, number} nodos). `{/generate} {@generate.workflow}:{name}` rellena:",
  },
  "workflow.wrongPlace":
    "¿Sitio equivocado? `{/workflow map} {@workflow.map.name}:{name} {@workflow.map.option}:{option} {@workflow.map.input}:{target}` (`{@workflow.map.input}:none` para omitir una opción).",
  "workflow.mapped": "**{name}** asigna ahora {mapping}.",
  "workflow.none":
    "Este servidor no tiene workflows guardados; `{/generate}` usa el integrado. Un miembro con Gestionar servidor puede añadir uno con `{/workflow add}`.",
  "workflow.listTitle": "Workflows de este servidor",
  "workflow.listLine": {
    one: "{count, number} nodo · rellena {options} · añadido por {user}",
    other: "{count, number} nodos · rellena {options} · añadido por {user}",
  },
  "workflow.listPartner": "Nodos asociados",
  "workflow.unknown": "Este servidor no tiene ningún workflow llamado **{name}**. Consulta `{/workflow list}`.",
} as const satisfies Translation<typeof en>;
