import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** Results visible only to the member who asked (`/preferences`), and what Discord allows of them. */
export const privacy = {
  "privacy.resultsPublic": "結果: チャンネルに全員向けに表示",
  "privacy.resultsPrivate": "結果: 自分だけに表示",
  "privacy.prefsNote":
    "非公開の結果は、あなただけに見える返信として届きます(コマンド、ボタン、「画像をアップスケール」メニューから)。リアクションにはそのような返信がないため、そのアップスケールは常にチャンネルに投稿されます。Discord ではボットが非公開の返信を更新できるのは 15 分間だけです。それ以降も実行中のジョブは `{/show}` で表示できます。",
  "privacy.lateNote":
    "Discord ではボットがこの非公開の返信を更新できるのは 15 分間だけで、ジョブはまだ実行中です。終了したら、ジョブ `{id}` を指定して `{/show}` を使うと結果が表示されます。",
} as const satisfies Translation<typeof en>;
