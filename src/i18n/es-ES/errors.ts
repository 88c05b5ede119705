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
  "check.rangeUnit": "`{field}` debe ser un número entero de {min, number} a {max, number} {unit}.",
  "check.multipleOfNear": "`{field}` debe ser múltiplo de {step, number}, por ejemplo {values, or}.",
  "check.multipleOf": "`{field}` debe ser múltiplo de {step, number}.",
  "check.oneOf": "`{field}` debe ser uno de estos valores: {values}.",
  "check.required": "`{field}` es obligatorio.",
  "check.text": "`{field}` debe ser texto.",
  "check.blank": "`{field}` no puede estar en blanco.",
  "check.boolean": "`{field}` debe ser True o False.",
  "check.url": "`{field}` debe ser una URL http(s).",
  "check.urlCredentials": "`{field}` no puede contener un nombre de usuario ni una contraseña.",
  "check.length": "`{field}` debe tener de {min, number} a {max, number} caracteres (tiene {length, number}).",
  "check.maxLength": "`{field}` debe tener como máximo {max, number} caracteres.",
  "check.surrogate": "`{field}` contiene un carácter roto (un sustituto sin pareja en la posición {position, number}).",
  "check.control":
    "`{field}` no puede contener caracteres de control (se ha encontrado {found} en la posición {position, number}).",
  "check.direction":
    "`{field}` no puede contener caracteres que cambien la dirección del texto (se ha encontrado {found}).",
  "check.invisible": "`{field}` debe contener texto visible, no solo caracteres invisibles.",
  "check.pattern": "`{field}` solo puede contener {allowed}.",
  "check.mention": "`{field}` no puede contener menciones (se ha encontrado {found}).",
  "check.idChars": "`{field}` solo puede contener letras, dígitos, _, . y -.",
  "check.looksLike": "`{field}` debe tener la forma {example}.",
  "check.noEffect": "`{field}` no tiene efecto en {model} (solo en {takers, or}): quítalo o elige otro modelo.",
  "check.onlyWith": "`{field}` solo se aplica con `{other}: True`.",
  "check.duration": "`{@video.start-end.duration}` debe ser de {min, number} a {max, number} segundos para {model}.",
  "check.pickJob":
    "`{@video.extend.job}`: ningún vídeo terminado de este servidor tiene ese ID. Elige uno de la lista.",
  "check.noCreation":
    "`{@video.extend.job}`: el servicio no indicó la creación de ese vídeo, así que no se puede alargar.",
  "check.jobOrUrl":
    "Indica `{@video.extend.job}`, o bien `{@video.extend.video_url}` con `{@video.extend.video_creation_id}`, pero no ambos.",
  "check.jobRequired":
    "`{@video.extend.job}` es obligatorio: elige uno de los vídeos terminados de este servidor o indica `{@video.extend.video_url}` con `{@video.extend.video_creation_id}`.",
  "check.urlWithId": "`{@video.extend.video_url}` y `{@video.extend.video_creation_id}` deben indicarse juntos.",
  "check.attachRequired": "`{field}` es obligatorio: adjunta una imagen.",
  "check.durationOthers":
    "`{@video.start-end.duration}` debe ser de {min, number} a {max, number} segundos para {model} ({others}).",
  "check.modelRange": "{model}: de {min, number} a {max, number}",
  "check.rangesJoin": "{first}, {rest}",
  "check.seconds": "segundos",
  "check.lines": "{first}\n{rest}",
  "check.disallowed": "`{field}` tiene caracteres que no están permitidos.",
  "image.allowed": "`{field}` debe ser un archivo {types, or} de {max} como máximo; este archivo ocupa {size}.",
  "image.empty": "`{field}` debe ser un archivo {types, or} de {max} como máximo; este archivo está vacío.",
  "image.problem": "`{field}` debe ser un archivo {types, or} de {max} como máximo; este archivo {problem}.",
  "image.wrongType":
    "`{field}` debe ser un archivo {types, or} de {max} como máximo; este archivo es una imagen {type}.",
  "image.tooLarge":
    "`{field}` debe tener como máximo {edge, number} píxeles por lado y {megapixels, number} megapíxeles; esta mide {width}×{height}.",
  "image.download": "No se ha podido descargar `{field}` de Discord (HTTP {status}). Adjúntalo de nuevo.",
  "image.slow":
    "No se ha podido leer `{field}` de Discord a tiempo para comprobar su tamaño. Vuelve a intentarlo en un momento.",
  "image.totalSize": "{fields, list} deben ocupar en total {max} como máximo; ocupan {size}.",
  "image.upscaleTooLarge":
    "`{@upscale.scale}` {scale} daría una imagen de {width}×{height}, por encima del límite del ampliador de {megapixels, number} millones de píxeles; la mayor escala que cabe para esta imagen de {sourceWidth}×{sourceHeight} es {best}.",
  "image.cannotUpscale":
    "`{@upscale.scale}` {scale} daría una imagen de {width}×{height}, por encima del límite del ampliador de {megapixels, number} millones de píxeles; esta imagen de {sourceWidth}×{sourceHeight} es demasiado grande para ampliarla.",
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
