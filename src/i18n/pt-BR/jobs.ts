import type { jobs as en } from "../en/jobs.js";
import type { Translation } from "../message.js";

export const jobs = {
  "job.starting": "⏳ Iniciando…",
  "job.submitting": "Enviando…",
  "job.queuedAhead": { one: "Na fila: {count, number} na frente", other: "Na fila: {count, number} na frente" },
  "job.queuedNext": "Na fila: é a próxima",
  "job.fetching": "Buscando os resultados…",
  "job.runningClassNode": "Executando {nodeClass} (nó {node})",
  "job.runningNode": "Executando o nó {node}",
  "job.runningStart": "Executando: iniciando",
  "job.elapsed": "Tempo decorrido: {duration}",
  "job.title": "Tarefa",
  "job.titleKind": "Tarefa ({kind})",
  "job.requestedBy": "Solicitado por {user}",
  "job.fromImage": "A partir da imagem {n} [desta mensagem]({url})",
  "job.fromMessage": "A partir [desta mensagem]({url})",
  "job.footer": "Tarefa {id}",
  "job.cancelled": "Cancelada.",
  "job.failed": "**Falhou.** {reason}",
  "job.didNotFinish": "A tarefa não terminou.",
  "job.notify.done": "{user} sua tarefa está pronta.",
  "job.notify.cancelled": "{user} sua tarefa foi cancelada.",
  "job.notify.failed": "{user} sua tarefa falhou.",
  "duration.seconds": "{s}s",
  "duration.minutes": "{m}min {s}s",
  "state.waiting": "Aguardando",
  "state.working": "Em andamento",
  "state.done": "Concluída",
  "state.failed": "Falhou",
  "state.queued": "Na fila",
  "state.rendering": "Renderizando",
  "fail.interruptedElsewhere": "O serviço interrompeu esta tarefa: ela foi cancelada fora deste bot.",
  "fail.deadline": {
    one: "Ela não terminou em {count, number} minuto, então o bot parou de esperar.",
    other: "Ela não terminou em {count, number} minutos, então o bot parou de esperar.",
  },
  "fail.deadlineNoLimit": "Ela não terminou dentro do tempo limite, então o bot parou de esperar.",
  "fail.keyRemoved":
    "A chave de API deste servidor foi removida enquanto a tarefa estava em andamento; uma tarefa nunca passa para outra chave.",
  "fail.operatorKeyRemoved": "A chave de API padrão do bot foi removida enquanto a tarefa estava em andamento.",
  "fail.restartNoTrace":
    "O bot reiniciou enquanto iniciava esta tarefa, e o serviço não tem registro dela na fila nem em execução. Execute de novo se ainda quiser.",
  "fail.restartUnconfirmed":
    "O bot reiniciou enquanto iniciava esta tarefa, antes de o serviço confirmá-la. Se ela rodou, o resultado não pôde ser recuperado; execute de novo se ainda quiser.",
  "fail.generic": "A tarefa falhou.",
  "fail.serviceFailed": "O serviço informou que a tarefa falhou.",
  "fail.lost": "O serviço não conhece mais esta tarefa.",
  "fail.keyRefusedWhileRunning":
    "O serviço deixou de aceitar a chave de API com que esta tarefa foi enviada durante a tarefa.",
  "fail.partner": "O serviço parceiro não conseguiu fazer isso: {detail}.",
  "fail.partnerGeneric": "O serviço parceiro não conseguiu fazer isso: a tarefa falhou.",
  "fail.unreadableKey":
    "Não foi possível ler a chave de API salva deste servidor (a chave secreta do bot pode ter mudado desde que ela foi salva). Um membro com Gerenciar servidor pode defini-la de novo com `{/settings key}`.",
  "note.outputsUnreadable": "Não foi possível ler a lista de resultados do serviço.",
  "note.noFiles": "A tarefa terminou, mas não gerou nenhum arquivo.",
  "note.tooManyFiles": "{file} não foi anexado: uma mensagem comporta no máximo {max, number} arquivos.",
  "note.whyTotal": "os outros arquivos da mensagem já ocupam quase todos os {max} que uma mensagem comporta",
  "note.whyFile": "ele passa do limite de upload deste servidor ({max})",
  "note.reencoded": "{file} foi recodificado ({how}) porque {why}.",
  "note.reencodedLinked": "{file} foi recodificado ({how}) porque {why}; o original: {link}",
  "note.reencodedHow": "{format} com qualidade {quality, number}",
  "note.reencodedHowResized": "{format} com qualidade {quality, number}, {width}×{height}",
  "note.fetchFailed": "Não foi possível buscar {file} no serviço ({reason}).",
  "note.linked": "{file} foi enviado como link em vez de anexo porque {why}: {link}",
  "note.notAttached":
    "{file} não foi anexado: {why}. (O bot envia links desses arquivos quando o operador define FLOWBOT_PUBLIC_URL.)",
  "note.reasonTimeout": "o tempo esgotou",
  "note.reasonHttp": "o armazenamento respondeu HTTP {status}",
  "note.reasonNetwork": "a conexão falhou",
  "admit.noKey":
    "Este servidor ainda não tem chave de API. Um membro com Gerenciar servidor pode adicionar uma com `{/settings key}`.",
  "admit.permissions":
    "O flowbot precisa destas permissões neste canal para publicar os resultados: {permissions, list}.",
  "admit.channels": "Neste servidor, as tarefas só podem ser iniciadas em {channels, or}.",
  "admit.busy": {
    one: "Este servidor já tem {count, number} tarefa em andamento, o limite dele. Tente de novo quando ela terminar.",
    other:
      "Este servidor já tem {count, number} tarefas em andamento, o limite dele. Tente de novo quando uma terminar.",
  },
  "line.waiting": {
    one: "Aguardando uma vaga livre: {count, number} na frente neste servidor",
    other: "Aguardando uma vaga livre: {count, number} na frente neste servidor",
  },
  "line.next": "Aguardando uma vaga livre: é a próxima",
  "line.full": {
    one: "Este servidor já tem {count, number} tarefa aguardando uma vaga livre, o máximo dele. Tente de novo quando a fila estiver menor (`{/queue}` mostra a fila).",
    other:
      "Este servidor já tem {count, number} tarefas aguardando uma vaga livre, o máximo dele. Tente de novo quando a fila estiver menor (`{/queue}` mostra a fila).",
  },
  "line.cancelledWhileWaiting": "Cancelada enquanto aguardava uma vaga livre.",
  "line.notMadeAgain":
    "O bot reiniciou enquanto esta tarefa aguardava uma vaga livre, e este tipo de tarefa não pode ser iniciado de novo a partir do que foi registrado. Execute-a de novo se ainda quiser.",
  "line.noDatabase":
    "O bot não conseguiu acessar o banco de dados para iniciar esta tarefa. Tente de novo daqui a pouco.",
  "job.cannotStop": "Este tipo de tarefa não pode ser interrompido no serviço depois de começar.",
  "job.notRunning": "Esta tarefa não está mais rodando no serviço, então não há nada para interromper.",
} as const satisfies Translation<typeof en>;
