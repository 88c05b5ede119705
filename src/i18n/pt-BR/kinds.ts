import type { kinds as en } from "../en/kinds.js";
import type { Translation } from "../message.js";

export const kinds = {
  "permission.ViewChannel": "Ver canal",
  "permission.SendMessages": "Enviar mensagens",
  "permission.EmbedLinks": "Inserir links",
  "permission.AttachFiles": "Anexar arquivos",
  "permission.ReadMessageHistory": "Ver histórico de mensagens",
  "field.size": "Tamanho",
  "field.timeTaken": "Tempo gasto",
  "field.credits": "Créditos",
  "field.prompt": "Prompt",
  "image.field": "imagem",
} as const satisfies Translation<typeof en>;
