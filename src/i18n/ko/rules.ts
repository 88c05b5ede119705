import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "이 결과를 모두에게서 삭제할까요? 작업 기록은 남아요.",
  "rules.deleteConfirmLabel": "확인",
  "rules.deleteGone": "이 결과의 메시지는 이미 없어요.",
  "rules.deleteExpired": "이 확인은 만료됐어요. 결과 아래의 삭제를 다시 눌러 주세요.",
  "rules.deleteLabel": "삭제",
  "rules.deleteNotHere": "이 결과는 이 서버의 작업이 아니에요.",
  "rules.deleteRefused": "이 결과는 요청한 멤버나 메시지 관리하기 권한이 있는 멤버만 삭제할 수 있어요.",
  "rules.deleted": "결과를 삭제했어요. 작업 기록은 남아 있어요(`{/show}`에서 삭제됨으로 표시돼요).",
  "rules.bannedTerm":
    "이 서버의 규칙에 따라 이 요청을 거부했어요. `{field}`에 서버에서 허용하지 않는 단어가 들어 있어요. 아무것도 보내지 않았어요.",
  "rules.bannedTermFrame":
    "이 서버의 규칙에 따라 이 요청을 거부했어요. `{@video.multiframe.frames}`의 {n}번째 항목에 서버에서 허용하지 않는 단어가 들어 있어요. 아무것도 보내지 않았어요.",
  "rules.ageRestricted":
    '워크플로 "{name}"은(는) 연령 제한 채널에서만 실행돼요. 연령 제한 채널에서 사용하거나 다른 워크플로를 선택하세요.',
  "rules.modelNotOffered": "이 서버는 `{field}` {name}을(를) 제공하지 않아요. 제공하는 것: {names, list}.",
  "rules.modelAgeRestricted":
    "이 서버에서 `{field}` {name}은(는) 연령 제한 채널에서만 실행돼요. 연령 제한 채널에서 사용하거나 다른 것을 선택하세요.",
  "rules.budgetUsed": {
    other:
      "이 서버는 이번 달 예산 {count, number}크레딧을 모두 썼어요({used, number} 사용). 동영상 작업은 {resetsAt} 다시 시작할 수 있어요.",
  },
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}`에는 글자, 숫자 또는 이모지가 있어야 해요. 문장 부호와 공백만으로는 아무것도 찾을 수 없어요.",
} as const satisfies Translation<typeof en>;
