import type { kinds as en } from "../en/kinds.js";
import type { Translation } from "../message.js";

export const kinds = {
  "permission.ViewChannel": "チャンネルを見る",
  "permission.SendMessages": "メッセージを送信",
  "permission.EmbedLinks": "埋め込みリンク",
  "permission.AttachFiles": "ファイルを添付",
  "permission.ReadMessageHistory": "メッセージ履歴を読む",
  "field.size": "サイズ",
  "field.timeTaken": "所要時間",
  "field.credits": "クレジット",
  "field.prompt": "プロンプト",
  "image.field": "画像",
} as const satisfies Translation<typeof en>;
