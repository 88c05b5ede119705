import type { settings as en } from "../en/settings.js";
import type { Translation } from "../message.js";

export const settings = {
  "emoji.invalid":
    "`{@settings.upscale-emoji.emoji}` deve ser um emoji padrão (como 🔍) ou um dos emojis personalizados deste servidor.",
  "emoji.foreign":
    "`{@settings.upscale-emoji.emoji}` deve ser um emoji padrão (como 🔍) ou um dos emojis personalizados deste servidor; esse emoji personalizado não é deste servidor.",
  "usage.givenBack": {
    one: "{count, number} tarefa que falhou não é contada",
    other: "{count, number} tarefas que falharam não são contadas",
  },
  "usage.noQuotaGivenBack": {
    one: "Você iniciou {count, number} tarefa hoje ({givenBack}); este servidor não define limite diário.",
    other: "Você iniciou {count, number} tarefas hoje ({givenBack}); este servidor não define limite diário.",
  },
  "usage.withQuotaGivenBack": {
    one: "Você iniciou {count, number} das suas {quota, number} tarefas hoje ({givenBack}); a contagem reinicia {resetsAt}.",
    other:
      "Você iniciou {count, number} das suas {quota, number} tarefas hoje ({givenBack}); a contagem reinicia {resetsAt}.",
  },
} as const satisfies Translation<typeof en>;
