import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "button.reroll": "Relancer",
  "field.seed": "Seed",
  "field.steps": "Étapes",
  "field.workflow": "Workflow",
  "generate.builtInText": "intégré, texte vers image",
  "generate.builtInImage": "intégré, image vers image",
  "generate.noWorkflow": "Ce serveur n'a pas de workflow nommé « {name} ». Consulte `{/workflow list}`.",
  "generate.noImageInput":
    "Le workflow « {name} » ne prend pas d'image en entrée. Retire `{@generate.image}` ou choisis un autre workflow.",
  "generate.recipeMisfit":
    "Le workflow « {name} » n'est pas construit comme celui intégré (un chargeur de checkpoint, des prompts encodés par CLIPTextEncode, un KSampler) : le modèle, les LoRA et les réglages d'échantillonnage ne peuvent pas s'y appliquer.",
  "generate.needsImage": "Le workflow « {name} » part d'une image : joins-en une avec `{@generate.image}`.",
  "generate.varyTooLarge": "Cette image est trop grande pour être variée.",
  "generate.varyUnreadable": "Cette image ne peut pas être variée : elle {problem}.",
  "creative.upscaleRow": "Agrandir",
  "creative.varyRow": "Varier",
  "creative.remix": "Remixer",
  "creative.variedFrom": "{strength} de l’image {n}",
  "creative.strong": "Variation forte",
  "creative.subtle": "Variation légère",
  "creative.zoomedFrom": "Dézoom {zoom} de l’image {n}",
  "creative.pannedFrom": "Panoramique {direction} de l’image {n}",
  "creative.derived": "D’après",
  "creative.fallbackNoImage":
    "image vers image intégré : le workflow « {name} » n’a ni image d’entrée ni latent vide pour partir d’une image",
  "creative.fallbackGone": "image vers image intégré : le workflow « {name} » n’est plus enregistré",
  "creative.outpaint": "outpainting intégré",
  "creative.noImageN": "Ce résultat n’a plus d’image {n}.",
  "creative.tooLarge":
    "Dézoomer {zoom} donnerait une image de {width}×{height}, au-delà de la limite de {max} pixels par côté. Le plus grand dézoom possible est {best}.",
  "creative.tooLargeNone":
    "Dézoomer {zoom} donnerait une image de {width}×{height}, au-delà de la limite de {max} pixels par côté : cette image ne peut plus être dézoomée.",
  "creative.panTooLarge":
    "Le panoramique donnerait une image de {width}×{height}, au-delà de la limite de {max} pixels par côté : cette image ne peut pas être étendue dans ce sens.",
  "creative.remixNegative": "Prompt négatif",
  "creative.permuteAsk":
    "Ce prompt donne {count, number} tâches, une par combinaison :\n{list}\nChacune compte comme une tâche dans ton quota quotidien. Les lancer ?",
  "creative.permuteQuota": "Ton quota quotidien : encore {left, number} tâches sur {limit, number} aujourd’hui.",
  "creative.permuteRun": "Les lancer",
  "creative.permuteTooMany":
    "Ce prompt donne {count, number} combinaisons ; {max, number} au plus peuvent être lancées à la fois. Mets moins de choix entre les accolades.",
  "creative.permuteStarted": "Lancées : {count, number} tâches.",
  "creative.permuteGone": "Ce choix a expiré : relance la commande.",
  "creative.permuteNotYours": "Seul le membre qui a demandé ces tâches peut les lancer.",
  "creative.prefsIntro":
    "Tes propres valeurs par défaut pour `{/generate}` sur ce serveur. Ce que tu saisis dans la commande prime toujours, et les limites et règles du serveur s’appliquent.",
  "creative.prefsAspectServer": "Format : celui du serveur",
  "creative.prefsStepsServer": "Étapes : celles du serveur",
  "creative.prefsCountServer": "Images par tâche : 1 (par défaut)",
  "creative.prefsAspect": "Format {value}",
  "creative.prefsSteps": "{value} étapes",
  "creative.prefsCount": "{value} images par tâche",
  "creative.prefsReset": "Revenir aux valeurs du serveur",
  "creative.prefsAspectOwn": "Format : celui de flowbot",
  "creative.prefsStepsOwn": "Étapes : celles de flowbot",
  "creative.prefsResetOwn": "Revenir aux valeurs de flowbot",
  "creative.imagesField": "Images n°",
  "creative.imagesOrder": "1 à {count, number}, de gauche à droite, puis de haut en bas",
  "privacy.resultsPublic": "Résultats : dans le salon, pour tous",
  "privacy.resultsPrivate": "Résultats : visibles par moi seul",
  "privacy.prefsNote":
    "Les résultats privés arrivent en réponses que vous seul voyez : depuis les commandes, les boutons et le menu Agrandir l'image. Une réaction n'a pas de telle réponse : son agrandissement est toujours publié dans le salon. Discord laisse le bot mettre à jour une réponse privée pendant 15 minutes : une tâche encore en cours ensuite s'affiche avec `{/show}`.",
  "creative.prefsImagesSaved":
    "Hors des serveurs ayant flowbot (MP, serveurs sans lui), tes images sont désormais traitées ainsi : {how}",
  "creative.prefsImages.off": "pas de contrôle.",
  "creative.prefsImages.spoiler": "une image signalée est envoyée sous spoiler.",
  "creative.prefsImages.block":
    "une image signalée est retenue, et une image signalée que tu donnes est refusée avant l’envoi.",
  "region.workflow": "Inpainting intégré",
  "region.variedFrom": "Varier (zone), {region}, de l'image {n}",
  "region.left": "moitié gauche",
  "region.right": "moitié droite",
  "region.top": "moitié haute",
  "region.bottom": "moitié basse",
  "region.centre": "centre",
  "region.outside": "tout sauf le centre",
  "region.painted": "zone peinte",
  "region.pick": "Quelle partie de l'image {n} doit changer ? Le reste reste exactement tel quel.",
  "region.link":
    "Peins la partie de l'image {n} à changer, garde ou modifie le prompt, puis envoie : la variation apparaît sous l'image. Le lien n'est qu'à toi, sert une fois et expire {expires}.",
  "region.open": "Peindre la zone",
  "region.maskUnreadable": "La zone peinte n'est pas une image.",
  "region.maskSize": "La zone peinte doit mesurer {width}×{height}, la taille de l'image.",
  "region.maskEmpty": "Rien n'est peint : peins la partie de l'image à changer.",
  "region.maskFull": "Toute l'image est peinte : laisses-en une partie telle quelle, ou utilise Varier.",
} as const satisfies Translation<typeof en>;
