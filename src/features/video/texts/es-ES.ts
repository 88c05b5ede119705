import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "button.extend": "Alargar",
  "check.rangeUnit": "`{field}` debe ser un número entero de {min, number} a {max, number} {unit}.",
  "check.text": "`{field}` debe ser texto.",
  "check.blank": "`{field}` no puede estar en blanco.",
  "check.boolean": "`{field}` debe ser True o False.",
  "check.url": "`{field}` debe ser una URL http(s).",
  "check.urlCredentials": "`{field}` no puede contener un nombre de usuario ni una contraseña.",
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
  "check.disallowed": "`{field}` tiene caracteres que no están permitidos.",
  "image.totalSize": "{fields, list} deben ocupar en total {max} como máximo; ocupan {size}.",
  "job.progress": "Progreso: {percent, number} %",
  "job.readyAt": "Lista {time}",
  "job.credits": "Créditos: {credits, number}",
  "field.model": "Modelo",
  "field.lengthAsked": "Duración pedida",
  "field.length": "Duración",
  "field.resolution": "Resolución",
  "field.keyFrames": "Fotogramas clave",
  "value.seconds": "{n, number} s",
  "video.titleStartEnd": "Vídeo a partir de un fotograma inicial",
  "video.titleExtend": "Vídeo alargado",
  "video.titleMultiframe": {
    one: "Vídeo a través de {count, number} fotograma clave",
    other: "Vídeo a través de {count, number} fotogramas clave",
  },
  "video.title": "Vídeo",
  "video.extendModalTitle": "Alargar este vídeo",
  "video.extendModalPrompt": "Qué pasa después (opcional)",
  "video.extendModalPromptField": "Qué pasa después",
  "video.extendModalSecondsField": "Segundos que añadir",
  "video.extendModalModel": "Se alarga con {model}: {original} no puede alargar vídeos.",
  "video.modelChanged": "{model} ({original} no puede alargar vídeos)",
  "video.extendModalSeconds": "Segundos que añadir, {min}-{max} (por defecto, {default})",
  "video.framesCount": {
    one: "`{@video.multiframe.frames}` tiene {count, number} entrada: un vídeo multifotograma admite de {min, number} a {max, number} fotogramas clave, una entrada por cada uno.",
    other:
      "`{@video.multiframe.frames}` tiene {count, number} entradas: un vídeo multifotograma admite de {min, number} a {max, number} fotogramas clave, una entrada por cada uno.",
  },
  "video.framesMismatch": {
    one: "`{@video.multiframe.frames}` tiene {count, number} entrada, pero hay {attached, number} fotogramas clave adjuntos: indica una entrada por fotograma clave, separadas por |.",
    other:
      "`{@video.multiframe.frames}` tiene {count, number} entradas, pero hay {attached, number} fotogramas clave adjuntos: indica una entrada por fotograma clave, separadas por |.",
  },
  "video.frameDuration":
    "`{@video.multiframe.frames}`, entrada {n}: la duración debe ser de {min, number} a {max, number} segundos.",
  "video.frameEntryPrompt": "{@video.multiframe.frames}, entrada {n}, prompt",
  "video.keyFrames": {
    one: "Fotogramas clave: adjunta de {min, number} a {max, number} imágenes de fotograma clave (de frame1 a frame{max}); se ha adjuntado {count, number}.",
    other:
      "Fotogramas clave: adjunta de {min, number} a {max, number} imágenes de fotograma clave (de frame1 a frame{max}); se han adjuntado {count, number}.",
  },
  "video.watermark.1": "arriba a la izquierda",
  "video.watermark.2": "arriba a la derecha",
  "video.watermark.3": "abajo a la derecha",
  "video.watermark.4": "abajo a la izquierda",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` usa el prompt recomendado, que cuesta {credits, number} créditos más de lo que costaría este vídeo sin él. No se envía nada hasta que confirmes (en {minutes, number} minutos).",
  "rules.recConfirm": "Confirmar (+{credits, number} créditos)",
  "rules.recExpired":
    "Esta confirmación ha caducado (tras {minutes, number} minutos, o porque flowbot se reinició). No se envió nada: vuelve a ejecutar `{/video}`.",
  "rules.recNotYours": "Solo el miembro que pidió este vídeo puede confirmarlo.",
  "rules.recUsed": "Este vídeo ya se confirmó y está en camino. No se envió nada más.",
} as const satisfies Translation<typeof en>;
