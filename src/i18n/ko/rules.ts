import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "이 결과를 모두에게서 삭제할까요? 작업 기록은 남아요.",
  "rules.deleteConfirmLabel": "확인",
  "rules.deleteGone": "이 결과의 메시지는 이미 없어요.",
  "rules.deleteLabel": "삭제",
  "rules.deleteNotHere": "이 결과는 이 서버의 작업이 아니에요.",
  "rules.deleteRefused": "이 결과는 요청한 멤버나 메시지 관리하기 권한이 있는 멤버만 삭제할 수 있어요.",
  "rules.deleted": "결과를 삭제했어요. 작업 기록은 남아 있어요(`{/show}`에서 삭제됨으로 표시돼요).",
  "rules.resultDeleted": "결과 메시지가 {time}에 삭제되었어요.",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}`는 추천 프롬프트를 사용하며, 이 동영상의 원래 비용보다 {credits, number}크레딧이 더 들어요. 확인하기 전에는 아무것도 보내지 않아요({minutes, number}분 이내).",
  "rules.recConfirm": "확인(+{credits, number}크레딧)",
  "rules.recExpired":
    "이 확인은 만료되었어요({minutes, number}분이 지났거나 flowbot이 다시 시작됨). 아무것도 보내지 않았어요. `{/video}`를 다시 실행하세요.",
  "rules.recNotYours": "이 동영상은 요청한 멤버만 확인할 수 있어요.",
  "rules.bannedTerm":
    "이 서버의 규칙에 따라 이 요청을 거부했어요. `{field}`에 서버에서 허용하지 않는 단어가 들어 있어요. 아무것도 보내지 않았어요.",
  "rules.bannedTermFrame":
    "이 서버의 규칙에 따라 이 요청을 거부했어요. `{@video.multiframe.frames}`의 {n}번째 항목에 서버에서 허용하지 않는 단어가 들어 있어요. 아무것도 보내지 않았어요.",
  "rules.ageRestricted":
    '워크플로 "{name}"은(는) 연령 제한 채널에서만 실행돼요. 연령 제한 채널에서 사용하거나 다른 워크플로를 선택하세요.',
  "rules.budgetUsed": {
    other:
      "이 서버는 이번 달 예산 {count, number}크레딧을 모두 썼어요({used, number} 사용). 동영상 작업은 {resetsAt} 다시 시작할 수 있어요.",
  },
  "rules.budgetRange": "`{@settings.credit-budget.credits}`은(는) {min, number}에서 {max, number} 사이여야 해요.",
  "rules.budgetNone": "저장했어요. 이 서버에는 월별 크레딧 예산이 없어요.",
  "rules.budgetSaved": {
    other: "저장했어요. 이 서버의 작업이 한 달(UTC)에 {count, number}크레딧을 쓰면 다음 달까지 동영상 작업이 거부돼요.",
  },
  "rules.negativeNone": "저장했어요. `{/generate}`에 이 서버의 네거티브 프롬프트를 추가하지 않아요.",
  "rules.negativeSaved": "저장했어요. 이제 모든 `{/generate}`의 네거티브 프롬프트에 {text}을(를) 추가해요.",
  "rules.negativeSavedWithout":
    "저장했어요. 이제 모든 `{/generate}`의 네거티브 프롬프트에 {text}을(를) 추가해요. 네거티브 입력이 없는 저장된 워크플로는 추가 없이 실행돼요: {workflows, list} (`{/workflow map}`으로 입력을 지정할 수 있어요).",
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}`에는 글자, 숫자 또는 이모지가 있어야 해요. 문장 부호와 공백만으로는 아무것도 찾을 수 없어요.",
  "rules.termAdded": {
    other:
      "저장했어요. 이제 멤버가 보내는 모든 텍스트에서 {term}을(를) 거부해요(금지어 {count, number}/{max, number}개).",
  },
  "rules.termAlready": {
    other:
      "저장했어요. {term}은(는) 이미 멤버가 보내는 모든 텍스트에서 거부되고 있어요(금지어 {count, number}/{max, number}개).",
  },
  "rules.termRemoved": { other: "저장했어요. 이제 {term}을(를) 거부하지 않아요(남은 금지어 {count, number}개)." },
  "rules.termNotBanned":
    "`{@settings.banned-terms.remove.term}`: {term}은(는) 이 서버의 금지어가 아니에요(`{/settings banned-terms list}`로 목록을 볼 수 있어요).",
  "rules.termsFull":
    "`{@settings.banned-terms.add.term}`: 금지어는 최대 {max, number}개까지 등록할 수 있어요. 먼저 하나를 삭제해 주세요.",
  "rules.termsCleared": "저장했어요. 이 서버에는 금지어가 없어요.",
  "rules.listEmpty": "이 서버에는 금지어가 없어요. `{/settings banned-terms add}`로 추가할 수 있어요.",
  "rules.listHead": "금지어({count, number}/{max, number}개), 대소문자와 악센트를 구분하지 않고 단어 단위로 찾아요:",
  "rules.listHeadFile":
    "금지어({count, number}/{max, number}개), 대소문자와 악센트를 구분하지 않고 단어 단위로 찾아요. 첨부 파일을 확인하세요(한 줄에 하나씩).",
} as const satisfies Translation<typeof en>;
