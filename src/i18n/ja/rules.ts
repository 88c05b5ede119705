import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "この結果を全員の画面から削除しますか？ジョブの記録は残ります。",
  "rules.deleteConfirmLabel": "確定",
  "rules.deleteGone": "この結果のメッセージはすでにありません。",
  "rules.deleteExpired": "この確認は期限切れです。結果の下の「削除」をもう一度押してください。",
  "rules.deleteLabel": "削除",
  "rules.deleteNotHere": "その結果はこのサーバーのジョブではありません。",
  "rules.deleteRefused": "この結果を削除できるのは、依頼したメンバーか「メッセージの管理」権限を持つメンバーだけです。",
  "rules.deleted": "結果を削除しました。ジョブの記録は残ります（`{/show}` で削除済みと表示されます）。",
  "rules.bannedTerm":
    "このサーバーのルールにより、このリクエストは受け付けられません。`{field}` にサーバーが許可していない語句が含まれています。何も送信されていません。",
  "rules.bannedTermFrame":
    "このサーバーのルールにより、このリクエストは受け付けられません。`{@video.multiframe.frames}` の {n} 番目の項目にサーバーが許可していない語句が含まれています。何も送信されていません。",
  "rules.ageRestricted":
    "ワークフロー「{name}」は年齢制限チャンネルでのみ実行できます。年齢制限チャンネルで使うか、別のワークフローを選んでください。",
  "rules.modelNotOffered": "このサーバーは `{field}` {name} を提供していません。提供しているもの: {names, list}。",
  "rules.modelAgeRestricted":
    "このサーバーでは `{field}` {name} は年齢制限チャンネルでのみ実行できます。年齢制限チャンネルで使うか、別のものを選んでください。",
  "rules.budgetUsed": {
    other:
      "このサーバーは今月の予算 {count, number} クレジットを使い切りました（使用済み {used, number}）。動画ジョブは{resetsAt}に再び開始できます。",
  },
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` には文字、数字、または絵文字を含めてください。記号や空白だけでは何にも一致しません。",
} as const satisfies Translation<typeof en>;
