import type { engines as en } from "../en/engines.js";
import type { Translation } from "../message.js";

export const engines = {
  "service.engine": "Die Engine",
  "engine.noneAnswering":
    "Gerade antwortet keine Engine: Keine der Engines, auf denen dieser Bot läuft, ist erreichbar. Versuche es in einer Minute erneut.",
  "engine.wentAway":
    "Die Engine, die diesen Auftrag ausführte, ist weg: Sie hat während des Auftrags aufgehört zu antworten.",
  "engine.unknownEngine":
    "Dieser Auftrag ging an eine Engine, die dieser Bot nicht mehr nutzt: Er kann dort nicht mehr verfolgt werden.",
  "engine.outputGone": "Diese Datei entstand auf einer Engine, die dieser Bot nicht mehr kennt.",
  "engine.noCheckpoint":
    "Die für diesen Auftrag gewählte Engine hat keinen Checkpoint, daher kann der eingebaute Workflow dort nicht laufen. Bitte den Betreiber des Bots, einen hinzuzufügen.",
  "engine.notSetUp":
    "Dieser Bot ist dafür nicht eingerichtet: Sein Betreiber hat ihn nicht mit dem dafür nötigen Dienst verbunden.",
  "engine.notHeld":
    "Keine Engine dieses Bots hat {names, list}: Dieser Job kann nicht laufen. Wähle ein Modell, das eine von ihnen hat.",
  "engine.holdersDown":
    "Die Engines mit {names, list} antworten gerade nicht: Dieser Job konnte nicht starten. Versuch es in einer Minute noch einmal.",
  "engine.noRoom":
    "Jede Engine, die diesen Job ausführen kann, war beschäftigt, bis seine Zeit abgelaufen war. Versuch es später noch einmal.",
  "engine.shuttingDown":
    "Der Bot wurde neu gestartet, bevor eine Engine Platz für diesen Job hatte: Er ist nicht gelaufen. Versuch es noch einmal.",
} as const satisfies Translation<typeof en>;
