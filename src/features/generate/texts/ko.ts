import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "button.reroll": "다시 생성",
  "field.seed": "시드",
  "field.steps": "스텝",
  "field.workflow": "워크플로",
  "generate.builtInText": "기본 제공 텍스트→이미지",
  "generate.builtInImage": "기본 제공 이미지→이미지",
  "generate.noWorkflow": '이 서버에는 "{name}"(이)라는 워크플로가 없어요. `{/workflow list}`를 확인해 주세요.',
  "generate.noImageInput":
    '"{name}" 워크플로는 입력 이미지를 받지 않아요. `{@generate.image}`를 빼거나 다른 워크플로를 골라 주세요.',
  "generate.recipeMisfit":
    '"{name}" 워크플로는 기본 워크플로와 구성이 달라서(체크포인트 로더, CLIPTextEncode로 인코딩한 프롬프트, KSampler) 모델, LoRA, 샘플링 설정을 적용할 수 없어요.',
  "generate.needsImage": '"{name}" 워크플로는 이미지에서 시작해요. `{@generate.image}`로 이미지를 첨부해 주세요.',
  "generate.varyTooLarge": "이 이미지는 너무 커서 변형할 수 없어요.",
  "generate.varyUnreadable": "이 이미지는 변형할 수 없어요. 이미지가 {problem}.",
  "creative.upscaleRow": "업스케일",
  "creative.varyRow": "변형",
  "creative.remix": "리믹스",
  "creative.variedFrom": "이미지 {n}의 {strength}",
  "creative.strong": "강한 변형",
  "creative.subtle": "약한 변형",
  "creative.zoomedFrom": "이미지 {n} 축소 {zoom}",
  "creative.pannedFrom": "이미지 {n} 이동 {direction}",
  "creative.derived": "원본",
  "creative.fallbackNoImage":
    '기본 이미지-이미지: 워크플로 "{name}"에는 입력 이미지도, 이미지에서 시작할 빈 잠재 이미지도 없습니다',
  "creative.fallbackGone": '기본 이미지-이미지: 워크플로 "{name}"은(는) 더 이상 저장되어 있지 않습니다',
  "creative.outpaint": "기본 아웃페인팅",
  "creative.noImageN": "그 결과에는 이미지 {n}이(가) 더 이상 없습니다.",
  "creative.tooLarge":
    "축소 {zoom}을(를) 하면 이미지가 {width}×{height}이(가) 되어 한 변 {max}픽셀 제한을 넘습니다. 들어맞는 가장 큰 축소는 {best}입니다.",
  "creative.tooLargeNone":
    "축소 {zoom}을(를) 하면 이미지가 {width}×{height}이(가) 되어 한 변 {max}픽셀 제한을 넘습니다. 이 이미지는 더 축소할 수 없습니다.",
  "creative.panTooLarge":
    "이동하면 이미지가 {width}×{height}이(가) 되어 한 변 {max}픽셀 제한을 넘습니다. 이 이미지는 그 방향으로 늘릴 수 없습니다.",
  "creative.remixNegative": "네거티브 프롬프트",
  "creative.permuteAsk":
    "이 프롬프트는 조합마다 하나씩 {count, number}개의 작업이 됩니다:\n{list}\n각각 하루 할당량에서 작업 하나로 계산됩니다. 실행할까요?",
  "creative.permuteQuota": "하루 할당량: 오늘 {limit, number}개 중 {left, number}개 남음.",
  "creative.permuteRun": "실행",
  "creative.permuteTooMany":
    "그 프롬프트는 {count, number}가지 조합이 됩니다. 한 번에 최대 {max, number}개까지 실행할 수 있습니다. 중괄호 안의 선택지를 줄이세요.",
  "creative.permuteStarted": "시작함: 작업 {count, number}개.",
  "creative.permuteGone": "그 선택은 만료되었습니다. 명령을 다시 실행하세요.",
  "creative.permuteNotYours": "이 작업들은 요청한 멤버만 실행할 수 있습니다.",
  "creative.prefsIntro":
    "이 서버에서 `{/generate}`에 쓰는 나만의 기본값입니다. 명령에 직접 입력한 값이 여전히 우선하며, 서버의 제한과 규칙이 적용됩니다.",
  "creative.prefsAspectServer": "비율: 서버 기본값",
  "creative.prefsStepsServer": "단계: 서버 기본값",
  "creative.prefsCountServer": "작업당 이미지: 1 (기본값)",
  "creative.prefsAspect": "비율 {value}",
  "creative.prefsSteps": "{value}단계",
  "creative.prefsCount": { other: "작업당 이미지 {count, number}장" },
  "creative.prefsReset": "서버 기본값으로 되돌리기",
  "creative.prefsAspectOwn": "비율: flowbot 기본값",
  "creative.prefsStepsOwn": "단계: flowbot 기본값",
  "creative.prefsResetOwn": "flowbot 기본값으로 되돌리기",
  "creative.imagesField": "이미지",
  "creative.imagesOrder": "1~{count, number}: 왼쪽에서 오른쪽, 위에서 아래 순서",
  "privacy.resultsPublic": "결과: 채널에 모두에게 표시",
  "privacy.resultsPrivate": "결과: 나만 보기",
  "privacy.prefsNote":
    "비공개 결과는 나만 볼 수 있는 답장으로 옵니다(명령어, 버튼, 이미지 업스케일 메뉴에서). 반응에는 그런 답장이 없으므로 그 업스케일은 항상 채널에 게시됩니다. Discord는 봇이 비공개 답장을 15분 동안만 업데이트하도록 허용합니다. 그 후에도 실행 중인 작업은 `{/show}`로 볼 수 있습니다.",
  "creative.prefsImagesSaved": "flowbot이 없는 서버와 DM에서 내 이미지는 이제 이렇게 처리됩니다: {how}",
  "creative.prefsImages.off": "검사하지 않습니다.",
  "creative.prefsImages.spoiler": "표시된 이미지는 스포일러로 가려서 보냅니다.",
  "creative.prefsImages.block": "표시된 이미지는 보류되고, 내가 준 표시된 이미지는 전송 전에 거부됩니다.",
  "field.checkpoint": "모델",
  "field.loras": "LoRA",
  "field.sampling": "샘플링",
  "field.hires": "두 번째 패스",
  "generate.hiresValue": "{scale}×, denoise {denoise}",
  "generate.numberRange": "`{field}`은(는) {min, number}~{max, number} 사이의 숫자여야 해요.",
  "generate.badName": "`{field}`은(는) 제어 문자 없이 {min, number}~{max, number}자의 이름이어야 해요.",
  "generate.loraWeight":
    "LoRA `{tag}`의 가중치를 쓸 수 없어요. `<lora:이름:가중치>`로 쓰고, 가중치는 {min, number}~{max, number} 사이의 숫자여야 해요.",
  "generate.tooManyLoras": "작업당 LoRA는 최대 {max, number}개예요.",
  "generate.loraTwice": "LoRA {name}이(가) 두 번 지정됐어요. 각각 한 번만 지정하세요.",
  "generate.denoiseWithoutHires":
    "`{@generate.hires_denoise}`은(는) 두 번째 패스의 설정이에요. `{@generate.hires}`도 선택하세요.",
  "generate.unknownName": "이 봇의 어떤 백엔드에도 `{field}` {name}이(가) 없어요.",
  "generate.unknownNameNear": "이 봇의 어떤 백엔드에도 `{field}` {name}이(가) 없어요. 가장 가까운 것: {near, or}.",
  "generate.nameDown":
    "{name}은(는) 지금 응답하지 않는 엔진에만 있어요. 엔진이 돌아오면 다시 시도하거나 다른 것을 선택하세요.",
  "generate.notTogether": "{names, list}을(를) 함께 가진 엔진이 없어요. 같은 엔진에 있는 것을 선택하세요.",
  "creative.prefsModelSaved":
    "저장했어요. 여기서 `{/generate}`는 지정하지 않으면 이것들을 사용해요 (서버의 목록은 계속 적용돼요):\n{lines}",
  "creative.prefsModel": "모델: {name}",
  "creative.prefsSampler": "샘플러: {name}",
} as const satisfies Translation<typeof en>;
