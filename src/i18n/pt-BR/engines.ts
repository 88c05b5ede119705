import type { engines as en } from "../en/engines.js";
import type { Translation } from "../message.js";

export const engines = {
  "service.engine": "O motor",
  "engine.noneAnswering":
    "Nenhum motor está respondendo agora: nenhum dos motores deste bot pode ser alcançado. Tente de novo em um minuto.",
  "engine.wentAway": "O motor que executava esta tarefa sumiu: ele parou de responder enquanto a tarefa rodava.",
  "engine.unknownEngine":
    "Esta tarefa foi enviada a um motor que este bot não usa mais: ela não pode ser acompanhada lá.",
  "engine.outputGone": "Este arquivo foi gerado em um motor que este bot não conhece mais.",
  "engine.noCheckpoint":
    "O motor escolhido para esta tarefa não tem nenhum checkpoint, então o workflow embutido não pode rodar nele. Peça ao operador do bot para adicionar um.",
  "engine.notSetUp": "Este bot não está configurado para isso: o operador não o conectou ao serviço necessário.",
  "engine.notHeld":
    "Nenhum motor deste bot tem {names, list}: este job não pode rodar. Escolha um modelo que algum deles tenha.",
  "engine.holdersDown":
    "Os motores que têm {names, list} não estão respondendo agora: este job não pôde começar. Tente de novo em um minuto.",
  "engine.noRoom":
    "Todos os motores que podem rodar este job continuaram ocupados até o tempo dele acabar. Tente mais tarde.",
  "engine.shuttingDown": "O bot reiniciou antes de algum motor ter espaço para este job: ele não rodou. Tente de novo.",
} as const satisfies Translation<typeof en>;
