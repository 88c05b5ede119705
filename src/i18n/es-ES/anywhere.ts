/** Textos de flowbot fuera de los servidores que lo añadieron: la clave propia de un miembro. */
export const anywhere = {
  "anywhere.serverOnly":
    "Esto solo funciona en los servidores que añadieron flowbot. Fuera de ellos puedes usar {commands, list}.",
  "anywhere.noKey":
    "Fuera de los servidores que añadieron flowbot, tus trabajos usan tu propia clave de API de la plataforma, y aún no has puesto ninguna. Ponla en privado con `{/preferences} {@preferences.key}:poner`. Se guarda cifrada, solo se muestran sus últimos cuatro caracteres y solo paga tus propios trabajos.",
  "anywhere.keyModalTitle": "Tu propia clave de API",
  "anywhere.keySaved":
    "Guardada. Tus trabajos fuera de los servidores que añadieron flowbot usan ahora tu clave que termina en `{last4}`; no paga nada más.",
  "anywhere.keyRemoved": "Se ha quitado tu propia clave de API.",
  "anywhere.keyShown":
    "Tu propia clave de API, para tus trabajos fuera de los servidores que añadieron flowbot: termina en `{last4}`.",
  "anywhere.keyNotSet":
    "Tu propia clave de API, para tus trabajos fuera de los servidores que añadieron flowbot: sin poner (`{/preferences} {@preferences.key}:poner`).",
  "anywhere.quotaRefused": {
    one: "Has usado tu {count, number} trabajo de hoy fuera de los servidores que añadieron flowbot. El contador se reinicia {resetsAt}.",
    other:
      "Has usado tus {count, number} trabajos de hoy fuera de los servidores que añadieron flowbot. El contador se reinicia {resetsAt}.",
  },
  "anywhere.bannedTerm":
    "flowbot rechaza esta solicitud: `{field}` contiene un término que no permite fuera de los servidores que lo añadieron. No se ha enviado nada.",
  "anywhere.bannedTermFrame":
    "flowbot rechaza esta solicitud: la entrada {n} de `{@video.multiframe.frames}` contiene un término que no permite fuera de los servidores que lo añadieron. No se ha enviado nada.",
  "anywhere.prefsIntro":
    "Tus propios valores por defecto para `{/generate}` fuera de los servidores que añadieron flowbot. Lo que escribas en el comando sigue mandando, y se aplican los límites y reglas de flowbot.",
  "anywhere.unreadableKey":
    "No se ha podido leer tu clave de API guardada (puede que la clave secreta del bot haya cambiado desde que se guardó). Vuelve a ponerla con `{/preferences} {@preferences.key}:poner`.",
  "anywhere.keyRefused":
    "{service} ha rechazado tu propia clave de API. Pon una nueva con `{/preferences} {@preferences.key}:poner`.",
  "anywhere.outOfCredits":
    "La cuenta de tu propia clave de API se ha quedado sin créditos. Recárgala y vuelve a intentarlo.",
  "anywhere.inactiveSubscription":
    "La suscripción de tu propia clave de API no está activa. Para ejecutar workflows hace falta una suscripción activa.",
} as const;
