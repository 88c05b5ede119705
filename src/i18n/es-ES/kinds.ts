import type { kinds as en } from "../en/kinds.js";
import type { Translation } from "../message.js";

export const kinds = {
  "permission.ViewChannel": "Ver canal",
  "permission.SendMessages": "Enviar mensajes",
  "permission.EmbedLinks": "Insertar enlaces",
  "permission.AttachFiles": "Adjuntar archivos",
  "permission.ReadMessageHistory": "Leer el historial de mensajes",
  "field.size": "Tamaño",
  "field.timeTaken": "Tiempo empleado",
  "field.credits": "Créditos",
  "field.prompt": "Prompt",
  "image.field": "imagen",
} as const satisfies Translation<typeof en>;
