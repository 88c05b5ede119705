import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "common.any": "cualquiera",
  "common.unknown": "desconocido",
  "button.previous": "◀",
  "button.next": "▶",
  "node.noMatch": "Ningún paquete del registro coincide con {what}.",
  "node.noPage": "No hay página {page} para {what}.",
  "node.filterOs": "SO {os}",
  "node.filterAccelerator": "acelerador {accelerator}",
  "node.searchTitle": "Paquetes de nodos que coinciden con «{query}»",
  "node.searchSummary": {
    one: "{count, number} paquete coincide con {what} · página {page} de {pages}",
    other: "{count, number} paquetes coinciden con {what} · página {page} de {pages}",
  },
  "node.by": "de {author} · ★ {stars} · ⬇ {downloads} · última {latest}",
  "node.status": "Estado",
  "node.os": "SO",
  "node.accelerators": "Aceleradores",
  "node.versions": "Versiones ({count, number}, de la más reciente a la más antigua)",
  "node.noneListed": "ninguna indicada",
  "node.nonePublished": "ninguna publicada",
  "node.olderVersions": { one: "… y {count, number} más antigua", other: "… y {count, number} más antiguas" },
  "node.state.Active": "Activo",
  "node.state.Deleted": "Eliminado",
  "node.state.Banned": "Bloqueado",
  "node.state.Pending": "Pendiente",
  "node.state.Flagged": "Marcado",
  "node.classes": "Clases de nodos en {version}",
  "node.classesPage": "Clases de nodos en {version}, página {page} de {pages}",
  "node.notProvided":
    "Ningún paquete del registro proporciona {className}. Puede que esté integrado en el servicio o que sea un nodo que nunca se publicó.",
  "node.providedBy": "Este paquete proporciona {className}.",
  "node.noPack": "El registro no tiene ningún paquete con el ID `{id}`. Prueba con `{/node search}`.",
} as const satisfies Translation<typeof en>;
