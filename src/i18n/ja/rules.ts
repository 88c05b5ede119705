import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteLabel": "削除",
  "rules.deleteNotHere": "その結果はこのサーバーのジョブではありません。",
  "rules.deleteRefused": "この結果を削除できるのは、依頼したメンバーか「メッセージの管理」権限を持つメンバーだけです。",
  "rules.deleted": "結果を削除しました。ジョブの記録は残ります（`{/show}` で削除済みと表示されます）。",
  "rules.resultDeleted": "結果のメッセージは {time} に削除されました。",
  "rules.recQuestion": "`{@video.start-end.is_rec}` はおすすめのプロンプトを使い、この動画の通常の費用より {credits, number} クレジット多くかかります。確認するまで何も送信されません（{minutes, number} 分以内）。",
  "rules.recConfirm": "確認する（+{credits, number} クレジット）",
  "rules.recExpired": "この確認は期限切れです（{minutes, number} 分が過ぎたか、flowbot が再起動しました）。何も送信されていません。もう一度 `{/video}` を実行してください。",
  "rules.recNotYours": "この動画を確認できるのは、依頼したメンバーだけです。",
} as const satisfies Translation<typeof en>;
