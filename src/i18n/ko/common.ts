import type { common as en } from "../en/common.js";
import type { Translation } from "../message.js";

export const common = {
  "common.guildOnly": "flowbot은 서버 안에서만 사용할 수 있어요.",
  "common.buttonGone": "더 이상 지원되지 않는 버튼이에요.",
  "common.buttonGoneRunAgain": "더 이상 지원되지 않는 버튼이에요. 명령어를 다시 실행해 주세요.",
  "common.formGone": "더 이상 지원되지 않는 양식이에요.",
  "common.commandGone": "{name} 명령어는 이 버전의 봇에서 사용할 수 없어요.",
  "common.internalError": "저희 쪽에서 문제가 발생했어요. 기록해 두었으니 다시 시도해 주세요.",
  "common.jobUnknown": "이 서버에서 더 이상 알 수 없는 작업이에요.",
  "common.none": "없음",
  "button.cancel": "취소",
  "button.runAgain": "다시 실행",
  "button.tryAgain": "다시 시도",
  "usage.noQuota": { other: "오늘 작업을 {count, number}개 시작했어요. 이 서버에는 하루 한도가 없어요." },
  "usage.withQuota": {
    other: "오늘 작업을 {quota, number}개 중 {count, number}개 시작했어요. 횟수는 {resetsAt} 초기화돼요.",
  },
  "usage.refused": {
    other:
      "이 서버에서 오늘 쓸 수 있는 작업 {count, number}개를 모두 사용했어요({count, number}/{count, number}). 횟수는 {resetsAt} 초기화돼요.",
  },
} as const satisfies Translation<typeof en>;
