import type { settings as en } from "../en/settings.js";
import type { Translation } from "../message.js";

export const settings = {
  "emoji.invalid":
    "`{@settings.upscale-emoji.emoji}` は標準の絵文字（🔍 など）1つか、このサーバーのカスタム絵文字にしてください。",
  "emoji.foreign":
    "`{@settings.upscale-emoji.emoji}` は標準の絵文字（🔍 など）1つか、このサーバーのカスタム絵文字にしてください。そのカスタム絵文字はこのサーバーのものではありません。",
  "usage.givenBack": { other: "失敗した {count, number} 件はカウントされません" },
  "usage.noQuotaGivenBack": {
    other: "今日は {count, number} 件のジョブを開始しました（{givenBack}）。このサーバーには1日の上限がありません。",
  },
  "usage.withQuotaGivenBack": {
    other:
      "今日は {quota, number} 件中 {count, number} 件のジョブを開始しました（{givenBack}）。カウントは{resetsAt}にリセットされます。",
  },
} as const satisfies Translation<typeof en>;
