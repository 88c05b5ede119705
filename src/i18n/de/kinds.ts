import type { kinds as en } from "../en/kinds.js";
import type { Translation } from "../message.js";

export const kinds = {
  "permission.ViewChannel": "Kanal ansehen",
  "permission.SendMessages": "Nachrichten senden",
  "permission.EmbedLinks": "Links einbetten",
  "permission.AttachFiles": "Dateien anhängen",
  "permission.ReadMessageHistory": "Nachrichtenverlauf anzeigen",
  "field.seed": "Seed",
  "field.size": "Größe",
  "field.steps": "Schritte",
  "field.workflow": "Workflow",
  "field.duration": "Dauer",
  "field.credits": "Credits",
  "field.prompt": "Prompt",
  "field.engine": "Engine",
  "field.optimizedFor": "Optimiert für",
  "field.model": "Modell",
  "field.lengthAsked": "Gewünschte Länge",
  "field.resolution": "Auflösung",
  "field.keyFrames": "Keyframes",
  "field.took": "Gedauert",
  "value.seconds": "{n, number} s",
  "value.automatic": "automatisch",
  "value.standard": "Standard",
  "generate.builtInText": "integriert: Text zu Bild",
  "generate.builtInImage": "integriert: Bild zu Bild",
  "generate.noWorkflow": "Dieser Server hat keinen Workflow namens „{name}“. Siehe `{/workflow list}`.",
  "generate.noImageInput":
    "Der Workflow „{name}“ nimmt kein Eingabebild. Lass `{@generate.image}` weg oder wähle einen anderen Workflow.",
  "generate.needsImage": "Der Workflow „{name}“ startet mit einem Bild: Hänge eines mit `{@generate.image}` an.",
  "generate.nothingToVary": "Dieser Auftrag hat kein Bild zum Variieren.",
  "generate.varyTooLarge": "Dieses Bild ist zu groß zum Variieren.",
  "generate.varyUnreadable": "Dieses Bild kann nicht variiert werden: Es {problem}.",
  "upscale.title": "Hochskalieren {scale}×",
  "upscale.noImage": "Diese Nachricht hat kein Bild zum Hochskalieren.",
  "upscale.menuPermissions":
    "Diese Nachricht hat {count, number} Bilder; flowbot antwortet darunter mit allen außer dem ersten und braucht dafür in diesem Kanal {permissions, list}.",
  "upscale.image": "Bild",
  "upscale.imageN": "Bild {n}",
  "upscale.resultGone": "Dieses Ergebnis hat kein Bild {n} mehr.",
  "upscale.largest": "Dieses Bild hat bereits die größte Skalierung, die der Upscaler erlaubt.",
  "style.title": "Stilübertragung",
  "enhance.title": "Verbessern",
  "video.titleStartEnd": "Video aus einem Startbild",
  "video.titleExtend": "Verlängertes Video",
  "video.titleMultiframe": {
    one: "Video über {count, number} Keyframe",
    other: "Video über {count, number} Keyframes",
  },
  "video.title": "Video",
  "video.extendModalTitle": "Dieses Video verlängern",
  "video.extendModalPrompt": "Was passiert als Nächstes (optional)",
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
} as const satisfies Translation<typeof en>;
