import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "button.cancelNumbered": "Cancelar {n}",
  "line.queueWaiting": {
    one: "aguardando uma vaga livre: {count, number} na frente neste servidor",
    other: "aguardando uma vaga livre: {count, number} na frente neste servidor",
  },
  "line.queueNext": "aguardando uma vaga livre: é a próxima",
  "queue.empty": "Não há nada na fila nem em andamento neste servidor.",
  "queue.title": "Tarefas na fila e em andamento",
  "queue.line": "{kind} · {user} · {state} · iniciada {time}",
  "queue.link": "mensagem",
  "queue.running": "em andamento",
  "queue.queued": "na fila",
  "queue.submitting": "enviando",
  "queue.partner": "{state} (tarefa do parceiro, sem posição na fila)",
  "queue.unavailable": "{state} (posição na fila indisponível)",
  "queue.engineRoom": "esperando um motor com vaga — {count, number} na frente",
  "queue.ahead": "na fila: {count, number} na frente na fila do serviço",
} as const satisfies Translation<typeof en>;
