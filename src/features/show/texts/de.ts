import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "show.live": "Zur laufenden Nachricht: {link}",
  "rules.resultDeleted": "Die Ergebnisnachricht wurde {time} gelöscht.",
  "showjob.noSuchJob":
    "`{@show.job}`: Auf diesem Server gibt es keinen solchen Auftrag. Wähle einen deiner Aufträge aus der Liste.",
  "showjob.notVisible":
    "`{@show.job}`: Den Auftrag eines anderen Mitglieds kannst du nur sehen, wenn er in einem Kanal gepostet wurde, den du sehen kannst.",
  "showjob.noKey":
    "Dieser Server hat keinen API-Schlüssel mehr, daher können die Dateien des Auftrags nicht abgerufen werden.",
  "showjob.jobId": "eine Auftrags-ID: Wähle eine aus der Liste",
  "status.pending": "ausstehend",
  "status.in_progress": "läuft",
  "status.completed": "fertig",
  "status.failed": "fehlgeschlagen",
  "status.cancelled": "abgebrochen",
} as const satisfies Translation<typeof en>;
