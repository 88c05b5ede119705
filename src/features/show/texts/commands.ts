import type { CommandTexts } from "../../../i18n/index.js";

/** The names and descriptions of the show feature's commands in every language but English (the definitions' own), by command path (see `CommandTable` in src/i18n/commands/table.ts). */
export const commands = {
  de: {
    show: ["zeigen", "Einen Auftrag erneut zeigen: sein Ergebnis oder wie weit er ist"],
    "show.job": ["auftrag", "Der Auftrag (deine letzten werden aufgelistet)"],
  },
  fr: {
    show: ["montrer", "Montrer à nouveau une tâche : son résultat ou son avancement"],
    "show.job": ["tâche", "La tâche (tes tâches récentes sont listées)"],
  },
  "es-ES": {
    show: ["mostrar", "Vuelve a mostrar una tarea: su resultado o cuánto ha avanzado"],
    "show.job": ["tarea", "La tarea (se muestran tus tareas recientes)"],
  },
  "pt-BR": {
    show: ["mostrar", "Mostra uma tarefa de novo: o resultado ou o andamento"],
    "show.job": ["tarefa", "A tarefa (suas tarefas recentes aparecem na lista)"],
  },
  ja: {
    show: ["ジョブ表示", "ジョブをもう一度表示します: 結果や進み具合"],
    "show.job": ["ジョブ", "対象のジョブ（最近のジョブが一覧に出ます）"],
  },
  ko: {
    show: ["작업-보기", "작업을 다시 보여 줘요: 결과 또는 진행 상황"],
    "show.job": ["작업", "대상 작업(최근 작업이 목록에 나와요)"],
  },
} as const satisfies CommandTexts;
