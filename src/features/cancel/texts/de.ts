import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "job.cancelledBy": "Abgebrochen von {user}.",
  "cancel.noSuchJob": "Auf diesem Server gibt es keinen solchen Auftrag.",
  "cancel.notYours":
    "Nur das Mitglied, das diesen Auftrag gestartet hat, oder ein Mitglied mit „Server verwalten“ kann ihn abbrechen.",
  "cancel.alreadyEnded": "Dieser Auftrag ist bereits beendet.",
  "cancel.endedFirst": "Der Auftrag war beendet, bevor er abgebrochen werden konnte.",
  "cancel.done": "Abgebrochen.",
  "cancel.cancelling": "Wird abgebrochen …",
} as const satisfies Translation<typeof en>;
