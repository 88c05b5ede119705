import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "button.extend": "Verlängern",
  "check.rangeUnit": "`{field}` muss eine ganze Zahl von {min, number} bis {max, number} {unit} sein.",
  "check.text": "`{field}` muss ein Text sein.",
  "check.blank": "`{field}` darf nicht leer sein.",
  "check.boolean": "`{field}` muss True oder False sein.",
  "check.url": "`{field}` muss eine http(s)-URL sein.",
  "check.urlCredentials": "`{field}` darf keinen Benutzernamen und kein Passwort enthalten.",
  "check.idChars": "`{field}` darf nur Buchstaben, Ziffern, _, . und - enthalten.",
  "check.looksLike": "`{field}` muss wie {example} aussehen.",
  "check.noEffect":
    "`{field}` wirkt sich bei {model} nicht aus (nur bei {takers, or}): lass die Option weg oder wähle ein anderes Modell.",
  "check.onlyWith": "`{field}` gilt nur mit `{other}: True`.",
  "check.duration": "`{@video.start-end.duration}` muss bei {model} {min, number} bis {max, number} Sekunden betragen.",
  "check.pickJob": "`{@video.extend.job}`: Kein fertiges Video dieses Servers hat diese ID. Wähle eines aus der Liste.",
  "check.noCreation":
    "`{@video.extend.job}`: Der Dienst hat die Erstellung dieses Videos nicht benannt, deshalb kann es nicht verlängert werden.",
  "check.jobOrUrl":
    "Gib entweder `{@video.extend.job}` an oder `{@video.extend.video_url}` zusammen mit `{@video.extend.video_creation_id}`, nicht beides.",
  "check.jobRequired":
    "`{@video.extend.job}` ist erforderlich: Wähle eines der fertigen Videos dieses Servers oder gib `{@video.extend.video_url}` mit `{@video.extend.video_creation_id}` an.",
  "check.urlWithId":
    "`{@video.extend.video_url}` und `{@video.extend.video_creation_id}` müssen zusammen angegeben werden.",
  "check.attachRequired": "`{field}` ist erforderlich: Hänge ein Bild an.",
  "check.durationOthers":
    "`{@video.start-end.duration}` muss bei {model} {min, number} bis {max, number} Sekunden betragen ({others}).",
  "check.modelRange": "{model}: {min, number} bis {max, number}",
  "check.rangesJoin": "{first}, {rest}",
  "check.seconds": "Sekunden",
  "check.disallowed": "`{field}` enthält Zeichen, die nicht erlaubt sind.",
  "image.totalSize": "{fields, list} dürfen zusammen höchstens {max} groß sein; diese sind {size} groß.",
  "job.progress": "Fortschritt {percent, number} %",
  "job.readyAt": "Fertig {time}",
  "job.credits": "Credits: {credits, number}",
  "field.model": "Modell",
  "field.lengthAsked": "Gewünschte Länge",
  "field.length": "Länge",
  "field.resolution": "Auflösung",
  "field.keyFrames": "Keyframes",
  "value.seconds": "{n, number} s",
  "video.titleStartEnd": "Video aus einem Startbild",
  "video.titleExtend": "Verlängertes Video",
  "video.titleMultiframe": {
    one: "Video über {count, number} Keyframe",
    other: "Video über {count, number} Keyframes",
  },
  "video.title": "Video",
  "video.extendModalTitle": "Dieses Video verlängern",
  "video.extendModalPrompt": "Was passiert als Nächstes (optional)",
  "video.extendModalPromptField": "Was passiert als Nächstes",
  "video.extendModalSecondsField": "Sekunden dazu",
  "video.extendModalModel": "Verlängert mit {model}: {original} kann keine Videos verlängern.",
  "video.modelChanged": "{model} ({original} kann keine Videos verlängern)",
  "video.extendModalSeconds": "Sekunden dazu, {min}–{max} (Standard {default})",
  "video.framesCount": {
    one: "`{@video.multiframe.frames}` hat {count, number} Eintrag: Ein Multiframe-Video nimmt {min, number} bis {max, number} Keyframes, je einen Eintrag.",
    other:
      "`{@video.multiframe.frames}` hat {count, number} Einträge: Ein Multiframe-Video nimmt {min, number} bis {max, number} Keyframes, je einen Eintrag.",
  },
  "video.framesMismatch": {
    one: "`{@video.multiframe.frames}` hat {count, number} Eintrag, aber {attached, number} Keyframes sind angehängt: Gib einen Eintrag pro Keyframe an, getrennt durch |.",
    other:
      "`{@video.multiframe.frames}` hat {count, number} Einträge, aber {attached, number} Keyframes sind angehängt: Gib einen Eintrag pro Keyframe an, getrennt durch |.",
  },
  "video.frameDuration":
    "`{@video.multiframe.frames}`, Eintrag {n}: Die Dauer muss {min, number} bis {max, number} Sekunden betragen.",
  "video.frameEntryPrompt": "{@video.multiframe.frames}, Eintrag {n}, Prompt",
  "video.keyFrames": {
    one: "Keyframes: Hänge {min, number} bis {max, number} Keyframe-Bilder an (frame1 bis frame{max}); {count, number} wurde angehängt.",
    other:
      "Keyframes: Hänge {min, number} bis {max, number} Keyframe-Bilder an (frame1 bis frame{max}); {count, number} wurden angehängt.",
  },
  "video.watermark.1": "oben links",
  "video.watermark.2": "oben rechts",
  "video.watermark.3": "unten rechts",
  "video.watermark.4": "unten links",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` verwendet den empfohlenen Prompt, der {credits, number} Credits mehr kostet, als dieses Video sonst kosten würde. Nichts wird gesendet, bevor du bestätigst (innerhalb von {minutes, number} Minuten).",
  "rules.recConfirm": "Bestätigen (+{credits, number} Credits)",
  "rules.recExpired":
    "Diese Bestätigung ist abgelaufen (nach {minutes, number} Minuten oder weil flowbot neu gestartet wurde). Nichts wurde gesendet: Führe `{/video}` erneut aus.",
  "rules.recNotYours": "Nur das Mitglied, das dieses Video angefordert hat, kann es bestätigen.",
  "rules.recUsed": "Dieses Video wurde schon bestätigt und ist unterwegs. Nichts weiter wurde gesendet.",
} as const satisfies Translation<typeof en>;
