import type { common as en } from "../en/common.js";
import type { Translation } from "../message.js";

export const common = {
  "common.guildOnly": "flowbot はサーバー内でのみ使えます。",
  "common.buttonGone": "このボタンはサポートされなくなりました。",
  "common.buttonGoneRunAgain": "このボタンはサポートされなくなりました。コマンドをもう一度実行してください。",
  "common.formGone": "このフォームはサポートされなくなりました。",
  "common.commandGone": "コマンド {name} はこのバージョンのボットでは使えません。",
  "common.settingGone": "設定 {name} はこのバージョンのボットでは使えません。",
  "common.internalError": "こちら側で問題が発生しました。記録済みですので、もう一度お試しください。",
  "common.needsManageServer": "flowbot の設定を変更できるのは「サーバー管理」権限を持つメンバーだけです。",
  "common.jobUnknown": "そのジョブはこのサーバーではもう見つかりません。",
  "common.none": "なし",
  "common.any": "指定なし",
  "common.all": "すべて",
  "common.unknown": "不明",
  "common.builtIn": "組み込み",
  "button.cancel": "キャンセル",
  "button.cancelNumbered": "{n} をキャンセル",
  "button.reroll": "再生成",
  "button.vary": "バリエーション",
  "button.runAgain": "もう一度実行",
  "button.tryAgain": "再試行",
  "button.upscaleAgain": "さらにアップスケール",
  "button.upscaleAgainTo": "さらにアップスケール（{scale}）",
  "button.extend": "延長",
  "button.previous": "◀",
  "button.next": "▶",
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
