import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "common.any": "beliebig",
  "common.unknown": "unbekannt",
  "button.previous": "◀",
  "button.next": "▶",
  "node.noMatch": "Kein Paket in der Registry passt zu {what}.",
  "node.noPage": "Für {what} gibt es keine Seite {page}.",
  "node.filterOs": "Betriebssystem {os}",
  "node.filterAccelerator": "Beschleuniger {accelerator}",
  "node.searchTitle": "Node-Pakete zu „{query}“",
  "node.searchSummary": {
    one: "{count, number} Paket passt zu {what} · Seite {page} von {pages}",
    other: "{count, number} Pakete passen zu {what} · Seite {page} von {pages}",
  },
  "node.by": "von {author} · ★ {stars} · ⬇ {downloads} · neueste {latest}",
  "node.status": "Status",
  "node.os": "Betriebssystem",
  "node.accelerators": "Beschleuniger",
  "node.versions": "Versionen ({count, number}, neueste zuerst)",
  "node.noneListed": "keine aufgeführt",
  "node.nonePublished": "keine veröffentlicht",
  "node.olderVersions": { one: "… und {count, number} ältere", other: "… und {count, number} ältere" },
  "node.state.Active": "Aktiv",
  "node.state.Deleted": "Gelöscht",
  "node.state.Banned": "Gesperrt",
  "node.state.Pending": "Ausstehend",
  "node.state.Flagged": "Markiert",
  "node.classes": "Node-Klassen in {version}",
  "node.classesPage": "Node-Klassen in {version}, Seite {page} von {pages}",
  "node.notProvided":
    "Kein Paket in der Registry stellt {className} bereit. Die Node ist vielleicht im Dienst integriert oder wurde nie veröffentlicht.",
  "node.providedBy": "{className} wird von diesem Paket bereitgestellt.",
  "node.noPack": "Die Registry hat kein Paket mit der ID `{id}`. Versuche es mit `{/node search}`.",
} as const satisfies Translation<typeof en>;
