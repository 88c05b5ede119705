import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteLabel": "삭제",
  "rules.deleteNotHere": "이 결과는 이 서버의 작업이 아니에요.",
  "rules.deleteRefused": "이 결과는 요청한 멤버나 메시지 관리하기 권한이 있는 멤버만 삭제할 수 있어요.",
  "rules.deleted": "결과를 삭제했어요. 작업 기록은 남아 있어요(`{/show}`에서 삭제됨으로 표시돼요).",
  "rules.resultDeleted": "결과 메시지가 {time}에 삭제되었어요.",
  "rules.recQuestion": "`{@video.start-end.is_rec}`는 추천 프롬프트를 사용하며, 이 동영상의 원래 비용보다 {credits, number}크레딧이 더 들어요. 확인하기 전에는 아무것도 보내지 않아요({minutes, number}분 이내).",
  "rules.recConfirm": "확인(+{credits, number}크레딧)",
  "rules.recExpired": "이 확인은 만료되었어요({minutes, number}분이 지났거나 flowbot이 다시 시작됨). 아무것도 보내지 않았어요. `{/video}`를 다시 실행하세요.",
  "rules.recNotYours": "이 동영상은 요청한 멤버만 확인할 수 있어요.",
} as const satisfies Translation<typeof en>;
