import type { CommandTexts } from "../../../i18n/index.js";

/** The names and descriptions of the queue feature's commands in every language but English (the definitions' own), by command path (see `CommandTable` in src/i18n/commands/table.ts). */
export const commands = {
  de: {
    queue: ["warteschlange", "Die wartenden und laufenden Aufträge dieses Servers"],
  },
  fr: {
    queue: ["file", "Les tâches en attente et en cours de ce serveur"],
  },
  "es-ES": {
    queue: ["cola", "Las tareas en cola y en curso de este servidor"],
  },
  "pt-BR": {
    queue: ["fila", "As tarefas na fila e em andamento deste servidor"],
  },
  ja: {
    queue: ["キュー", "このサーバーで待機中・実行中のジョブ"],
  },
  ko: {
    queue: ["대기열", "이 서버에서 대기 중·실행 중인 작업"],
  },
} as const satisfies CommandTexts;
