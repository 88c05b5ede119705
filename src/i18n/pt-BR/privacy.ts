import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** Results visible only to the member who asked (`/preferences`), and what Discord allows of them. */
export const privacy = {
  "privacy.resultsPublic": "Resultados: no canal, para todos",
  "privacy.resultsPrivate": "Resultados: visíveis só para mim",
  "privacy.prefsNote":
    "Resultados privados chegam como respostas que só você vê: de comandos, botões e do menu Ampliar imagem. Uma reação não tem essa resposta: a ampliação dela é sempre publicada no canal. O Discord deixa o bot atualizar uma resposta privada por 15 minutos: um trabalho ainda em andamento depois disso é mostrado com `{/show}`.",
  "privacy.lateNote":
    "O Discord só deixa o bot atualizar esta resposta privada por 15 minutos, e o trabalho ainda está em andamento. Quando terminar, `{/show}` com o trabalho `{id}` mostra o resultado para você.",
} as const satisfies Translation<typeof en>;
