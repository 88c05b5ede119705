import type { creative as en } from "../en/creative.js";
import type { Translation } from "../message.js";

/** Creative controls under a generated image: numbered images, variations, zoom out, pan, remix, permutations. */
export const creative = {
  "creative.upscaleRow": "Ampliar",
  "creative.varyRow": "Variar",
  "creative.varyStrong": "Variar (forte)",
  "creative.varySubtle": "Variar (sutil)",
  "creative.zoomOut": "Afastar {zoom}",
  "creative.remix": "Remixar",
  "creative.variedFrom": "{strength} da imagem {n}",
  "creative.strong": "Variação forte",
  "creative.subtle": "Variação sutil",
  "creative.zoomedFrom": "Afastar {zoom} da imagem {n}",
  "creative.pannedFrom": "Deslocar {direction} a imagem {n}",
  "creative.derived": "De",
  "creative.fallbackNoImage":
    'imagem para imagem integrado: o workflow "{name}" não tem imagem de entrada nem latente vazio para partir de uma imagem',
  "creative.fallbackGone": 'imagem para imagem integrado: o workflow "{name}" não está mais salvo',
  "creative.outpaint": "outpainting integrado",
  "creative.noImageN": "Esse resultado não tem mais a imagem {n}.",
  "creative.tooLarge":
    "Afastar {zoom} deixaria a imagem com {width}×{height}, acima do limite de {max} pixels por lado. O maior afastamento que cabe é {best}.",
  "creative.tooLargeNone":
    "Afastar {zoom} deixaria a imagem com {width}×{height}, acima do limite de {max} pixels por lado: esta imagem não pode ser mais afastada.",
  "creative.panTooLarge":
    "O deslocamento deixaria a imagem com {width}×{height}, acima do limite de {max} pixels por lado: esta imagem não pode ser estendida para esse lado.",
  "creative.remixNegative": "Prompt negativo",
  "creative.permuteAsk":
    "Este prompt gera {count, number} tarefas, uma por combinação:\n{list}\nCada uma conta como uma tarefa na sua cota diária. Executá-las?",
  "creative.permuteQuota": "Sua cota diária: restam {left, number} de {limit, number} tarefas hoje.",
  "creative.permuteRun": "Executar",
  "creative.permuteTooMany":
    "Esse prompt gera {count, number} combinações; no máximo {max, number} podem rodar de uma vez. Coloque menos opções entre as chaves.",
  "creative.permuteStarted": "Iniciadas: {count, number} tarefas.",
  "creative.permuteGone": "Essa escolha expirou: execute o comando de novo.",
  "creative.permuteNotYours": "Só o membro que pediu essas tarefas pode executá-las.",
  "creative.prefsIntro":
    "Seus próprios padrões para `{/generate}` neste servidor. O que você digitar no comando continua valendo, e os limites e regras do servidor se aplicam.",
  "creative.prefsAspectServer": "Proporção: a do servidor",
  "creative.prefsStepsServer": "Passos: os do servidor",
  "creative.prefsCountServer": "Imagens por tarefa: 1 (padrão)",
  "creative.prefsAspect": "Proporção {value}",
  "creative.prefsSteps": "{value} passos",
  "creative.prefsCount": "{value} imagens por tarefa",
  "creative.prefsReset": "Voltar aos padrões do servidor",
  "creative.imagesField": "Imagens",
  "creative.imagesOrder": "1 a {count, number}, da esquerda para a direita, depois de cima para baixo",
} as const satisfies Translation<typeof en>;
