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
  "creative.prefsCount": { one: "{count, number} imagen por tarea", other: "{count, number} imágenes por tarea" },
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
  "field.checkpoint": "Modelo",
  "field.loras": "LoRA",
  "field.sampling": "Muestreo",
  "field.hires": "Segunda pasada",
  "generate.hiresValue": "{scale}×, denoise {denoise}",
  "generate.numberRange": "`{field}` debe ser un número de {min, number} a {max, number}.",
  "generate.badName":
    "`{field}` debe ser un nombre de {min, number} a {max, number} caracteres, sin caracteres de control.",
  "generate.loraWeight":
    "La LoRA `{tag}` no tiene un peso válido: escribe `<lora:NOMBRE:PESO>`, el peso un número de {min, number} a {max, number}.",
  "generate.tooManyLoras": "Como mucho {max, number} LoRA por trabajo.",
  "generate.loraTwice": "La LoRA {name} aparece dos veces: nombra cada una una sola vez.",
  "generate.denoiseWithoutHires":
    "`{@generate.hires_denoise}` es de la segunda pasada: elige también `{@generate.hires}`.",
  "generate.unknownName": "Ningún backend de este bot tiene `{field}` {name}.",
  "generate.unknownNameNear": "Ningún backend de este bot tiene `{field}` {name}. Los más parecidos: {near, or}.",
  "generate.nameDown":
    "{name} solo está en motores que ahora no responden: vuelve a intentarlo cuando alguno vuelva, o elige otro.",
  "generate.notTogether": "Ningún motor tiene {names, list} a la vez: elige unos que estén en el mismo motor.",
  "creative.prefsModelSaved":
    "Guardado. Tu `{/generate}` aquí usa estos cuando no nombras ninguno (la lista del servidor sigue aplicándose):\n{lines}",
  "creative.prefsModel": "Modelo: {name}",
  "creative.prefsSampler": "Sampler: {name}",
} as const satisfies Translation<typeof en>;
