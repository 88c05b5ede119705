import type { imageCheck as en } from "../en/image-check.js";
import type { Translation } from "../message.js";

/** What the image check says in a job's message, and to a member whose image it refused (src/image-check). */
export const imageCheck = {
  "check.spoilered": "{file} está atrás de um spoiler: a verificação de imagens o sinalizou ({why}).",
  "check.heldBack": "{file} foi retido: a verificação de imagens o sinalizou ({why}).",
  "check.heldJob": "A verificação de imagens reteve o resultado deste trabalho.",
  "check.whyScore": "pontuação {score}",
  "check.whyUnreadable": "não foi possível lê-lo",
  "check.inputRefused":
    "`{field}`: a verificação de imagens sinalizou esta imagem ({why}), e imagens sinalizadas são retidas aqui. Nada foi enviado.",
} as const satisfies Translation<typeof en>;
