import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "button.reroll": "Gerar de novo",
  "field.seed": "Seed",
  "field.steps": "Passos",
  "field.workflow": "Workflow",
  "generate.builtInText": "integrado de texto para imagem",
  "generate.builtInImage": "integrado de imagem para imagem",
  "generate.noWorkflow": 'Este servidor não tem nenhum workflow chamado "{name}". Veja `{/workflow list}`.',
  "generate.noImageInput":
    'O workflow "{name}" não recebe imagem de entrada. Deixe `{@generate.image}` de fora ou escolha outro workflow.',
  "generate.recipeMisfit":
    'O workflow "{name}" não é montado como o embutido (um carregador de checkpoint, prompts codificados com CLIPTextEncode, um KSampler): o modelo, os LoRAs e as configurações de amostragem não podem ser aplicados a ele.',
  "generate.needsImage": 'O workflow "{name}" parte de uma imagem: anexe uma com `{@generate.image}`.',
  "generate.varyTooLarge": "Essa imagem é grande demais para variar.",
  "generate.varyUnreadable": "Essa imagem não pode ser variada: ela {problem}.",
  "creative.upscaleRow": "Ampliar",
  "creative.varyRow": "Variar",
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
  "creative.prefsCount": { one: "{count, number} imagem por tarefa", other: "{count, number} imagens por tarefa" },
  "creative.prefsReset": "Voltar aos padrões do servidor",
  "creative.prefsAspectOwn": "Proporção: a do flowbot",
  "creative.prefsStepsOwn": "Passos: os do flowbot",
  "creative.prefsResetOwn": "Voltar aos padrões do flowbot",
  "creative.imagesField": "Imagens",
  "creative.imagesOrder": "1 a {count, number}, da esquerda para a direita, depois de cima para baixo",
  "privacy.resultsPublic": "Resultados: no canal, para todos",
  "privacy.resultsPrivate": "Resultados: visíveis só para mim",
  "privacy.prefsNote":
    "Resultados privados chegam como respostas que só você vê: de comandos, botões e do menu Ampliar imagem. Uma reação não tem essa resposta: a ampliação dela é sempre publicada no canal. O Discord deixa o bot atualizar uma resposta privada por 15 minutos: um trabalho ainda em andamento depois disso é mostrado com `{/show}`.",
  "creative.prefsImagesSaved":
    "Fora de servidores com o flowbot (DMs, servidores sem ele), suas imagens agora seguem assim: {how}",
  "creative.prefsImages.off": "sem verificação.",
  "creative.prefsImages.spoiler": "uma imagem sinalizada vai atrás de um spoiler.",
  "creative.prefsImages.block":
    "uma imagem sinalizada é retida, e uma imagem sinalizada que você enviar é recusada antes do envio.",
  "field.checkpoint": "Modelo",
  "field.loras": "LoRAs",
  "field.sampling": "Amostragem",
  "field.hires": "Segunda passada",
  "generate.hiresValue": "{scale}×, denoise {denoise}",
  "generate.numberRange": "`{field}` deve ser um número de {min, number} a {max, number}.",
  "generate.badName":
    "`{field}` deve ser um nome de {min, number} a {max, number} caracteres, sem caracteres de controle.",
  "generate.loraWeight":
    "A LoRA `{tag}` não tem um peso válido: escreva `<lora:NOME:PESO>`, o peso um número de {min, number} a {max, number}.",
  "generate.tooManyLoras": "No máximo {max, number} LoRAs por tarefa.",
  "generate.loraTwice": "A LoRA {name} aparece duas vezes: cite cada uma só uma vez.",
  "generate.denoiseWithoutHires":
    "`{@generate.hires_denoise}` é da segunda passada: escolha também `{@generate.hires}`.",
  "generate.unknownName": "Nenhum backend deste bot tem `{field}` {name}.",
  "generate.unknownNameNear": "Nenhum backend deste bot tem `{field}` {name}. Os mais próximos: {near, or}.",
  "generate.nameDown":
    "{name} só está em engines que não respondem agora: tente de novo quando uma voltar, ou escolha outro.",
  "generate.notTogether": "Nenhuma engine tem {names, list} juntos: escolha uns que estejam na mesma engine.",
  "creative.prefsModelSaved":
    "Salvo. Seu `{/generate}` aqui usa estes quando você não cita nenhum (a lista do servidor continua valendo):\n{lines}",
  "creative.prefsModel": "Modelo: {name}",
  "creative.prefsSampler": "Sampler: {name}",
} as const satisfies Translation<typeof en>;
