import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "common.settingGone": "Die Einstellung {name} ist in dieser Version des Bots nicht verfügbar.",
  "common.needsManageServer":
    "Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Einstellungen von flowbot ändern.",
  "common.all": "alle",
  "common.builtIn": "integriert",
  "engine.whereTitle": "Wo Workflows laufen",
  "engine.whereCloud": "Bilderzeugung: in der Cloud, mit dem eigenen Schlüssel dieses Servers.",
  "engine.whereEngines": "Bilderzeugung: auf den eigenen Engines dieses Bots ({count}).",
  "rules.budgetRange": "`{@settings.credit-budget.credits}` muss zwischen {min, number} und {max, number} liegen.",
  "rules.budgetNone": "Gespeichert. Dieser Server legt kein monatliches Credit-Budget fest.",
  "rules.budgetSaved": {
    one: "Gespeichert. Sobald die Aufträge dieses Servers in einem Monat (UTC) {count, number} Credit verbraucht haben, werden Videoaufträge bis zum nächsten Monat abgelehnt.",
    other:
      "Gespeichert. Sobald die Aufträge dieses Servers in einem Monat (UTC) {count, number} Credits verbraucht haben, werden Videoaufträge bis zum nächsten Monat abgelehnt.",
  },
  "rules.negativeNone": "Gespeichert. `{/generate}` fügt keinen Negativ-Prompt dieses Servers hinzu.",
  "rules.negativeSaved": "Gespeichert. Jedes `{/generate}` fügt jetzt {text} zu seinem Negativ-Prompt hinzu.",
  "rules.negativeSavedWithout":
    "Gespeichert. Jedes `{/generate}` fügt jetzt {text} zu seinem Negativ-Prompt hinzu. Gespeicherte Workflows ohne Negativ-Eingabe laufen ohne ihn: {workflows, list} (`{/workflow map}` kann ihnen eine geben).",
  "rules.termAdded": {
    one: "Gespeichert. {term} wird jetzt in jedem Text abgelehnt, den ein Mitglied sendet ({count, number} gesperrter Begriff von {max, number}).",
    other:
      "Gespeichert. {term} wird jetzt in jedem Text abgelehnt, den ein Mitglied sendet ({count, number} gesperrte Begriffe von {max, number}).",
  },
  "rules.termAlready": {
    one: "Gespeichert. {term} wurde bereits in jedem Text abgelehnt, den ein Mitglied sendet ({count, number} gesperrter Begriff von {max, number}).",
    other:
      "Gespeichert. {term} wurde bereits in jedem Text abgelehnt, den ein Mitglied sendet ({count, number} gesperrte Begriffe von {max, number}).",
  },
  "rules.termRemoved": {
    one: "Gespeichert. {term} wird nicht mehr abgelehnt (noch {count, number} gesperrter Begriff).",
    other: "Gespeichert. {term} wird nicht mehr abgelehnt (noch {count, number} gesperrte Begriffe).",
  },
  "rules.termNotBanned":
    "`{@settings.banned-terms.remove.term}`: {term} ist hier kein gesperrter Begriff (`{/settings banned-terms list}` zeigt sie).",
  "rules.termsFull":
    "`{@settings.banned-terms.add.term}`: Es können höchstens {max, number} Begriffe gesperrt werden. Entferne zuerst einen.",
  "rules.termsCleared": "Gespeichert. Dieser Server sperrt keine Begriffe.",
  "rules.listEmpty": "Dieser Server sperrt keine Begriffe. Füge einen mit `{/settings banned-terms add}` hinzu.",
  "rules.listHead":
    "Gesperrte Begriffe ({count, number} von {max, number}), als ganze Wörter erkannt, unabhängig von Groß-/Kleinschreibung und Akzenten:",
  "rules.listHeadFile":
    "Gesperrte Begriffe ({count, number} von {max, number}), als ganze Wörter erkannt, unabhängig von Groß-/Kleinschreibung und Akzenten: siehe die angehängte Datei, einer pro Zeile.",
  "settings.keyRemoved": "Der API-Schlüssel dieses Servers wurde entfernt.",
  "settings.keyModalTitle": "API-Schlüssel dieses Servers festlegen",
  "settings.keyModalLabel": "Plattform-API-Schlüssel",
  "settings.keyInvalid":
    "`key` muss aus {min, number} bis {max, number} sichtbaren ASCII-Zeichen bestehen (Buchstaben, Ziffern, Satzzeichen), ohne Leerzeichen.",
  "settings.keyRefused":
    "Der Dienst hat diesen Schlüssel abgelehnt (401). Es wurde nichts gespeichert; prüfe den Schlüssel und versuche es erneut.",
  "settings.keySaved": "Gespeichert. Dieser Server verwendet jetzt den API-Schlüssel, der auf `{last4}` endet.",
  "settings.defaultsNone":
    "Gib mindestens eine der Optionen `{@settings.defaults.width}`, `{@settings.defaults.height}` oder `{@settings.defaults.steps}` an.",
  "settings.defaultsSaved": {
    one: "Gespeichert. `{/generate}` verwendet jetzt standardmäßig {width}×{height}, {count, number} Schritt.",
    other: "Gespeichert. `{/generate}` verwendet jetzt standardmäßig {width}×{height}, {count, number} Schritte.",
  },
  "settings.emojiSaved": "Gespeichert. Eine Reaktion mit {emoji} auf ein Bild skaliert es jetzt hoch.",
  "settings.quotaNone": "Gespeichert. Mitglieder können beliebig viele Aufträge pro Tag starten.",
  "settings.quotaSaved": {
    one: "Gespeichert. Jedes Mitglied kann {count, number} Auftrag pro Tag starten (der Zähler wird um Mitternacht UTC zurückgesetzt).",
    other:
      "Gespeichert. Jedes Mitglied kann {count, number} Aufträge pro Tag starten (der Zähler wird um Mitternacht UTC zurückgesetzt).",
  },
  "settings.concurrencySaved": {
    one: "Gespeichert. Auf diesem Server läuft jetzt höchstens {count, number} Auftrag gleichzeitig.",
    other: "Gespeichert. Auf diesem Server laufen jetzt höchstens {count, number} Aufträge gleichzeitig.",
  },
  "settings.channelsAll": "Gespeichert. Aufträge können jetzt in jedem Kanal starten.",
  "settings.channelsSome": "Gespeichert. Aufträge können jetzt nur in {channels, list} starten.",
  "settings.channelInvalid": "`{@settings.channels.add.channel}` muss ein Kanal dieses Servers sein.",
  "settings.channelNotListed":
    "`{@settings.channels.add.channel}`: {channel} ist nicht in der Liste der erlaubten Kanäle.",
  "settings.channelWrongType":
    "`{@settings.channels.add.channel}` muss ein Text- oder Ankündigungskanal dieses Servers sein.",
  "settings.channelsFull":
    "`{@settings.channels.add.channel}`: Es können höchstens {max, number} Kanäle erlaubt werden. Entferne zuerst einen.",
  "settings.languageSaved": "Gespeichert. Auftragsnachrichten auf diesem Server sind jetzt auf {language}.",
  "settings.languageDefault":
    "Gespeichert. Auftragsnachrichten auf diesem Server folgen jetzt der Community-Sprache des Servers, sonst Englisch.",
  "show.title": "flowbot-Einstellungen",
  "show.apiKey": "API-Schlüssel",
  "show.keySet": "festgelegt, endet auf `{last4}`",
  "show.keyOperator": "nicht festgelegt (der Schlüssel des Betreibers wird verwendet)",
  "show.keyNotSet": "nicht festgelegt – `{/settings key}`",
  "show.defaultWorkflow": "Standard-Workflow",
  "show.defaultSize": "Standardgröße",
  "show.sizeValue": {
    one: "{width}×{height}, {count, number} Schritt",
    other: "{width}×{height}, {count, number} Schritte",
  },
  "show.upscaleEmoji": "Emoji zum Hochskalieren",
  "show.dailyQuota": "Tageslimit pro Mitglied",
  "show.jobsAtOnce": "Aufträge gleichzeitig",
  "show.channels": "Kanäle",
  "show.language": "Sprache der Auftragsnachrichten",
  "show.languageDefault": "{language} (Standard des Servers)",
  "show.yourUse": "Deine Nutzung heute",
  "show.bannedTerms": "Gesperrte Begriffe",
  "show.bannedTermsCount": { one: "{count, number} gesperrter Begriff", other: "{count, number} gesperrte Begriffe" },
  "show.bannedTermsValue": {
    one: "{count, number} gesperrter Begriff (`{/settings banned-terms list}`)",
    other: "{count, number} gesperrte Begriffe (`{/settings banned-terms list}`)",
  },
  "show.negativePrompt": "Negativ-Prompt",
  "show.creditsMonth": "Credits in diesem Monat",
  "show.creditsBudget": "{used, number} von {budget, number}; der Zähler wird {resetsAt} zurückgesetzt",
  "show.creditsNoBudget": "{used, number} (kein Monatsbudget); der Zähler wird {resetsAt} zurückgesetzt",
  "show.topMembers": "Top-Mitglieder in diesem Monat",
  "show.topNobody": "bisher hat niemand Credits verbraucht",
  "language.en": "Englisch (English)",
  "language.de": "Deutsch",
  "language.fr": "Französisch (Français)",
  "language.es-ES": "Spanisch (Español)",
  "language.pt-BR": "Brasilianisches Portugiesisch (Português do Brasil)",
  "language.ja": "Japanisch (日本語)",
  "language.ko": "Koreanisch (한국어)",
  "images.none": "Gib mindestens eine ihrer Optionen an: `check`, `strictness` oder `age_restricted`.",
  "images.saved": "Bildprüfung gespeichert:\n{policy}",
  "images.mode.off": "Aus: Bilder werden nicht geprüft.",
  "images.mode.spoiler":
    "Ein markiertes Bild wird hinter einem Spoiler gesendet, mit einer Zeile, die den Grund nennt.",
  "images.mode.block":
    "Ein markiertes Bild wird zurückgehalten; ein markiertes Bild eines Mitglieds wird abgelehnt, bevor es gesendet wird.",
  "images.threshold": "Strenge {strictness}: Ab einem Wert von {threshold} wird markiert.",
  "images.operatorThreshold":
    "Ab einem Wert von {threshold} wird markiert (vom Betreiber des Bots für alle Server festgelegt).",
  "images.strictness.strict": "streng",
  "images.strictness.balanced": "ausgewogen",
  "images.strictness.lenient": "nachsichtig",
  "images.ageRestricted.exempt": "Altersbeschränkte Kanäle werden nicht geprüft.",
  "images.ageRestricted.checked": "Altersbeschränkte Kanäle werden auch geprüft.",
  "show.images": "Bildprüfung",
  "show.models": "Modelle",
  "models.none": "Gib ein `model` oder eine `lora` an.",
  "models.saved": "Modell-Einstellungen gespeichert:\n{summary}",
  "models.tooMany": "Höchstens {max, number} Namen in jeder Liste.",
  "models.default": "Standardmodell: {name}",
  "models.defaultNone": "Standardmodell: das des Workflows",
  "models.offeredModels": "Angebotene Modelle: {names}",
  "models.offeredLoras": "Angebotene LoRAs: {names}",
  "models.all": "alle, die die Engines haben",
  "models.restricted": "Nur in altersbeschränkten Kanälen: {names}",
  "models.unknown": "Keine Engine dieses Bots hat `{field}` {name}.",
  "models.unknownNear": "Keine Engine dieses Bots hat `{field}` {name}. Am nächsten kommen: {near, or}.",
} as const satisfies Translation<typeof en>;
