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
  "creative.prefsCount": { one: "{count, number} image par tâche", other: "{count, number} images par tâche" },
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
  "field.checkpoint": "Modèle",
  "field.loras": "LoRA",
  "field.sampling": "Échantillonnage",
  "field.hires": "Seconde passe",
  "generate.hiresValue": "{scale}×, débruitage {denoise}",
  "generate.numberRange": "`{field}` doit être un nombre de {min, number} à {max, number}.",
  "generate.badName":
    "`{field}` doit être un nom de {min, number} à {max, number} caractères, sans caractères de contrôle.",
  "generate.loraWeight":
    "La LoRA `{tag}` n’a pas de poids utilisable : écrivez `<lora:NOM:POIDS>`, le poids un nombre de {min, number} à {max, number}.",
  "generate.tooManyLoras": "Au plus {max, number} LoRA par tâche.",
  "generate.loraTwice": "La LoRA {name} est nommée deux fois : nommez chacune une seule fois.",
  "generate.denoiseWithoutHires":
    "`{@generate.hires_denoise}` est celui de la seconde passe : choisissez aussi `{@generate.hires}`.",
  "generate.unknownName": "Aucun backend de ce bot n’a `{field}` {name}.",
  "generate.unknownNameNear": "Aucun backend de ce bot n’a `{field}` {name}. Les plus proches : {near, or}.",
  "generate.nameDown":
    "{name} n’est que sur des moteurs qui ne répondent pas pour l’instant : réessayez quand l’un d’eux sera revenu, ou choisissez-en un autre.",
  "generate.notTogether": "Aucun moteur n’a {names, list} ensemble : choisissez-en qui sont sur le même moteur.",
  "creative.prefsModelSaved":
    "Enregistré. Ton `{/generate}` ici utilise ceux-ci quand tu n'en nommes aucun (la liste du serveur s'applique toujours) :\n{lines}",
  "creative.prefsModel": "Modèle : {name}",
  "creative.prefsSampler": "Sampler : {name}",
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
  "region.page.title": "Varier (zone)",
  "region.page.hint": "Peins la partie de l'image {n} à changer. Le reste reste exactement tel quel.",
  "region.page.brush": "Pinceau",
  "region.page.eraser": "Gomme",
  "region.page.rectangle": "Rectangle",
  "region.page.size": "Taille",
  "region.page.undo": "Annuler",
  "region.page.clear": "Effacer",
  "region.page.prompt": "Prompt",
  "region.page.submit": "Envoyer",
  "region.page.sending": "Envoi…",
  "region.page.sent": "La variation est en route : elle apparaîtra sous l'image dans Discord.",
  "region.page.tooLarge": "La zone peinte est trop grande pour être envoyée.",
  "region.page.unknown": "Ce lien n'existe pas.",
  "region.page.expired":
    "Ce lien a expiré : appuie de nouveau sur Varier (zone) sous l'image pour en avoir un nouveau.",
  "region.page.used":
    "Ce lien a déjà servi : appuie de nouveau sur Varier (zone) sous l'image pour en avoir un nouveau.",
  "region.page.elsewhere":
    "Ce lien a été ouvert dans un autre navigateur, seul celui-ci peut l'utiliser : appuie de nouveau sur Varier (zone) pour avoir ton propre lien.",
  "region.page.failed": "La variation n'a pas pu démarrer : {reason}",
} as const satisfies Translation<typeof en>;
