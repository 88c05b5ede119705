import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "common.any": "qualquer",
  "common.unknown": "desconhecido",
  "button.previous": "◀",
  "button.next": "▶",
  "node.noMatch": "Nenhum pacote do registro corresponde a {what}.",
  "node.noPage": "Não há página {page} para {what}.",
  "node.filterOs": "SO {os}",
  "node.filterAccelerator": "acelerador {accelerator}",
  "node.searchTitle": 'Pacotes de nós para "{query}"',
  "node.searchSummary": {
    one: "{count, number} pacote corresponde a {what} · página {page} de {pages}",
    other: "{count, number} pacotes correspondem a {what} · página {page} de {pages}",
  },
  "node.by": "por {author} · ★ {stars} · ⬇ {downloads} · mais recente {latest}",
  "node.status": "Status",
  "node.os": "SO",
  "node.accelerators": "Aceleradores",
  "node.versions": "Versões ({count, number}, mais recentes primeiro)",
  "node.noneListed": "nenhuma listada",
  "node.nonePublished": "nenhuma publicada",
  "node.olderVersions": { one: "… e mais {count, number} antiga", other: "… e mais {count, number} antigas" },
  "node.state.Active": "Ativo",
  "node.state.Deleted": "Excluído",
  "node.state.Banned": "Banido",
  "node.state.Pending": "Pendente",
  "node.state.Flagged": "Sinalizado",
  "node.classes": "Classes de nós em {version}",
  "node.classesPage": "Classes de nós em {version}, página {page} de {pages}",
  "node.notProvided":
    "Nenhum pacote do registro fornece {className}. Talvez seja nativo do serviço ou um nó que nunca foi publicado.",
  "node.providedBy": "{className} é fornecido por este pacote.",
  "node.noPack": "O registro não tem nenhum pacote com o ID `{id}`. Tente `{/node search}`.",
} as const satisfies Translation<typeof en>;
