import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "button.extend": "Prolonger",
  "check.rangeUnit": "`{field}` doit être un nombre entier de {min, number} à {max, number} {unit}.",
  "check.text": "`{field}` doit être du texte.",
  "check.blank": "`{field}` ne doit pas être vide.",
  "check.boolean": "`{field}` doit valoir True ou False.",
  "check.url": "`{field}` doit être une URL http(s).",
  "check.urlCredentials": "`{field}` ne doit contenir ni nom d'utilisateur ni mot de passe.",
  "check.idChars": "`{field}` ne peut contenir que des lettres, des chiffres, _, . et -.",
  "check.looksLike": "`{field}` doit avoir la forme {example}.",
  "check.noEffect":
    "`{field}` n'a aucun effet sur {model} (seulement sur {takers, or}) : retire-le ou choisis un autre modèle.",
  "check.onlyWith": "`{field}` ne s'applique qu'avec `{other}: True`.",
  "check.duration": "`{@video.start-end.duration}` doit être de {min, number} à {max, number} secondes pour {model}.",
  "check.pickJob":
    "`{@video.extend.job}` : aucune vidéo terminée de ce serveur n'a cet identifiant. Choisis-en une dans la liste.",
  "check.noCreation":
    "`{@video.extend.job}` : le service n'a pas indiqué la création de cette vidéo, elle ne peut donc pas être prolongée.",
  "check.jobOrUrl":
    "Indique soit `{@video.extend.job}`, soit `{@video.extend.video_url}` avec `{@video.extend.video_creation_id}`, mais pas les deux.",
  "check.jobRequired":
    "`{@video.extend.job}` est obligatoire : choisis une des vidéos terminées de ce serveur, ou indique `{@video.extend.video_url}` avec `{@video.extend.video_creation_id}`.",
  "check.urlWithId":
    "`{@video.extend.video_url}` et `{@video.extend.video_creation_id}` doivent être indiqués ensemble.",
  "check.attachRequired": "`{field}` est obligatoire : joins une image.",
  "check.durationOthers":
    "`{@video.start-end.duration}` doit être de {min, number} à {max, number} secondes pour {model} ({others}).",
  "check.modelRange": "{model} : {min, number} à {max, number}",
  "check.rangesJoin": "{first}, {rest}",
  "check.seconds": "secondes",
  "check.disallowed": "`{field}` contient des caractères non autorisés.",
  "image.totalSize": "{fields, list} doivent faire ensemble au plus {max} ; ils font {size}.",
  "job.progress": "Progression : {percent, number} %",
  "job.readyAt": "Prêt {time}",
  "job.credits": "Crédits : {credits, number}",
  "field.model": "Modèle",
  "field.lengthAsked": "Durée demandée",
  "field.length": "Durée",
  "field.resolution": "Résolution",
  "field.keyFrames": "Images clés",
  "value.seconds": "{n, number} s",
  "video.titleStartEnd": "Vidéo à partir d'une image de départ",
  "video.titleExtend": "Vidéo prolongée",
  "video.titleMultiframe": {
    one: "Vidéo à travers {count, number} image clé",
    other: "Vidéo à travers {count, number} images clés",
  },
  "video.title": "Vidéo",
  "video.extendModalTitle": "Prolonger cette vidéo",
  "video.extendModalPrompt": "Que se passe-t-il ensuite ? (facultatif)",
  "video.extendModalPromptField": "Que se passe-t-il ensuite",
  "video.extendModalSecondsField": "Secondes à ajouter",
  "video.extendModalModel": "Prolonge avec {model} : {original} ne peut pas prolonger de vidéos.",
  "video.modelChanged": "{model} ({original} ne peut pas prolonger de vidéos)",
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
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` utilise le prompt recommandé, qui coûte {credits, number} crédits de plus que cette vidéo sans lui. Rien n'est envoyé avant votre confirmation (dans les {minutes, number} minutes).",
  "rules.recConfirm": "Confirmer (+{credits, number} crédits)",
  "rules.recExpired":
    "Cette confirmation a expiré (après {minutes, number} minutes, ou parce que flowbot a redémarré). Rien n'a été envoyé : relancez `{/video}`.",
  "rules.recNotYours": "Seul le membre qui a demandé cette vidéo peut la confirmer.",
  "rules.recUsed": "Cette vidéo a déjà été confirmée et elle est en route. Rien d’autre n’a été envoyé.",
} as const satisfies Translation<typeof en>;
