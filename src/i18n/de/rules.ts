import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteLabel": "Löschen",
  "rules.deleteNotHere": "Dieses Ergebnis gehört zu keinem Auftrag dieses Servers.",
  "rules.deleteRefused": "Nur das Mitglied, das dieses Ergebnis angefordert hat, oder ein Mitglied mit „Nachrichten verwalten“ kann es löschen.",
  "rules.deleted": "Das Ergebnis wurde gelöscht. Der Auftrag bleibt gespeichert (`{/show}` zeigt, dass es gelöscht wurde).",
  "rules.resultDeleted": "Die Ergebnisnachricht wurde {time} gelöscht.",
  "rules.recQuestion": "`{@video.start-end.is_rec}` verwendet den empfohlenen Prompt, der {credits, number} Credits mehr kostet, als dieses Video sonst kosten würde. Nichts wird gesendet, bevor du bestätigst (innerhalb von {minutes, number} Minuten).",
  "rules.recConfirm": "Bestätigen (+{credits, number} Credits)",
  "rules.recExpired": "Diese Bestätigung ist abgelaufen (nach {minutes, number} Minuten oder weil flowbot neu gestartet wurde). Nichts wurde gesendet: Führe `{/video}` erneut aus.",
  "rules.recNotYours": "Nur das Mitglied, das dieses Video angefordert hat, kann es bestätigen.",
} as const satisfies Translation<typeof en>;
