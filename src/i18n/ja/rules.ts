import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "この結果を全員の画面から削除しますか？ジョブの記録は残ります。",
  "rules.deleteConfirmLabel": "確定",
  "rules.deleteGone": "この結果のメッセージはすでにありません。",
  "rules.deleteLabel": "削除",
  "rules.deleteNotHere": "その結果はこのサーバーのジョブではありません。",
  "rules.deleteRefused": "この結果を削除できるのは、依頼したメンバーか「メッセージの管理」権限を持つメンバーだけです。",
  "rules.deleted": "結果を削除しました。ジョブの記録は残ります（`{/show}` で削除済みと表示されます）。",
  "rules.resultDeleted": "結果のメッセージは {time} に削除されました。",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` はおすすめのプロンプトを使い、この動画の通常の費用より {credits, number} クレジット多くかかります。確認するまで何も送信されません（{minutes, number} 分以内）。",
  "rules.recConfirm": "確認する（+{credits, number} クレジット）",
  "rules.recExpired":
    "この確認は期限切れです（{minutes, number} 分が過ぎたか、flowbot が再起動しました）。何も送信されていません。もう一度 `{/video}` を実行してください。",
  "rules.recNotYours": "この動画を確認できるのは、依頼したメンバーだけです。",
  "rules.bannedTerm":
    "このサーバーのルールにより、このリクエストは受け付けられません。`{field}` にサーバーが許可していない語句が含まれています。何も送信されていません。",
  "rules.bannedTermFrame":
    "このサーバーのルールにより、このリクエストは受け付けられません。`{@video.multiframe.frames}` の {n} 番目の項目にサーバーが許可していない語句が含まれています。何も送信されていません。",
  "rules.ageRestricted":
    "ワークフロー「{name}」は年齢制限チャンネルでのみ実行できます。年齢制限チャンネルで使うか、別のワークフローを選んでください。",
  "rules.budgetUsed": {
    other:
      "このサーバーは今月の予算 {count, number} クレジットを使い切りました（使用済み {used, number}）。動画ジョブは{resetsAt}に再び開始できます。",
  },
  "rules.budgetRange": "`{@settings.credit-budget.credits}` は {min, number}〜{max, number} の範囲で指定してください。",
  "rules.budgetNone": "保存しました。このサーバーには月間のクレジット予算がありません。",
  "rules.budgetSaved": {
    other:
      "保存しました。このサーバーのジョブが1か月（UTC）に {count, number} クレジットを使うと、翌月まで動画ジョブは拒否されます。",
  },
  "rules.negativeNone": "保存しました。`{/generate}` にこのサーバーのネガティブプロンプトは追加されません。",
  "rules.negativeSaved": "保存しました。今後すべての `{/generate}` のネガティブプロンプトに {text} が追加されます。",
  "rules.negativeSavedWithout":
    "保存しました。今後すべての `{/generate}` のネガティブプロンプトに {text} が追加されます。ネガティブ入力のない保存済みワークフローには追加されません: {workflows, list}（`{/workflow map}` で入力を割り当てられます）。",
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` には文字、数字、または絵文字を含めてください。記号や空白だけでは何にも一致しません。",
  "rules.termAdded": {
    other:
      "保存しました。{term} は今後、メンバーが送るすべてのテキストで拒否されます（禁止ワード {count, number}/{max, number}）。",
  },
  "rules.termAlready": {
    other:
      "保存しました。{term} はすでに、メンバーが送るすべてのテキストで拒否されています（禁止ワード {count, number}/{max, number}）。",
  },
  "rules.termRemoved": {
    other: "保存しました。{term} は拒否されなくなりました（残りの禁止ワード {count, number} 件）。",
  },
  "rules.termNotBanned":
    "`{@settings.banned-terms.remove.term}`: {term} はこのサーバーの禁止ワードではありません（`{/settings banned-terms list}` で一覧を表示できます）。",
  "rules.termsFull":
    "`{@settings.banned-terms.add.term}`: 禁止できる語句は {max, number} 件までです。先に1つ削除してください。",
  "rules.termsCleared": "保存しました。このサーバーに禁止ワードはありません。",
  "rules.listEmpty": "このサーバーに禁止ワードはありません。`{/settings banned-terms add}` で追加できます。",
  "rules.listHead":
    "禁止ワード（{count, number}/{max, number}）。大文字小文字やアクセントを区別せず、単語単位で照合します:",
  "rules.listHeadFile":
    "禁止ワード（{count, number}/{max, number}）。大文字小文字やアクセントを区別せず、単語単位で照合します。添付ファイルを見てください（1行に1つ）。",
} as const satisfies Translation<typeof en>;
