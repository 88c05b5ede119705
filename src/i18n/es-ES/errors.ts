import type { errors as en } from "../en/errors.js";
import type { Translation } from "../message.js";

export const errors = {
  "service.cloud": "El servicio de workflows",
  "service.registry": "El registro de nodos",
  "service.partner": "El servicio asociado",
  "api.keyRefused":
    "{service} ha rechazado la clave de API de este servidor. Un miembro con Gestionar servidor puede poner una nueva con `{/settings key}`.",
  "api.outOfCredits":
    "La cuenta de la clave de API de este servidor se ha quedado sin créditos. Recárgala y vuelve a intentarlo.",
  "api.forbidden": "{service} ha denegado el acceso a eso ({detail}).",
  "api.notFound": "{service} no lo conoce ({detail}).",
  "api.inactiveSubscription":
    "La suscripción de la clave de API de este servidor no está activa. Para ejecutar workflows hace falta una suscripción activa.",
  "api.rateLimited": "{service} está limitando las solicitudes. Vuelve a intentarlo dentro de un minuto.",
  "api.rejected": "{service} ha rechazado la solicitud: {detail}",
  "api.timeout": "{service} no ha respondido a tiempo. Vuelve a intentarlo dentro de un minuto.",
  "api.unavailable": "{service} no responde en este momento. Vuelve a intentarlo dentro de un minuto.",
  "exec.ValidationError": "El servicio ha rechazado las entradas del workflow: {detail}",
  "exec.ValidationErrorPlain": "El servicio ha rechazado las entradas del workflow.",
  "exec.ModelDownloadError":
    "Un modelo que necesita este workflow no está disponible en el servicio. Prueba otro workflow u otro modelo.",
  "exec.ImageDownloadError": "El servicio no ha podido descargar la imagen de entrada. Prueba a adjuntarla de nuevo.",
  "exec.OOMError": "El servicio se ha quedado sin memoria de GPU. Prueba con un tamaño menor o menos imágenes.",
  "exec.InsufficientFundsError":
    "La cuenta de la clave de API de este servidor se ha quedado sin créditos. Recárgala y vuelve a intentarlo.",
  "exec.InactiveSubscriptionError":
    "La suscripción de la clave de API de este servidor no está activa. Para ejecutar workflows hace falta una suscripción activa.",
  "exec.unknown": "El servicio ha fallado al ejecutar la tarea ({type}). Vuelve a intentarlo en un momento.",
  "check.range": "`{field}` debe ser un número entero de {min, number} a {max, number}.",
  "check.multipleOfNear": "`{field}` debe ser múltiplo de {step, number}, por ejemplo {values, or}.",
  "check.multipleOf": "`{field}` debe ser múltiplo de {step, number}.",
  "check.oneOf": "`{field}` debe ser uno de estos valores: {values}.",
  "check.length": "`{field}` debe tener de {min, number} a {max, number} caracteres (tiene {length, number}).",
  "check.surrogate": "`{field}` contiene un carácter roto (un sustituto sin pareja en la posición {position, number}).",
  "check.control":
    "`{field}` no puede contener caracteres de control (se ha encontrado {found} en la posición {position, number}).",
  "check.direction":
    "`{field}` no puede contener caracteres que cambien la dirección del texto (se ha encontrado {found}).",
  "check.invisible": "`{field}` debe contener texto visible, no solo caracteres invisibles.",
  "check.pattern": "`{field}` solo puede contener {allowed}.",
  "check.mention": "`{field}` no puede contener menciones (se ha encontrado {found}).",
  "check.lines": "{first}\n{rest}",
  "image.allowed": "`{field}` debe ser un archivo {types, or} de {max} como máximo; este archivo ocupa {size}.",
  "image.empty": "`{field}` debe ser un archivo {types, or} de {max} como máximo; este archivo está vacío.",
  "image.problem": "`{field}` debe ser un archivo {types, or} de {max} como máximo; este archivo {problem}.",
  "image.wrongType":
    "`{field}` debe ser un archivo {types, or} de {max} como máximo; este archivo es una imagen {type}.",
  "image.tooLarge":
    "`{field}` debe tener como máximo {edge, number} píxeles por lado y {megapixels, number} megapíxeles; esta mide {width}×{height}.",
  "image.download": "No se ha podido descargar `{field}` de Discord (HTTP {status}). Adjúntalo de nuevo.",
  "image.linkExpired":
    "El enlace de Discord a `{field}`, la imagen de la que salió esto, ha caducado (los enlaces a archivos duran alrededor de un día), y en un servidor sin el bot no se puede volver a leer su mensaje. Vuelve a usar el comando con la imagen adjunta.",
  "image.slow":
    "No se ha podido leer `{field}` de Discord a tiempo para comprobar su tamaño. Vuelve a intentarlo en un momento.",
  "inspect.empty": "está vacío",
  "inspect.notOneOf": "no es un archivo {types, or}",
  "inspect.notImage": "no es un archivo PNG, JPEG, WebP ni GIF",
  "inspect.impossibleSize": "indica un tamaño imposible en su cabecera ({width}×{height})",
  "inspect.truncated": "está cortado (el archivo termina antes que la imagen)",
  "inspect.damaged": "es un archivo {format} dañado ({detail})",
  "inspect.pngNoHeader": "sin bloque de cabecera",
  "inspect.pngNoData": "sin datos de imagen",
  "inspect.jpegMarker": "marcador de segmento incorrecto",
  "inspect.jpegEnds": "termina antes de los datos de imagen",
  "inspect.jpegLength": "longitud de segmento incorrecta",
  "inspect.jpegNoFrame": "sin cabecera de fotograma",
  "inspect.webpLossless": "firma sin pérdida incorrecta",
  "inspect.webpFrame": "inicio de fotograma incorrecto",
  "inspect.webpChunk": "primer bloque desconocido",
  "attachment.download": "No se ha podido descargar el archivo adjunto de Discord (HTTP {status}).",
  "attachment.tooLarge": "El archivo adjunto ocupa más de {max}.",
  "size.mb": "{n, number} MB",
  "size.kb": "{n, number} KB",
  "size.over": "más de {size}",
} as const satisfies Translation<typeof en>;
