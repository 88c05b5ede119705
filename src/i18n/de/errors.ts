import type { errors as en } from "../en/errors.js";
import type { Translation } from "../message.js";

export const errors = {
  "service.cloud": "Der Workflow-Dienst",
  "service.registry": "Die Node-Registry",
  "service.partner": "Der Partnerdienst",
  "api.keyRefused":
    "{service} hat den API-Schlüssel dieses Servers abgelehnt. Ein Mitglied mit „Server verwalten“ kann mit `{/settings key}` einen neuen festlegen.",
  "api.outOfCredits":
    "Das Konto hinter dem API-Schlüssel dieses Servers hat kein Guthaben mehr. Lade es auf und versuche es dann erneut.",
  "api.forbidden": "{service} verweigert den Zugriff darauf ({detail}).",
  "api.notFound": "{service} kennt das nicht ({detail}).",
  "api.inactiveSubscription":
    "Das Abo hinter dem API-Schlüssel dieses Servers ist nicht aktiv. Zum Ausführen von Workflows ist ein aktives Abo nötig.",
  "api.rateLimited": "{service} begrenzt gerade die Anfragen. Versuche es in einer Minute erneut.",
  "api.rejected": "{service} hat die Anfrage abgelehnt: {detail}",
  "api.timeout": "{service} hat nicht rechtzeitig geantwortet. Versuche es in einer Minute erneut.",
  "api.unavailable": "{service} antwortet gerade nicht. Versuche es in einer Minute erneut.",
  "exec.ValidationError": "Der Dienst hat die Eingaben des Workflows abgelehnt: {detail}",
  "exec.ValidationErrorPlain": "Der Dienst hat die Eingaben des Workflows abgelehnt.",
  "exec.ModelDownloadError":
    "Ein Modell, das dieser Workflow braucht, ist auf dem Dienst nicht verfügbar. Versuche einen anderen Workflow oder ein anderes Modell.",
  "exec.ImageDownloadError": "Der Dienst konnte das Eingabebild nicht herunterladen. Hänge es noch einmal an.",
  "exec.OOMError": "Dem Dienst ist der GPU-Speicher ausgegangen. Versuche eine kleinere Größe oder weniger Bilder.",
  "exec.InsufficientFundsError":
    "Das Konto hinter dem API-Schlüssel dieses Servers hat kein Guthaben mehr. Lade es auf und versuche es dann erneut.",
  "exec.InactiveSubscriptionError":
    "Das Abo hinter dem API-Schlüssel dieses Servers ist nicht aktiv. Zum Ausführen von Workflows ist ein aktives Abo nötig.",
  "exec.unknown":
    "Beim Ausführen des Auftrags ist im Dienst ein Fehler aufgetreten ({type}). Versuche es gleich noch einmal.",
  "check.range": "`{field}` muss eine ganze Zahl von {min, number} bis {max, number} sein.",
  "check.multipleOfNear": "`{field}` muss ein Vielfaches von {step, number} sein, etwa {values, or}.",
  "check.multipleOf": "`{field}` muss ein Vielfaches von {step, number} sein.",
  "check.oneOf": "`{field}` muss einer dieser Werte sein: {values}.",
  "check.length": "`{field}` muss {min, number} bis {max, number} Zeichen lang sein (es sind {length, number}).",
  "check.surrogate":
    "`{field}` enthält ein defektes Zeichen (ein ungepaartes Surrogat an Position {position, number}).",
  "check.control": "`{field}` darf keine Steuerzeichen enthalten ({found} an Position {position, number} gefunden).",
  "check.direction": "`{field}` darf keine Zeichen zur Umkehr der Schreibrichtung enthalten ({found} gefunden).",
  "check.invisible": "`{field}` muss sichtbaren Text enthalten, nicht nur unsichtbare Zeichen.",
  "check.pattern": "`{field}` darf nur Folgendes enthalten: {allowed}.",
  "check.mention": "`{field}` darf keine Erwähnungen enthalten ({found} gefunden).",
  "check.lines": "{first}\n{rest}",
  "image.allowed":
    "`{field}` muss eine Datei im Format {types, or} mit höchstens {max} sein; diese Datei ist {size} groß.",
  "image.empty": "`{field}` muss eine Datei im Format {types, or} mit höchstens {max} sein; diese Datei ist leer.",
  "image.problem": "`{field}` muss eine Datei im Format {types, or} mit höchstens {max} sein; diese Datei {problem}.",
  "image.wrongType":
    "`{field}` muss eine Datei im Format {types, or} mit höchstens {max} sein; diese Datei ist ein {type}-Bild.",
  "image.tooLarge":
    "`{field}` darf höchstens {edge, number} Pixel pro Seite und {megapixels, number} Megapixel haben; dieses Bild hat {width}×{height}.",
  "image.download":
    "`{field}` konnte nicht von Discord heruntergeladen werden (HTTP {status}). Hänge die Datei noch einmal an.",
  "image.linkExpired":
    "Discords Link zu `{field}`, dem Bild, aus dem das entstand, ist abgelaufen (Links zu Dateien gelten etwa einen Tag), und in einem Server ohne den Bot kann seine Nachricht nicht neu gelesen werden. Führe den Befehl noch einmal mit dem angehängten Bild aus.",
  "image.slow":
    "`{field}` konnte nicht rechtzeitig von Discord gelesen werden, um die Größe zu prüfen. Versuche es gleich noch einmal.",
  "inspect.empty": "ist leer",
  "inspect.notOneOf": "ist keine Datei im Format {types, or}",
  "inspect.notImage": "ist keine PNG-, JPEG-, WebP- oder GIF-Datei",
  "inspect.impossibleSize": "hat eine unmögliche Größe im Header ({width}×{height})",
  "inspect.truncated": "ist abgeschnitten (die Datei endet vor dem Bild)",
  "inspect.damaged": "ist eine beschädigte {format}-Datei ({detail})",
  "inspect.pngNoHeader": "kein Header-Chunk",
  "inspect.pngNoData": "keine Bilddaten",
  "inspect.jpegMarker": "fehlerhafter Segment-Marker",
  "inspect.jpegEnds": "sie endet vor den Bilddaten",
  "inspect.jpegLength": "fehlerhafte Segmentlänge",
  "inspect.jpegNoFrame": "kein Frame-Header",
  "inspect.webpLossless": "fehlerhafte Lossless-Signatur",
  "inspect.webpFrame": "fehlerhafter Frame-Anfang",
  "inspect.webpChunk": "unbekannter erster Chunk",
  "attachment.download": "Der Anhang konnte nicht von Discord heruntergeladen werden (HTTP {status}).",
  "attachment.tooLarge": "Der Anhang ist größer als {max}.",
  "size.mb": "{n, number} MB",
  "size.kb": "{n, number} KB",
  "size.over": "über {size}",
} as const satisfies Translation<typeof en>;
