import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "show.live": "ライブ: {link}",
  "rules.resultDeleted": "結果のメッセージは {time} に削除されました。",
  "showjob.noSuchJob": "`{@show.job}`: そのジョブはこのサーバーにありません。一覧から自分のジョブを選んでください。",
  "showjob.notVisible":
    "`{@show.job}`: 他のメンバーのジョブを表示できるのは、あなたが見られるチャンネルに投稿されたものだけです。",
  "showjob.noKey": "このサーバーにはもう API キーがないため、ジョブのファイルを取得できません。",
  "showjob.jobId": "ジョブ ID（一覧から選んでください）",
  "status.pending": "保留中",
  "status.in_progress": "実行中",
  "status.completed": "完了",
  "status.failed": "失敗",
  "status.cancelled": "キャンセル済み",
} as const satisfies Translation<typeof en>;
