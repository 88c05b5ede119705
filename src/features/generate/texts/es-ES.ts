import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "button.reroll": "Repetir",
  "field.seed": "Semilla",
  "field.steps": "Pasos",
  "field.workflow": "Workflow",
  "generate.builtInText": "integrado de texto a imagen",
  "generate.builtInImage": "integrado de imagen a imagen",
  "generate.noWorkflow": "Este servidor no tiene ningún workflow llamado «{name}». Consulta `{/workflow list}`.",
  "generate.noImageInput":
    "El workflow «{name}» no admite imagen de entrada. Quita `{@generate.image}` o elige otro workflow.",
  "generate.recipeMisfit":
    "El workflow «{name}» no está construido como el integrado (un cargador de checkpoint, prompts codificados con CLIPTextEncode, un KSampler): no se le pueden aplicar el modelo, los LoRA ni los ajustes de muestreo.",
  "generate.needsImage": "El workflow «{name}» parte de una imagen: adjunta una con `{@generate.image}`.",
  "generate.varyTooLarge": "Esa imagen es demasiado grande para variarla.",
  "generate.varyUnreadable": "Esa imagen no se puede variar: {problem}.",
  "creative.upscaleRow": "Ampliar",
  "creative.varyRow": "Variar",
  "creative.remix": "Remezclar",
  "creative.variedFrom": "{strength} de la imagen {n}",
  "creative.strong": "Variación fuerte",
  "creative.subtle": "Variación sutil",
  "creative.zoomedFrom": "Alejar {zoom} de la imagen {n}",
  "creative.pannedFrom": "Desplazar {direction} la imagen {n}",
  "creative.derived": "De",
  "creative.fallbackNoImage":
    "imagen a imagen integrado: el flujo «{name}» no tiene imagen de entrada ni latente vacío desde el que partir de una imagen",
  "creative.fallbackGone": "imagen a imagen integrado: el flujo «{name}» ya no está guardado",
  "creative.outpaint": "outpainting integrado",
  "creative.noImageN": "Ese resultado ya no tiene imagen {n}.",
  "creative.tooLarge":
    "Alejar {zoom} haría la imagen de {width}×{height}, por encima del límite de {max} píxeles por lado. El mayor alejamiento que cabe es {best}.",
  "creative.tooLargeNone":
    "Alejar {zoom} haría la imagen de {width}×{height}, por encima del límite de {max} píxeles por lado: esta imagen no se puede alejar más.",
  "creative.panTooLarge":
    "El desplazamiento haría la imagen de {width}×{height}, por encima del límite de {max} píxeles por lado: esta imagen no se puede ampliar hacia ese lado.",
  "creative.remixNegative": "Prompt negativo",
  "creative.permuteAsk":
    "Este prompt genera {count, number} tareas, una por combinación:\n{list}\nCada una cuenta como una tarea en tu cuota diaria. ¿Ejecutarlas?",
  "creative.permuteQuota": "Tu cuota diaria: te quedan {left, number} de {limit, number} tareas hoy.",
  "creative.permuteRun": "Ejecutarlas",
  "creative.permuteTooMany":
    "Ese prompt genera {count, number} combinaciones; como mucho pueden ejecutarse {max, number} a la vez. Pon menos opciones entre las llaves.",
  "creative.permuteStarted": "Iniciadas: {count, number} tareas.",
  "creative.permuteGone": "Esa elección ha caducado: vuelve a ejecutar el comando.",
  "creative.permuteNotYours": "Solo el miembro que pidió estas tareas puede ejecutarlas.",
  "creative.prefsIntro":
    "Tus propios valores por defecto para `{/generate}` en este servidor. Lo que escribas en el comando sigue mandando, y se aplican los límites y reglas del servidor.",
  "creative.prefsAspectServer": "Proporción: la del servidor",
  "creative.prefsStepsServer": "Pasos: los del servidor",
  "creative.prefsCountServer": "Imágenes por tarea: 1 (por defecto)",
  "creative.prefsAspect": "Proporción {value}",
  "creative.prefsSteps": "{value} pasos",
  "creative.prefsCount": "{value} imágenes por tarea",
  "creative.prefsReset": "Volver a los valores del servidor",
  "creative.prefsAspectOwn": "Proporción: la de flowbot",
  "creative.prefsStepsOwn": "Pasos: los de flowbot",
  "creative.prefsResetOwn": "Volver a los valores de flowbot",
  "creative.imagesField": "Imágenes",
  "creative.imagesOrder": "1 a {count, number}, de izquierda a derecha y de arriba abajo",
  "privacy.resultsPublic": "Resultados: en el canal, para todos",
  "privacy.resultsPrivate": "Resultados: visibles solo para mí",
  "privacy.prefsNote":
    "Los resultados privados llegan como respuestas que solo tú ves: de comandos, botones y el menú Ampliar imagen. Una reacción no tiene esa respuesta: su escalado siempre se publica en el canal. Discord deja que el bot actualice una respuesta privada durante 15 minutos: un trabajo que siga en marcha después se muestra con `{/show}`.",
  "creative.prefsImagesSaved":
    "Fuera de servidores con flowbot (MD, servidores sin él), tus imágenes se tratan ahora así: {how}",
  "creative.prefsImages.off": "sin revisión.",
  "creative.prefsImages.spoiler": "una imagen marcada se envía tras un spoiler.",
  "creative.prefsImages.block":
    "una imagen marcada se retiene, y una imagen marcada que des se rechaza antes de enviarla.",
  "region.workflow": "Inpainting integrado",
  "region.variedFrom": "Variar (zona), {region}, de la imagen {n}",
  "region.left": "mitad izquierda",
  "region.right": "mitad derecha",
  "region.top": "mitad superior",
  "region.bottom": "mitad inferior",
  "region.centre": "centro",
  "region.outside": "todo menos el centro",
  "region.painted": "zona pintada",
  "region.pick": "¿Qué parte de la imagen {n} debe cambiar? El resto queda exactamente igual.",
  "region.link":
    "Pinta la parte de la imagen {n} que quieres cambiar, mantén o cambia el prompt y envía: la variación aparece bajo la imagen. El enlace es solo tuyo, sirve una vez y caduca {expires}.",
  "region.open": "Pintar la zona",
  "region.maskUnreadable": "La zona pintada no es una imagen.",
  "region.maskSize": "La zona pintada debe medir {width}×{height}, el tamaño de la imagen.",
  "region.maskEmpty": "No hay nada pintado: pinta la parte de la imagen que quieres cambiar.",
  "region.maskFull": "Está pintada toda la imagen: deja una parte como está, o usa Variar.",
} as const satisfies Translation<typeof en>;
