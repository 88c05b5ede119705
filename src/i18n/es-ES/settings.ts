import type { settings as en } from "../en/settings.js";
import type { Translation } from "../message.js";

export const settings = {
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
  "settings.emojiInvalid":
    "`{@settings.upscale-emoji.emoji}` debe ser un emoji estándar (como 🔍) o uno de los emojis personalizados de este servidor.",
  "settings.emojiForeign":
    "`{@settings.upscale-emoji.emoji}` debe ser un emoji estándar (como 🔍) o uno de los emojis personalizados de este servidor; ese emoji personalizado no es de este servidor.",
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
  "usage.givenBack": {
    one: "no se cuenta {count, number} tarea que falló",
    other: "no se cuentan {count, number} tareas que fallaron",
  },
  "usage.noQuotaGivenBack": {
    one: "Hoy has iniciado {count, number} tarea ({givenBack}); este servidor no fija ningún límite diario.",
    other: "Hoy has iniciado {count, number} tareas ({givenBack}); este servidor no fija ningún límite diario.",
  },
  "usage.withQuotaGivenBack": {
    one: "Hoy has iniciado {count, number} de tus {quota, number} tareas ({givenBack}); el contador se reinicia {resetsAt}.",
    other:
      "Hoy has iniciado {count, number} de tus {quota, number} tareas ({givenBack}); el contador se reinicia {resetsAt}.",
  },
  "language.en": "inglés (English)",
  "language.de": "alemán (Deutsch)",
  "language.fr": "francés (Français)",
  "language.es-ES": "español",
  "language.pt-BR": "portugués de Brasil (Português do Brasil)",
  "language.ja": "japonés (日本語)",
  "language.ko": "coreano (한국어)",
} as const satisfies Translation<typeof en>;
