import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "button.cancelNumbered": "{n} をキャンセル",
  "line.queueWaiting": { other: "空き枠待ち — このサーバーで前に {count, number} 件" },
  "line.queueNext": "空き枠待ち — 次の順番",
  "queue.empty": "このサーバーで待機中・実行中のジョブはありません。",
  "queue.title": "待機中・実行中のジョブ",
  "queue.line": "{kind} · {user} · {state} · {time}に開始",
  "queue.link": "メッセージ",
  "queue.running": "実行中",
  "queue.queued": "待機中",
  "queue.submitting": "送信中",
  "queue.partner": "{state}（パートナーのタスクのため順番はありません）",
  "queue.unavailable": "{state}（順番を取得できません）",
  "queue.engineRoom": "空きのあるエンジンを待っています — 前に {count, number} 件",
  "queue.ahead": "待機中 — サービスのキューで前に {count, number} 件",
} as const satisfies Translation<typeof en>;
