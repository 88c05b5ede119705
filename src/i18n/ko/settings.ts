import type { settings as en } from "../en/settings.js";
import type { Translation } from "../message.js";

export const settings = {
  "emoji.invalid":
    "`{@settings.upscale-emoji.emoji}`는 표준 이모지 하나(🔍 등)이거나 이 서버의 사용자 지정 이모지여야 해요.",
  "emoji.foreign":
    "`{@settings.upscale-emoji.emoji}`는 표준 이모지 하나(🔍 등)이거나 이 서버의 사용자 지정 이모지여야 해요. 이 사용자 지정 이모지는 이 서버의 것이 아니에요.",
  "usage.givenBack": { other: "실패한 작업 {count, number}개는 세지 않아요" },
  "usage.noQuotaGivenBack": {
    other: "오늘 작업을 {count, number}개 시작했어요({givenBack}). 이 서버에는 하루 한도가 없어요.",
  },
  "usage.withQuotaGivenBack": {
    other:
      "오늘 {quota, number}개 중 {count, number}개의 작업을 시작했어요({givenBack}). 횟수는 {resetsAt} 초기화돼요.",
  },
} as const satisfies Translation<typeof en>;
