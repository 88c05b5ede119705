import type { kinds as en } from "../en/kinds.js";
import type { Translation } from "../message.js";

export const kinds = {
  "permission.ViewChannel": "Ver canal",
  "permission.SendMessages": "Enviar mensajes",
  "permission.EmbedLinks": "Insertar enlaces",
  "permission.AttachFiles": "Adjuntar archivos",
  "permission.ReadMessageHistory": "Leer el historial de mensajes",
  "field.seed": "Semilla",
  "field.size": "Tamaño",
  "field.steps": "Pasos",
  "field.workflow": "Workflow",
  "field.duration": "Duración",
  "field.credits": "Créditos",
  "field.prompt": "Prompt",
  "field.engine": "Motor",
  "field.optimizedFor": "Optimizado para",
  "field.model": "Modelo",
  "field.lengthAsked": "Duración pedida",
  "field.resolution": "Resolución",
  "field.keyFrames": "Fotogramas clave",
  "field.took": "Tardó",
  "value.seconds": "{n, number} s",
  "value.automatic": "automático",
  "value.standard": "estándar",
  "generate.builtInText": "integrado de texto a imagen",
  "generate.builtInImage": "integrado de imagen a imagen",
  "generate.noWorkflow": "Este servidor no tiene ningún workflow llamado «{name}». Consulta `{/workflow list}`.",
  "generate.noImageInput":
    "El workflow «{name}» no admite imagen de entrada. Quita `{@generate.image}` o elige otro workflow.",
  "generate.needsImage": "El workflow «{name}» parte de una imagen: adjunta una con `{@generate.image}`.",
  "generate.nothingToVary": "Esa tarea no tiene ninguna imagen que variar.",
  "generate.varyTooLarge": "Esa imagen es demasiado grande para variarla.",
  "generate.varyUnreadable": "Esa imagen no se puede variar: {problem}.",
  "upscale.title": "Ampliación {scale}×",
  "upscale.noImage": "Ese mensaje no tiene ninguna imagen que ampliar.",
  "upscale.menuPermissions":
    "Ese mensaje tiene {count, number} imágenes; flowbot responde debajo con todas menos la primera y para ello necesita {permissions, list} en este canal.",
  "upscale.image": "imagen",
  "upscale.imageN": "imagen {n}",
  "upscale.resultGone": "Ese resultado ya no tiene la imagen {n}.",
  "upscale.largest": "Esa imagen ya está a la mayor escala que permite el ampliador.",
  "style.title": "Transferencia de estilo",
  "enhance.title": "Mejora",
  "video.titleStartEnd": "Vídeo a partir de un fotograma inicial",
  "video.titleExtend": "Vídeo alargado",
  "video.titleMultiframe": {
    one: "Vídeo a través de {count, number} fotograma clave",
    other: "Vídeo a través de {count, number} fotogramas clave",
  },
  "video.title": "Vídeo",
  "video.extendModalTitle": "Alargar este vídeo",
  "video.extendModalPrompt": "Qué pasa después (opcional)",
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
} as const satisfies Translation<typeof en>;
