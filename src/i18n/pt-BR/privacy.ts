import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** What a private reply says when Discord's 15 minutes end before its job does. */
export const privacy = {
  "privacy.lateNote":
    "O Discord só deixa o bot atualizar esta resposta privada por 15 minutos, e o trabalho ainda está em andamento. Quando terminar, `{/show}` com o trabalho `{id}` mostra o resultado para você.",
} as const satisfies Translation<typeof en>;
