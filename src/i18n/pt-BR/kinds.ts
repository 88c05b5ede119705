import type { kinds as en } from "../en/kinds.js";
import type { Translation } from "../message.js";

export const kinds = {
  "permission.ViewChannel": "Ver canal",
  "permission.SendMessages": "Enviar mensagens",
  "permission.EmbedLinks": "Inserir links",
  "permission.AttachFiles": "Anexar arquivos",
  "permission.ReadMessageHistory": "Ver histórico de mensagens",
  "field.seed": "Seed",
  "field.size": "Tamanho",
  "field.steps": "Passos",
  "field.workflow": "Workflow",
  "field.duration": "Duração",
  "field.credits": "Créditos",
  "field.prompt": "Prompt",
  "field.engine": "Motor",
  "field.optimizedFor": "Otimizado para",
  "field.model": "Modelo",
  "field.lengthAsked": "Duração pedida",
  "field.resolution": "Resolução",
  "field.keyFrames": "Quadros-chave",
  "field.took": "Levou",
  "value.seconds": "{n, number} s",
  "value.automatic": "automático",
  "value.standard": "padrão",
  "generate.builtInText": "integrado de texto para imagem",
  "generate.builtInImage": "integrado de imagem para imagem",
  "generate.noWorkflow": 'Este servidor não tem nenhum workflow chamado "{name}". Veja `{/workflow list}`.',
  "generate.noImageInput":
    'O workflow "{name}" não recebe imagem de entrada. Deixe `{@generate.image}` de fora ou escolha outro workflow.',
  "generate.needsImage": 'O workflow "{name}" parte de uma imagem: anexe uma com `{@generate.image}`.',
  "generate.nothingToVary": "Essa tarefa não tem imagem para variar.",
  "generate.varyTooLarge": "Essa imagem é grande demais para variar.",
  "generate.varyUnreadable": "Essa imagem não pode ser variada: ela {problem}.",
  "upscale.title": "Ampliação {scale}×",
  "upscale.noImage": "Essa mensagem não tem imagem para ampliar.",
  "upscale.menuPermissions":
    "Essa mensagem tem {count, number} imagens; o flowbot responde embaixo dela com todas menos a primeira e, para isso, precisa de {permissions, list} neste canal.",
  "upscale.image": "imagem",
  "upscale.imageN": "imagem {n}",
  "upscale.resultGone": "Esse resultado não tem mais a imagem {n}.",
  "upscale.largest": "Essa imagem já está na maior escala que o ampliador permite.",
  "style.title": "Transferência de estilo",
  "enhance.title": "Aprimoramento",
  "video.titleStartEnd": "Vídeo a partir de um quadro inicial",
  "video.titleExtend": "Vídeo estendido",
  "video.titleMultiframe": {
    one: "Vídeo por {count, number} quadro-chave",
    other: "Vídeo por {count, number} quadros-chave",
  },
  "video.title": "Vídeo",
  "video.extendModalTitle": "Estender este vídeo",
  "video.extendModalPrompt": "O que acontece depois (opcional)",
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
} as const satisfies Translation<typeof en>;
