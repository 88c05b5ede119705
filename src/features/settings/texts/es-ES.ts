import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "common.settingGone": "El ajuste {name} no está disponible en esta versión del bot.",
  "common.needsManageServer":
    "Solo los miembros con el permiso Gestionar servidor pueden cambiar los ajustes de flowbot.",
  "common.all": "todos",
  "common.builtIn": "integrado",
  "engine.whereTitle": "Dónde se ejecutan los workflows",
  "engine.whereCloud": "Generación de imágenes: en la nube, con la clave propia de este servidor.",
  "engine.whereEngines": "Generación de imágenes: en los motores propios de este bot ({count}).",
  "rules.budgetRange": "`{@settings.credit-budget.credits}` debe estar entre {min, number} y {max, number}.",
  "rules.budgetNone": "Guardado. Este servidor no fija ningún presupuesto mensual de créditos.",
  "rules.budgetSaved": {
    one: "Guardado. Cuando las tareas de este servidor hayan usado {count, number} crédito en un mes (UTC), las tareas de vídeo se rechazarán hasta el mes siguiente.",
    other:
      "Guardado. Cuando las tareas de este servidor hayan usado {count, number} créditos en un mes (UTC), las tareas de vídeo se rechazarán hasta el mes siguiente.",
  },
  "rules.negativeNone": "Guardado. `{/generate}` no añade ningún prompt negativo de este servidor.",
  "rules.negativeSaved": "Guardado. Ahora cada `{/generate}` añade {text} a su prompt negativo.",
  "rules.negativeSavedWithout":
    "Guardado. Ahora cada `{/generate}` añade {text} a su prompt negativo. Los flujos de trabajo guardados sin entrada negativa se ejecutan sin él: {workflows, list} (`{/workflow map}` puede darles una).",
  "rules.termAdded": {
    one: "Guardado. Ahora {term} se rechaza en cualquier texto que envíe un miembro ({count, number} término prohibido de {max, number}).",
    other:
      "Guardado. Ahora {term} se rechaza en cualquier texto que envíe un miembro ({count, number} términos prohibidos de {max, number}).",
  },
  "rules.termAlready": {
    one: "Guardado. {term} ya se rechazaba en cualquier texto que envíe un miembro ({count, number} término prohibido de {max, number}).",
    other:
      "Guardado. {term} ya se rechazaba en cualquier texto que envíe un miembro ({count, number} términos prohibidos de {max, number}).",
  },
  "rules.termRemoved": {
    one: "Guardado. {term} ya no se rechaza (queda {count, number} término prohibido).",
    other: "Guardado. {term} ya no se rechaza (quedan {count, number} términos prohibidos).",
  },
  "rules.termNotBanned":
    "`{@settings.banned-terms.remove.term}`: {term} no es un término prohibido aquí (`{/settings banned-terms list}` los muestra).",
  "rules.termsFull":
    "`{@settings.banned-terms.add.term}`: se pueden prohibir como máximo {max, number} términos. Quita uno primero.",
  "rules.termsCleared": "Guardado. Este servidor no prohíbe ningún término.",
  "rules.listEmpty": "Este servidor no prohíbe ningún término. Añade uno con `{/settings banned-terms add}`.",
  "rules.listHead":
    "Términos prohibidos ({count, number} de {max, number}), buscados como palabras completas, sin importar mayúsculas ni acentos:",
  "rules.listHeadFile":
    "Términos prohibidos ({count, number} de {max, number}), buscados como palabras completas, sin importar mayúsculas ni acentos: consulta el archivo adjunto, uno por línea.",
  "settings.keyRemoved": "Se ha eliminado la clave de API de este servidor.",
  "settings.keyModalTitle": "Poner la clave de API de este servidor",
  "settings.keyModalLabel": "Clave de API de la plataforma",
  "settings.keyInvalid":
    "`key` debe tener de {min, number} a {max, number} caracteres ASCII visibles (letras, dígitos, signos de puntuación), sin espacios.",
  "settings.keyRefused":
    "El servicio ha rechazado esa clave (401). No se ha guardado nada; revisa la clave y vuelve a intentarlo.",
  "settings.keySaved": "Guardado. Este servidor usa ahora la clave de API que termina en `{last4}`.",
  "settings.defaultsNone":
    "Indica al menos uno de estos: `{@settings.defaults.width}`, `{@settings.defaults.height}` o `{@settings.defaults.steps}`.",
  "settings.defaultsSaved": {
    one: "Guardado. `{/generate}` usa ahora por defecto {width}×{height}, {count, number} paso.",
    other: "Guardado. `{/generate}` usa ahora por defecto {width}×{height}, {count, number} pasos.",
  },
  "settings.emojiSaved": "Guardado. Reaccionar con {emoji} a una imagen ahora la amplía.",
  "settings.quotaNone": "Guardado. Los miembros pueden iniciar todas las tareas que quieran al día.",
  "settings.quotaSaved": {
    one: "Guardado. Cada miembro puede iniciar {count, number} tarea al día (el contador se reinicia a medianoche UTC).",
    other:
      "Guardado. Cada miembro puede iniciar {count, number} tareas al día (el contador se reinicia a medianoche UTC).",
  },
  "settings.concurrencySaved": {
    one: "Guardado. Este servidor ejecuta ahora como máximo {count, number} tarea a la vez.",
    other: "Guardado. Este servidor ejecuta ahora como máximo {count, number} tareas a la vez.",
  },
  "settings.channelsAll": "Guardado. Las tareas pueden iniciarse en cualquier canal.",
  "settings.channelsSome": "Guardado. Las tareas solo pueden iniciarse en {channels, list}.",
  "settings.channelInvalid": "`{@settings.channels.add.channel}` debe ser un canal de este servidor.",
  "settings.channelNotListed":
    "`{@settings.channels.add.channel}`: {channel} no está en la lista de canales permitidos.",
  "settings.channelWrongType":
    "`{@settings.channels.add.channel}` debe ser un canal de texto o de anuncios de este servidor.",
  "settings.channelsFull":
    "`{@settings.channels.add.channel}`: se pueden permitir como máximo {max, number} canales. Quita uno primero.",
  "settings.languageSaved": "Guardado. Los mensajes de las tareas de este servidor ahora están en {language}.",
  "settings.languageDefault":
    "Guardado. Los mensajes de las tareas de este servidor siguen ahora el idioma de la comunidad del servidor o, si no tiene, el inglés.",
  "show.title": "Ajustes de flowbot",
  "show.apiKey": "Clave de API",
  "show.keySet": "configurada, termina en `{last4}`",
  "show.keyOperator": "sin configurar (se usa la clave del operador)",
  "show.keyNotSet": "sin configurar: `{/settings key}`",
  "show.defaultWorkflow": "Workflow predeterminado",
  "show.defaultSize": "Tamaño predeterminado",
  "show.sizeValue": { one: "{width}×{height}, {count, number} paso", other: "{width}×{height}, {count, number} pasos" },
  "show.upscaleEmoji": "Emoji para ampliar",
  "show.dailyQuota": "Cuota diaria por miembro",
  "show.jobsAtOnce": "Tareas a la vez",
  "show.channels": "Canales",
  "show.language": "Idioma de los mensajes de las tareas",
  "show.languageDefault": "{language} (el predeterminado del servidor)",
  "show.yourUse": "Tu uso de hoy",
  "show.bannedTerms": "Términos prohibidos",
  "show.bannedTermsCount": { one: "{count, number} término prohibido", other: "{count, number} términos prohibidos" },
  "show.bannedTermsValue": {
    one: "{count, number} término prohibido (`{/settings banned-terms list}`)",
    other: "{count, number} términos prohibidos (`{/settings banned-terms list}`)",
  },
  "show.negativePrompt": "Prompt negativo",
  "show.creditsMonth": "Créditos de este mes",
  "show.creditsBudget": "{used, number} de {budget, number}; el contador se reinicia {resetsAt}",
  "show.creditsNoBudget": "{used, number} (sin presupuesto mensual); el contador se reinicia {resetsAt}",
  "show.topMembers": "Miembros que más han usado este mes",
  "show.topNobody": "nadie ha usado créditos todavía",
  "language.en": "inglés (English)",
  "language.de": "alemán (Deutsch)",
  "language.fr": "francés (Français)",
  "language.es-ES": "español",
  "language.pt-BR": "portugués de Brasil (Português do Brasil)",
  "language.ja": "japonés (日本語)",
  "language.ko": "coreano (한국어)",
  "images.none": "Indica al menos una de sus opciones: `check`, `strictness` o `age_restricted`.",
  "images.saved": "Revisión de imágenes guardada:\n{policy}",
  "images.mode.off": "Desactivada: las imágenes no se revisan.",
  "images.mode.spoiler": "Una imagen marcada se envía tras un spoiler, con una línea que dice por qué.",
  "images.mode.block":
    "Una imagen marcada se retiene; una imagen marcada que da un miembro se rechaza antes de enviarla.",
  "images.threshold": "Rigor {strictness}: se marca una puntuación de {threshold} o más.",
  "images.operatorThreshold":
    "Se marca una puntuación de {threshold} o más (lo fijó el operador del bot para todos los servidores).",
  "images.strictness.strict": "estricto",
  "images.strictness.balanced": "equilibrado",
  "images.strictness.lenient": "permisivo",
  "images.ageRestricted.exempt": "Los canales con restricción de edad no se revisan.",
  "images.ageRestricted.checked": "Los canales con restricción de edad también se revisan.",
  "show.images": "Revisión de imágenes",
  "show.models": "Modelos",
  "models.none": "Indica un `model` o una `lora`.",
  "models.saved": "Ajustes de modelos guardados:\n{summary}",
  "models.tooMany": "Como mucho {max, number} nombres en cada lista.",
  "models.default": "Modelo por defecto: {name}",
  "models.defaultNone": "Modelo por defecto: el del flujo de trabajo",
  "models.offeredModels": "Modelos ofrecidos: {names}",
  "models.offeredLoras": "LoRA ofrecidas: {names}",
  "models.all": "todos los que tienen los motores",
  "models.restricted": "Solo en canales con restricción de edad: {names}",
  "models.unknown": "Ningún motor de este bot tiene `{field}` {name}.",
  "models.unknownNear": "Ningún motor de este bot tiene `{field}` {name}. Los más parecidos: {near, or}.",
} as const satisfies Translation<typeof en>;
