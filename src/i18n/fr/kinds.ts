import type { kinds as en } from "../en/kinds.js";
import type { Translation } from "../message.js";

export const kinds = {
  "permission.ViewChannel": "Voir le salon",
  "permission.SendMessages": "Envoyer des messages",
  "permission.EmbedLinks": "Intégrer des liens",
  "permission.AttachFiles": "Joindre des fichiers",
  "permission.ReadMessageHistory": "Voir les anciens messages",
  "field.seed": "Seed",
  "field.size": "Taille",
  "field.steps": "Étapes",
  "field.workflow": "Workflow",
  "field.duration": "Durée",
  "field.credits": "Crédits",
  "field.prompt": "Prompt",
  "field.engine": "Moteur",
  "field.optimizedFor": "Optimisé pour",
  "field.model": "Modèle",
  "field.lengthAsked": "Durée demandée",
  "field.resolution": "Résolution",
  "field.keyFrames": "Images clés",
  "field.took": "Durée du rendu",
  "value.seconds": "{n, number} s",
  "value.automatic": "automatique",
  "value.standard": "standard",
  "generate.builtInText": "intégré, texte vers image",
  "generate.builtInImage": "intégré, image vers image",
  "generate.noWorkflow": "Ce serveur n'a pas de workflow nommé « {name} ». Consulte `{/workflow list}`.",
  "generate.noImageInput":
    "Le workflow « {name} » ne prend pas d'image en entrée. Retire `{@generate.image}` ou choisis un autre workflow.",
  "generate.needsImage": "Le workflow « {name} » part d'une image : joins-en une avec `{@generate.image}`.",
  "generate.nothingToVary": "Cette tâche n'a pas d'image à faire varier.",
  "generate.varyTooLarge": "Cette image est trop grande pour être variée.",
  "generate.varyUnreadable": "Cette image ne peut pas être variée : elle {problem}.",
  "upscale.title": "Agrandissement {scale}×",
  "upscale.noImage": "Ce message ne contient pas d'image à agrandir.",
  "upscale.menuPermissions":
    "Ce message contient {count, number} images ; flowbot répond en dessous avec toutes sauf la première et a besoin pour cela de {permissions, list} dans ce salon.",
  "upscale.image": "image",
  "upscale.imageN": "image {n}",
  "upscale.resultGone": "Ce résultat n'a plus d'image {n}.",
  "upscale.largest": "Cette image est déjà à la plus grande échelle autorisée par l'agrandisseur.",
  "style.title": "Transfert de style",
  "enhance.title": "Amélioration",
  "video.titleStartEnd": "Vidéo à partir d'une image de départ",
  "video.titleExtend": "Vidéo prolongée",
  "video.titleMultiframe": {
    one: "Vidéo à travers {count, number} image clé",
    other: "Vidéo à travers {count, number} images clés",
  },
  "video.title": "Vidéo",
  "video.extendModalTitle": "Prolonger cette vidéo",
  "video.extendModalPrompt": "Que se passe-t-il ensuite ? (facultatif)",
  "video.extendModalSeconds": "Secondes à ajouter, {min} à {max} (par défaut {default})",
  "video.framesCount": {
    one: "`{@video.multiframe.frames}` contient {count, number} entrée : une vidéo multi-images prend de {min, number} à {max, number} images clés, une entrée chacune.",
    other:
      "`{@video.multiframe.frames}` contient {count, number} entrées : une vidéo multi-images prend de {min, number} à {max, number} images clés, une entrée chacune.",
  },
  "video.framesMismatch": {
    one: "`{@video.multiframe.frames}` contient {count, number} entrée, mais {attached, number} images clés sont jointes : donne une entrée par image clé, séparées par |.",
    other:
      "`{@video.multiframe.frames}` contient {count, number} entrées, mais {attached, number} images clés sont jointes : donne une entrée par image clé, séparées par |.",
  },
  "video.frameDuration":
    "`{@video.multiframe.frames}`, entrée {n} : la durée doit être de {min, number} à {max, number} secondes.",
  "video.frameEntryPrompt": "{@video.multiframe.frames}, entrée {n}, prompt",
  "video.keyFrames": {
    one: "Images clés : joins de {min, number} à {max, number} images clés (frame1 à frame{max}) ; {count, number} a été jointe.",
    other:
      "Images clés : joins de {min, number} à {max, number} images clés (frame1 à frame{max}) ; {count, number} ont été jointes.",
  },
  "video.watermark.1": "en haut à gauche",
  "video.watermark.2": "en haut à droite",
  "video.watermark.3": "en bas à droite",
  "video.watermark.4": "en bas à gauche",
} as const satisfies Translation<typeof en>;
