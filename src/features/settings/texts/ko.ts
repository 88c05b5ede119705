import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "common.settingGone": "{name} 설정은 이 버전의 봇에서 사용할 수 없어요.",
  "common.needsManageServer": "flowbot 설정은 서버 관리하기 권한이 있는 멤버만 변경할 수 있어요.",
  "common.all": "전체",
  "common.builtIn": "기본 제공",
  "engine.whereTitle": "워크플로 실행 위치",
  "engine.whereCloud": "이미지 생성: 이 서버 자체 키로 클라우드에서 실행해요.",
  "engine.whereEngines": "이미지 생성: 이 봇 자체 엔진({count})에서 실행해요.",
  "rules.budgetRange": "`{@settings.credit-budget.credits}`은(는) {min, number}에서 {max, number} 사이여야 해요.",
  "rules.budgetNone": "저장했어요. 이 서버에는 월별 크레딧 예산이 없어요.",
  "rules.budgetSaved": {
    other: "저장했어요. 이 서버의 작업이 한 달(UTC)에 {count, number}크레딧을 쓰면 다음 달까지 동영상 작업이 거부돼요.",
  },
  "rules.negativeNone": "저장했어요. `{/generate}`에 이 서버의 네거티브 프롬프트를 추가하지 않아요.",
  "rules.negativeSaved": "저장했어요. 이제 모든 `{/generate}`의 네거티브 프롬프트에 {text}을(를) 추가해요.",
  "rules.negativeSavedWithout":
    "저장했어요. 이제 모든 `{/generate}`의 네거티브 프롬프트에 {text}을(를) 추가해요. 네거티브 입력이 없는 저장된 워크플로는 추가 없이 실행돼요: {workflows, list} (`{/workflow map}`으로 입력을 지정할 수 있어요).",
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
  "settings.keyRemoved": "이 서버의 API 키를 삭제했어요.",
  "settings.keyModalTitle": "이 서버의 API 키 설정",
  "settings.keyModalLabel": "플랫폼 API 키",
  "settings.keyInvalid":
    "`key`는 공백 없이 화면에 보이는 ASCII 문자(영문자, 숫자, 문장 부호) {min, number}~{max, number}자여야 해요.",
  "settings.keyRefused":
    "서비스에서 이 키를 거부했어요(401). 아무것도 저장하지 않았어요. 키를 확인하고 다시 시도해 주세요.",
  "settings.keySaved": "저장했어요. 이제 이 서버는 `{last4}`(으)로 끝나는 API 키를 사용해요.",
  "settings.defaultsNone":
    "`{@settings.defaults.width}`, `{@settings.defaults.height}`, `{@settings.defaults.steps}` 중 하나 이상을 입력해 주세요.",
  "settings.defaultsSaved": {
    other: "저장했어요. 이제 `{/generate}`의 기본값은 {width}×{height}, {count, number}스텝이에요.",
  },
  "settings.emojiSaved": "저장했어요. 이제 이미지에 {emoji}(으)로 반응하면 업스케일돼요.",
  "settings.quotaNone": "저장했어요. 이제 멤버는 하루에 작업을 제한 없이 시작할 수 있어요.",
  "settings.quotaSaved": {
    other:
      "저장했어요. 이제 멤버마다 하루에 작업을 {count, number}개까지 시작할 수 있어요(횟수는 UTC 자정에 초기화돼요).",
  },
  "settings.concurrencySaved": {
    other: "저장했어요. 이제 이 서버에서는 작업을 동시에 최대 {count, number}개까지 실행해요.",
  },
  "settings.channelsAll": "저장했어요. 이제 모든 채널에서 작업을 시작할 수 있어요.",
  "settings.channelsSome": "저장했어요. 이제 {channels, list}에서만 작업을 시작할 수 있어요.",
  "settings.channelInvalid": "`{@settings.channels.add.channel}`은 이 서버의 채널이어야 해요.",
  "settings.channelNotListed": "`{@settings.channels.add.channel}`: {channel}은(는) 허용된 채널 목록에 없어요.",
  "settings.channelWrongType": "`{@settings.channels.add.channel}`은 이 서버의 텍스트 채널이나 공지 채널이어야 해요.",
  "settings.channelsFull":
    "`{@settings.channels.add.channel}`: 채널은 최대 {max, number}개까지 허용할 수 있어요. 먼저 하나를 삭제해 주세요.",
  "settings.languageSaved": "저장했어요. 이제 이 서버의 작업 메시지는 {language}(으)로 표시돼요.",
  "settings.languageDefault":
    "저장했어요. 이제 이 서버의 작업 메시지는 서버의 커뮤니티 언어로, 없으면 영어로 표시돼요.",
  "show.title": "flowbot 설정",
  "show.apiKey": "API 키",
  "show.keySet": "설정됨, `{last4}`(으)로 끝남",
  "show.keyOperator": "설정 안 됨(운영자의 키 사용)",
  "show.keyNotSet": "설정 안 됨 — `{/settings key}`",
  "show.defaultWorkflow": "기본 워크플로",
  "show.defaultSize": "기본 크기",
  "show.sizeValue": { other: "{width}×{height}, {count, number}스텝" },
  "show.upscaleEmoji": "업스케일 이모지",
  "show.dailyQuota": "멤버별 하루 한도",
  "show.jobsAtOnce": "동시 작업 수",
  "show.channels": "채널",
  "show.language": "작업 메시지 언어",
  "show.languageDefault": "{language}(서버 기본값)",
  "show.yourUse": "오늘 내 사용량",
  "show.bannedTerms": "금지어",
  "show.bannedTermsCount": { other: "{count, number}개" },
  "show.bannedTermsValue": { other: "{count, number}개 (`{/settings banned-terms list}`)" },
  "show.negativePrompt": "네거티브 프롬프트",
  "show.creditsMonth": "이번 달 크레딧",
  "show.creditsBudget": "{budget, number} 중 {used, number}, 사용량은 {resetsAt} 초기화돼요",
  "show.creditsNoBudget": "{used, number} (월별 예산 없음), 사용량은 {resetsAt} 초기화돼요",
  "show.topMembers": "이번 달 사용 상위 멤버",
  "show.topNobody": "아직 크레딧을 사용한 사람이 없어요",
  "language.en": "영어(English)",
  "language.de": "독일어(Deutsch)",
  "language.fr": "프랑스어(Français)",
  "language.es-ES": "스페인어(Español)",
  "language.pt-BR": "브라질 포르투갈어(Português do Brasil)",
  "language.ja": "일본어(日本語)",
  "language.ko": "한국어",
  "images.none": "옵션 `check`, `strictness`, `age_restricted` 중 하나 이상을 지정하세요.",
  "images.saved": "이미지 검사를 저장했습니다:\n{policy}",
  "images.mode.off": "꺼짐: 이미지를 검사하지 않습니다.",
  "images.mode.spoiler": "표시된 이미지는 스포일러로 가려서 이유와 함께 보냅니다.",
  "images.mode.block": "표시된 이미지는 보류됩니다. 멤버가 준 표시된 이미지는 전송 전에 거부됩니다.",
  "images.threshold": "엄격도 {strictness}: 점수 {threshold} 이상이면 표시됩니다.",
  "images.operatorThreshold": "점수 {threshold} 이상이면 표시됩니다 (봇 운영자가 모든 서버에 설정).",
  "images.strictness.strict": "엄격",
  "images.strictness.balanced": "보통",
  "images.strictness.lenient": "관대",
  "images.ageRestricted.exempt": "연령 제한 채널은 검사하지 않습니다.",
  "images.ageRestricted.checked": "연령 제한 채널도 검사합니다.",
  "show.images": "이미지 검사",
} as const satisfies Translation<typeof en>;
