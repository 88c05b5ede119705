import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "button.upscaleAgain": "Ampliar de novo",
  "button.upscaleAgainTo": "Ampliar de novo ({scale})",
  "button.redoUpscale": "Refazer a ampliação",
  "field.engine": "Motor",
  "field.optimizedFor": "Otimizado para",
  "value.automatic": "automático",
  "value.standard": "padrão",
  "upscale.title": "Ampliação {scale}×",
  "upscale.noImage": "Essa mensagem não tem imagem para ampliar.",
  "upscale.menuPermissions":
    "Essa mensagem tem {count, number} imagens; o flowbot responde embaixo dela com todas menos a primeira e, para isso, precisa de {permissions, list} neste canal.",
  "upscale.imageN": "imagem {n}",
  "upscale.largest": "Essa imagem já está na maior escala que o ampliador permite.",
} as const satisfies Translation<typeof en>;
