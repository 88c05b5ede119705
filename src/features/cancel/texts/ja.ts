import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "job.cancelledBy": "{user} がキャンセルしました。",
  "cancel.noSuchJob": "そのジョブはこのサーバーにありません。",
  "cancel.notYours": "このジョブをキャンセルできるのは、開始したメンバーか「サーバー管理」権限を持つメンバーだけです。",
  "cancel.alreadyEnded": "そのジョブはすでに終了しています。",
  "cancel.endedFirst": "キャンセルする前にジョブが終了しました。",
  "cancel.done": "キャンセルしました。",
  "cancel.cancelling": "キャンセルしています…",
} as const satisfies Translation<typeof en>;
