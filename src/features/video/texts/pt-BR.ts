import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "button.extend": "Estender",
  "check.rangeUnit": "`{field}` deve ser um número inteiro de {min, number} a {max, number} {unit}.",
  "check.text": "`{field}` deve ser texto.",
  "check.blank": "`{field}` não pode ficar em branco.",
  "check.boolean": "`{field}` deve ser True ou False.",
  "check.url": "`{field}` deve ser uma URL http(s).",
  "check.urlCredentials": "`{field}` não pode conter nome de usuário nem senha.",
  "check.idChars": "`{field}` só pode conter letras, dígitos, _, . e -.",
  "check.looksLike": "`{field}` deve ter o formato {example}.",
  "check.noEffect": "`{field}` não tem efeito em {model} (só em {takers, or}): deixe de fora ou escolha outro modelo.",
  "check.onlyWith": "`{field}` só se aplica com `{other}: True`.",
  "check.duration": "`{@video.start-end.duration}` deve ser de {min, number} a {max, number} segundos para {model}.",
  "check.pickJob": "`{@video.extend.job}`: nenhum vídeo concluído deste servidor tem esse ID. Escolha um da lista.",
  "check.noCreation":
    "`{@video.extend.job}`: o serviço não informou a criação desse vídeo, então ele não pode ser estendido.",
  "check.jobOrUrl":
    "Informe `{@video.extend.job}` ou `{@video.extend.video_url}` com `{@video.extend.video_creation_id}`, não os dois.",
  "check.jobRequired":
    "`{@video.extend.job}` é obrigatório: escolha um dos vídeos concluídos deste servidor ou informe `{@video.extend.video_url}` com `{@video.extend.video_creation_id}`.",
  "check.urlWithId": "`{@video.extend.video_url}` e `{@video.extend.video_creation_id}` devem ser informados juntos.",
  "check.attachRequired": "`{field}` é obrigatório: anexe uma imagem.",
  "check.durationOthers":
    "`{@video.start-end.duration}` deve ser de {min, number} a {max, number} segundos para {model} ({others}).",
  "check.modelRange": "{model}: {min, number} a {max, number}",
  "check.rangesJoin": "{first}, {rest}",
  "check.seconds": "segundos",
  "check.disallowed": "`{field}` tem caracteres não permitidos.",
  "image.totalSize": "{fields, list} devem ter juntos no máximo {max}; eles têm {size}.",
  "job.progress": "Progresso: {percent, number}%",
  "job.readyAt": "Pronto {time}",
  "job.credits": "Créditos: {credits, number}",
  "field.model": "Modelo",
  "field.lengthAsked": "Duração pedida",
  "field.length": "Duração",
  "field.resolution": "Resolução",
  "field.keyFrames": "Quadros-chave",
  "value.seconds": "{n, number} s",
  "video.titleStartEnd": "Vídeo a partir de um quadro inicial",
  "video.titleExtend": "Vídeo estendido",
  "video.titleMultiframe": {
    one: "Vídeo por {count, number} quadro-chave",
    other: "Vídeo por {count, number} quadros-chave",
  },
  "video.title": "Vídeo",
  "video.extendModalTitle": "Estender este vídeo",
  "video.extendModalPrompt": "O que acontece depois (opcional)",
  "video.extendModalPromptField": "O que acontece depois",
  "video.extendModalSecondsField": "Segundos a adicionar",
  "video.extendModalModel": "Estende com {model}: {original} não consegue estender vídeos.",
  "video.modelChanged": "{model} ({original} não consegue estender vídeos)",
  "video.extendModalSeconds": "Segundos a adicionar, {min}-{max} (padrão {default})",
  "video.framesCount": {
    one: "`{@video.multiframe.frames}` tem {count, number} entrada: um vídeo com vários quadros aceita de {min, number} a {max, number} quadros-chave, uma entrada para cada.",
    other:
      "`{@video.multiframe.frames}` tem {count, number} entradas: um vídeo com vários quadros aceita de {min, number} a {max, number} quadros-chave, uma entrada para cada.",
  },
  "video.framesMismatch": {
    one: "`{@video.multiframe.frames}` tem {count, number} entrada, mas há {attached, number} quadros-chave anexados: informe uma entrada por quadro-chave, separadas por |.",
    other:
      "`{@video.multiframe.frames}` tem {count, number} entradas, mas há {attached, number} quadros-chave anexados: informe uma entrada por quadro-chave, separadas por |.",
  },
  "video.frameDuration":
    "`{@video.multiframe.frames}`, entrada {n}: a duração deve ser de {min, number} a {max, number} segundos.",
  "video.frameEntryPrompt": "{@video.multiframe.frames}, entrada {n}, prompt",
  "video.keyFrames": {
    one: "Quadros-chave: anexe de {min, number} a {max, number} imagens de quadro-chave (frame1 a frame{max}); {count, number} foi anexada.",
    other:
      "Quadros-chave: anexe de {min, number} a {max, number} imagens de quadro-chave (frame1 a frame{max}); {count, number} foram anexadas.",
  },
  "video.watermark.1": "superior esquerdo",
  "video.watermark.2": "superior direito",
  "video.watermark.3": "inferior direito",
  "video.watermark.4": "inferior esquerdo",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` usa o prompt recomendado, que custa {credits, number} créditos a mais do que este vídeo custaria sem ele. Nada é enviado até você confirmar (em até {minutes, number} minutos).",
  "rules.recConfirm": "Confirmar (+{credits, number} créditos)",
  "rules.recExpired":
    "Esta confirmação expirou (após {minutes, number} minutos, ou porque o flowbot reiniciou). Nada foi enviado: execute `{/video}` de novo.",
  "rules.recNotYours": "Só o membro que pediu este vídeo pode confirmá-lo.",
  "rules.recUsed": "Este vídeo já foi confirmado e está a caminho. Nada mais foi enviado.",
} as const satisfies Translation<typeof en>;
