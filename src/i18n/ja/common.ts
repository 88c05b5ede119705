import type { common as en } from "../en/common.js";
import type { Translation } from "../message.js";

export const common = {
  "common.guildOnly": "flowbot はサーバー内でのみ使えます。",
  "common.buttonGone": "このボタンはサポートされなくなりました。",
  "common.buttonGoneRunAgain": "このボタンはサポートされなくなりました。コマンドをもう一度実行してください。",
  "common.formGone": "このフォームはサポートされなくなりました。",
  "common.commandGone": "コマンド {name} はこのバージョンのボットでは使えません。",
  "common.internalError": "こちら側で問題が発生しました。記録済みですので、もう一度お試しください。",
  "common.jobUnknown": "そのジョブはこのサーバーではもう見つかりません。",
  "common.none": "なし",
  "button.cancel": "キャンセル",
  "button.runAgain": "もう一度実行",
  "button.tryAgain": "再試行",
  "usage.noQuota": {
    other: "今日は {count, number} 件のジョブを開始しました。このサーバーには1日の上限がありません。",
  },
  "usage.withQuota": {
    other:
      "今日は {quota, number} 件中 {count, number} 件のジョブを開始しました。カウントは{resetsAt}にリセットされます。",
  },
  "usage.refused": {
    other:
      "このサーバーで今日使えるジョブ {count, number} 件をすべて使いました（{count, number}/{count, number}）。カウントは{resetsAt}にリセットされます。",
  },
} as const satisfies Translation<typeof en>;
