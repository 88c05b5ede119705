import type { errors as en } from "../en/errors.js";
import type { Translation } from "../message.js";

export const errors = {
  "service.cloud": "Le service de workflows",
  "service.registry": "Le registre de nodes",
  "service.partner": "Le service partenaire",
  "api.keyRefused":
    "{service} a refusé la clé d'API de ce serveur. Un membre avec Gérer le serveur peut en définir une nouvelle avec `{/settings key}`.",
  "api.outOfCredits": "Le compte lié à la clé d'API de ce serveur n'a plus de crédits. Recharge-le, puis réessaie.",
  "api.forbidden": "{service} a refusé l'accès ({detail}).",
  "api.notFound": "{service} ne connaît pas cet élément ({detail}).",
  "api.inactiveSubscription":
    "L'abonnement lié à la clé d'API de ce serveur n'est pas actif. Exécuter des workflows nécessite un abonnement actif.",
  "api.rateLimited": "{service} limite le nombre de requêtes. Réessaie dans une minute.",
  "api.rejected": "{service} a rejeté la requête : {detail}",
  "api.timeout": "{service} n'a pas répondu à temps. Réessaie dans une minute.",
  "api.unavailable": "{service} ne répond pas pour le moment. Réessaie dans une minute.",
  "exec.ValidationError": "Le service a rejeté les entrées du workflow : {detail}",
  "exec.ValidationErrorPlain": "Le service a rejeté les entrées du workflow.",
  "exec.ModelDownloadError":
    "Un modèle nécessaire à ce workflow n'est pas disponible sur le service. Essaie un autre workflow ou un autre modèle.",
  "exec.ImageDownloadError": "Le service n'a pas pu télécharger l'image d'entrée. Essaie de la joindre à nouveau.",
  "exec.OOMError": "Le service a manqué de mémoire GPU. Essaie une taille plus petite ou moins d'images.",
  "exec.InsufficientFundsError":
    "Le compte lié à la clé d'API de ce serveur n'a plus de crédits. Recharge-le, puis réessaie.",
  "exec.InactiveSubscriptionError":
    "L'abonnement lié à la clé d'API de ce serveur n'est pas actif. Exécuter des workflows nécessite un abonnement actif.",
  "exec.unknown": "Le service a échoué pendant l'exécution de la tâche ({type}). Réessaie dans un instant.",
  "check.range": "`{field}` doit être un nombre entier de {min, number} à {max, number}.",
  "check.multipleOfNear": "`{field}` doit être un multiple de {step, number}, par exemple {values, or}.",
  "check.multipleOf": "`{field}` doit être un multiple de {step, number}.",
  "check.oneOf": "`{field}` doit être l'une de ces valeurs : {values}.",
  "check.length": "`{field}` doit compter de {min, number} à {max, number} caractères (il en compte {length, number}).",
  "check.surrogate":
    "`{field}` contient un caractère invalide (un demi-caractère de substitution isolé à la position {position, number}).",
  "check.control":
    "`{field}` ne doit pas contenir de caractères de contrôle ({found} trouvé à la position {position, number}).",
  "check.direction": "`{field}` ne doit pas contenir de caractères qui inversent le sens d'écriture ({found} trouvé).",
  "check.invisible": "`{field}` doit contenir du texte visible, pas seulement des caractères invisibles.",
  "check.pattern": "`{field}` ne peut contenir que {allowed}.",
  "check.mention": "`{field}` ne doit pas contenir de mentions ({found} trouvé).",
  "check.lines": "{first}\n{rest}",
  "image.allowed": "`{field}` doit être un fichier {types, or} de {max} maximum ; ce fichier fait {size}.",
  "image.empty": "`{field}` doit être un fichier {types, or} de {max} maximum ; ce fichier est vide.",
  "image.problem": "`{field}` doit être un fichier {types, or} de {max} maximum ; ce fichier {problem}.",
  "image.wrongType": "`{field}` doit être un fichier {types, or} de {max} maximum ; ce fichier est une image {type}.",
  "image.tooLarge":
    "`{field}` doit faire au plus {edge, number} pixels de côté et {megapixels, number} mégapixels ; celle-ci fait {width}×{height}.",
  "image.download": "`{field}` n'a pas pu être téléchargé depuis Discord (HTTP {status}). Joins-le à nouveau.",
  "image.linkExpired":
    "Le lien de Discord vers `{field}`, l'image dont ceci est issu, a expiré (les liens vers les fichiers durent environ un jour), et dans un serveur sans le bot son message ne peut pas être relu. Relance la commande avec l'image jointe.",
  "image.slow":
    "`{field}` n'a pas pu être lu depuis Discord à temps pour vérifier sa taille. Réessaie dans un instant.",
  "inspect.empty": "est vide",
  "inspect.notOneOf": "n'est pas un fichier {types, or}",
  "inspect.notImage": "n'est pas un fichier PNG, JPEG, WebP ou GIF",
  "inspect.impossibleSize": "indique une taille impossible dans son en-tête ({width}×{height})",
  "inspect.truncated": "est tronqué (le fichier se termine avant l'image)",
  "inspect.damaged": "est un fichier {format} endommagé ({detail})",
  "inspect.pngNoHeader": "pas de bloc d'en-tête",
  "inspect.pngNoData": "pas de données d'image",
  "inspect.jpegMarker": "marqueur de segment invalide",
  "inspect.jpegEnds": "il se termine avant les données d'image",
  "inspect.jpegLength": "longueur de segment invalide",
  "inspect.jpegNoFrame": "pas d'en-tête d'image",
  "inspect.webpLossless": "signature sans perte invalide",
  "inspect.webpFrame": "début d'image invalide",
  "inspect.webpChunk": "premier bloc inconnu",
  "attachment.download": "La pièce jointe n'a pas pu être téléchargée depuis Discord (HTTP {status}).",
  "attachment.tooLarge": "La pièce jointe dépasse {max}.",
  "size.mb": "{n, number} Mo",
  "size.kb": "{n, number} Ko",
  "size.over": "plus de {size}",
} as const satisfies Translation<typeof en>;
