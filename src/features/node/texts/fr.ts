import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "common.any": "tous",
  "common.unknown": "inconnu",
  "button.previous": "◀",
  "button.next": "▶",
  "node.noMatch": "Aucun pack du registre ne correspond à {what}.",
  "node.noPage": "Il n'y a pas de page {page} pour {what}.",
  "node.filterOs": "OS {os}",
  "node.filterAccelerator": "accélérateur {accelerator}",
  "node.searchTitle": "Packs de nodes correspondant à « {query} »",
  "node.searchSummary": {
    one: "{count, number} pack correspond à {what} · page {page} sur {pages}",
    other: "{count, number} packs correspondent à {what} · page {page} sur {pages}",
  },
  "node.by": "par {author} · ★ {stars} · ⬇ {downloads} · dernière {latest}",
  "node.status": "Statut",
  "node.os": "OS",
  "node.accelerators": "Accélérateurs",
  "node.versions": "Versions ({count, number}, les plus récentes d'abord)",
  "node.noneListed": "aucune indiquée",
  "node.nonePublished": "aucune publiée",
  "node.olderVersions": { one: "… et {count, number} plus ancienne", other: "… et {count, number} plus anciennes" },
  "node.state.Active": "Actif",
  "node.state.Deleted": "Supprimé",
  "node.state.Banned": "Banni",
  "node.state.Pending": "En attente",
  "node.state.Flagged": "Signalé",
  "node.classes": "Classes de nodes dans {version}",
  "node.classesPage": "Classes de nodes dans {version}, page {page} sur {pages}",
  "node.notProvided":
    "Aucun pack du registre ne fournit {className}. Il est peut-être intégré au service, ou c'est un node qui n'a jamais été publié.",
  "node.providedBy": "{className} est fourni par ce pack.",
  "node.noPack": "Le registre n'a aucun pack avec l'identifiant `{id}`. Essaie `{/node search}`.",
} as const satisfies Translation<typeof en>;
