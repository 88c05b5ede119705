import type { common as en } from "../en/common.js";
import type { Translation } from "../message.js";

export const common = {
  "common.guildOnly": "flowbot funktioniert nur auf Servern.",
  "common.buttonGone": "Dieser Button wird nicht mehr unterstützt.",
  "common.buttonGoneRunAgain": "Dieser Button wird nicht mehr unterstützt. Führe den Befehl erneut aus.",
  "common.formGone": "Dieses Formular wird nicht mehr unterstützt.",
  "common.commandGone": "Der Befehl {name} ist in dieser Version des Bots nicht verfügbar.",
  "common.internalError":
    "Bei uns ist etwas schiefgelaufen. Der Fehler wurde protokolliert – bitte versuche es erneut.",
  "common.jobUnknown": "Dieser Auftrag ist auf diesem Server nicht mehr bekannt.",
  "common.none": "keine",
  "button.cancel": "Abbrechen",
  "button.runAgain": "Erneut ausführen",
  "button.tryAgain": "Erneut versuchen",
  "usage.noQuota": {
    one: "Du hast heute {count, number} Auftrag gestartet; dieser Server setzt kein Tageslimit.",
    other: "Du hast heute {count, number} Aufträge gestartet; dieser Server setzt kein Tageslimit.",
  },
  "usage.withQuota": {
    one: "Du hast heute {count, number} von {quota, number} Aufträgen gestartet; der Zähler wird {resetsAt} zurückgesetzt.",
    other:
      "Du hast heute {count, number} von {quota, number} Aufträgen gestartet; der Zähler wird {resetsAt} zurückgesetzt.",
  },
  "usage.refused": {
    one: "Du hast dein Tageslimit von {count, number} Auftrag auf diesem Server erreicht ({count, number} von {count, number}). Der Zähler wird {resetsAt} zurückgesetzt.",
    other:
      "Du hast dein Tageslimit von {count, number} Aufträgen auf diesem Server erreicht ({count, number} von {count, number}). Der Zähler wird {resetsAt} zurückgesetzt.",
  },
} as const satisfies Translation<typeof en>;
