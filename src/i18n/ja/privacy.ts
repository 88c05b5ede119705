import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** What a private reply says when Discord's 15 minutes end before its job does. */
export const privacy = {
  "privacy.lateNote":
    "Discord ではボットがこの非公開の返信を更新できるのは 15 分間だけで、ジョブはまだ実行中です。終了したら、ジョブ `{id}` を指定して `{/show}` を使うと結果が表示されます。",
} as const satisfies Translation<typeof en>;
