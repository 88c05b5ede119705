import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** What a private reply says when Discord's 15 minutes end before its job does. */
export const privacy = {
  "privacy.lateNote":
    "Discord는 봇이 이 비공개 답장을 15분 동안만 업데이트하도록 허용하며, 작업은 아직 실행 중입니다. 끝나면 작업 `{id}`로 `{/show}`를 사용해 결과를 확인하세요.",
} as const satisfies Translation<typeof en>;
