import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "button.reroll": "Neu würfeln",
  "field.seed": "Seed",
  "field.steps": "Schritte",
  "field.workflow": "Workflow",
  "generate.builtInText": "integriert: Text zu Bild",
  "generate.builtInImage": "integriert: Bild zu Bild",
  "generate.noWorkflow": "Dieser Server hat keinen Workflow namens „{name}“. Siehe `{/workflow list}`.",
  "generate.noImageInput":
    "Der Workflow „{name}“ nimmt kein Eingabebild. Lass `{@generate.image}` weg oder wähle einen anderen Workflow.",
  "generate.recipeMisfit":
    "Der Workflow „{name}“ ist nicht wie der eingebaute aufgebaut (ein Checkpoint-Loader, mit CLIPTextEncode kodierte Prompts, ein KSampler): Modell, LoRA und Sampling-Einstellungen lassen sich darauf nicht anwenden.",
  "generate.needsImage": "Der Workflow „{name}“ startet mit einem Bild: Hänge eines mit `{@generate.image}` an.",
  "generate.varyTooLarge": "Dieses Bild ist zu groß zum Variieren.",
  "generate.varyUnreadable": "Dieses Bild kann nicht variiert werden: Es {problem}.",
  "creative.upscaleRow": "Hochskalieren",
  "creative.varyRow": "Variieren",
  "creative.remix": "Remixen",
  "creative.variedFrom": "{strength} von Bild {n}",
  "creative.strong": "Starke Variation",
  "creative.subtle": "Leichte Variation",
  "creative.zoomedFrom": "Herauszoomen {zoom} von Bild {n}",
  "creative.pannedFrom": "Schwenk {direction} von Bild {n}",
  "creative.derived": "Aus",
  "creative.fallbackNoImage":
    "integriertes Bild-zu-Bild: der Workflow „{name}“ hat weder ein Eingabebild noch ein leeres Latent, um von einem Bild auszugehen",
  "creative.fallbackGone": "integriertes Bild-zu-Bild: der Workflow „{name}“ ist nicht mehr gespeichert",
  "creative.outpaint": "integriertes Outpainting",
  "creative.noImageN": "Dieses Ergebnis hat kein Bild {n} mehr.",
  "creative.tooLarge":
    "Herauszoomen {zoom} würde das Bild {width}×{height} groß machen, über der Grenze von {max} Pixeln pro Seite. Der größte Zoom, der passt, ist {best}.",
  "creative.tooLargeNone":
    "Herauszoomen {zoom} würde das Bild {width}×{height} groß machen, über der Grenze von {max} Pixeln pro Seite: Dieses Bild lässt sich nicht weiter herauszoomen.",
  "creative.panTooLarge":
    "Der Schwenk würde das Bild {width}×{height} groß machen, über der Grenze von {max} Pixeln pro Seite: Dieses Bild lässt sich in diese Richtung nicht erweitern.",
  "creative.remixNegative": "Negativer Prompt",
  "creative.permuteAsk":
    "Dieser Prompt ergibt {count, number} Aufträge, einen pro Kombination:\n{list}\nJeder zählt als ein Auftrag für dein Tageskontingent. Ausführen?",
  "creative.permuteQuota": "Dein Tageskontingent: heute noch {left, number} von {limit, number} Aufträgen.",
  "creative.permuteRun": "Ausführen",
  "creative.permuteTooMany":
    "Dieser Prompt ergibt {count, number} Kombinationen; höchstens {max, number} dürfen auf einmal laufen. Gib weniger Möglichkeiten zwischen den geschweiften Klammern an.",
  "creative.permuteStarted": "Gestartet: {count, number} Aufträge.",
  "creative.permuteGone": "Diese Auswahl ist abgelaufen: Führe den Befehl erneut aus.",
  "creative.permuteNotYours": "Nur das Mitglied, das diese Aufträge angefragt hat, kann sie ausführen.",
  "creative.prefsIntro":
    "Deine eigenen Standardwerte für `{/generate}` auf diesem Server. Was du im Befehl angibst, hat weiter Vorrang, und die Grenzen und Regeln des Servers gelten.",
  "creative.prefsAspectServer": "Seitenverhältnis: Standard des Servers",
  "creative.prefsStepsServer": "Schritte: Standard des Servers",
  "creative.prefsCountServer": "Bilder pro Auftrag: 1 (Standard)",
  "creative.prefsAspect": "Seitenverhältnis {value}",
  "creative.prefsSteps": "{value} Schritte",
  "creative.prefsCount": { one: "{count, number} Bild pro Auftrag", other: "{count, number} Bilder pro Auftrag" },
  "creative.prefsReset": "Zurück zu den Standardwerten des Servers",
  "creative.prefsAspectOwn": "Seitenverhältnis: Standard von flowbot",
  "creative.prefsStepsOwn": "Schritte: Standard von flowbot",
  "creative.prefsResetOwn": "Zurück zu den Standardwerten von flowbot",
  "creative.imagesField": "Bilder",
  "creative.imagesOrder": "1 bis {count, number}, von links nach rechts, dann von oben nach unten",
  "privacy.resultsPublic": "Ergebnisse: im Kanal, für alle",
  "privacy.resultsPrivate": "Ergebnisse: nur für mich sichtbar",
  "privacy.prefsNote":
    "Private Ergebnisse kommen als Antworten, die nur du siehst: von Befehlen, Schaltflächen und dem Menü Bild hochskalieren. Eine Reaktion hat keine solche Antwort: ihre Hochskalierung wird immer im Kanal gepostet. Discord lässt den Bot eine private Antwort 15 Minuten lang aktualisieren: einen Auftrag, der dann noch läuft, zeigt `{/show}`.",
  "creative.prefsImagesSaved":
    "Außerhalb von Servern mit flowbot (DMs, Server ohne den Bot) gilt für deine Bilder jetzt: {how}",
  "creative.prefsImages.off": "keine Prüfung.",
  "creative.prefsImages.spoiler": "ein markiertes Bild kommt hinter einen Spoiler.",
  "creative.prefsImages.block":
    "ein markiertes Bild wird zurückgehalten, und ein markiertes Bild von dir wird vor dem Senden abgelehnt.",
  "field.checkpoint": "Modell",
  "field.loras": "LoRAs",
  "field.sampling": "Sampling",
  "field.hires": "Zweiter Durchgang",
  "generate.hiresValue": "{scale}×, Denoise {denoise}",
  "generate.numberRange": "`{field}` muss eine Zahl von {min, number} bis {max, number} sein.",
  "generate.badName": "`{field}` muss ein Name mit {min, number} bis {max, number} Zeichen sein, ohne Steuerzeichen.",
  "generate.loraWeight":
    "Die LoRA `{tag}` hat kein brauchbares Gewicht: schreibe `<lora:NAME:GEWICHT>`, das Gewicht eine Zahl von {min, number} bis {max, number}.",
  "generate.tooManyLoras": "Höchstens {max, number} LoRAs pro Auftrag.",
  "generate.loraTwice": "Die LoRA {name} ist zweimal genannt: nenne jede nur einmal.",
  "generate.denoiseWithoutHires":
    "`{@generate.hires_denoise}` gehört zum zweiten Durchgang: wähle auch `{@generate.hires}`.",
  "generate.unknownName": "Kein Backend dieses Bots hat `{field}` {name}.",
  "generate.unknownNameNear": "Kein Backend dieses Bots hat `{field}` {name}. Am nächsten kommen: {near, or}.",
  "generate.nameDown":
    "{name} liegt nur auf Engines, die gerade nicht antworten: versuche es erneut, sobald eine zurück ist, oder wähle etwas anderes.",
  "generate.notTogether": "Keine Engine hat {names, list} zusammen: wähle welche, die auf derselben Engine liegen.",
  "creative.prefsModelSaved":
    "Gespeichert. Dein `{/generate}` hier verwendet diese, wenn du keine nennst (die Liste des Servers gilt weiter):\n{lines}",
  "creative.prefsModel": "Modell: {name}",
  "creative.prefsSampler": "Sampler: {name}",
} as const satisfies Translation<typeof en>;
