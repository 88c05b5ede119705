import type { CommandTexts } from "../../../i18n/index.js";

/** The names and descriptions of the cancel feature's commands in every language but English (the definitions' own), by command path (see `CommandTable` in src/i18n/commands/table.ts). */
export const commands = {
  de: {
    cancel: ["abbrechen", "Einen laufenden oder wartenden Auftrag abbrechen"],
    "cancel.job": ["auftrag", "Der Auftrag"],
  },
  fr: {
    cancel: ["annuler", "Annuler une tâche en cours ou en attente"],
    "cancel.job": ["tâche", "La tâche"],
  },
  "es-ES": {
    cancel: ["cancelar", "Cancela una tarea en curso o en espera"],
    "cancel.job": ["tarea", "La tarea"],
  },
  "pt-BR": {
    cancel: ["cancelar", "Cancela uma tarefa em andamento ou na fila"],
    "cancel.job": ["tarefa", "A tarefa"],
  },
  ja: {
    cancel: ["キャンセル", "実行中または待機中のジョブをキャンセルします"],
    "cancel.job": ["ジョブ", "対象のジョブ"],
  },
  ko: {
    cancel: ["취소", "실행 중이거나 대기 중인 작업을 취소해요"],
    "cancel.job": ["작업", "대상 작업"],
  },
} as const satisfies CommandTexts;
