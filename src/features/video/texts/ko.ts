import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "button.extend": "연장",
  "check.rangeUnit": "`{field}`은(는) {min, number}~{max, number}{unit} 사이의 정수여야 해요.",
  "check.text": "`{field}`은(는) 텍스트여야 해요.",
  "check.blank": "`{field}`은(는) 비워 둘 수 없어요.",
  "check.boolean": "`{field}`은(는) True 또는 False여야 해요.",
  "check.url": "`{field}`은(는) http(s) URL이어야 해요.",
  "check.urlCredentials": "`{field}`에는 사용자 이름이나 비밀번호를 넣을 수 없어요.",
  "check.idChars": "`{field}`에는 영문자, 숫자, _, ., -만 넣을 수 있어요.",
  "check.looksLike": "`{field}`은(는) {example} 형식이어야 해요.",
  "check.noEffect":
    "`{field}`은(는) {model}에서는 효과가 없어요({takers, or}에서만 적용). 빼거나 다른 모델을 선택해 주세요.",
  "check.onlyWith": "`{field}`은(는) `{other}: True`일 때만 적용돼요.",
  "check.duration": "{model}의 `{@video.start-end.duration}`은(는) {min, number}~{max, number}초여야 해요.",
  "check.pickJob": "`{@video.extend.job}`: 이 서버에 해당 ID로 완료된 동영상이 없어요. 목록에서 골라 주세요.",
  "check.noCreation": "`{@video.extend.job}`: 서비스가 이 동영상의 생성 ID를 알려 주지 않아서 연장할 수 없어요.",
  "check.jobOrUrl":
    "`{@video.extend.job}` 또는 `{@video.extend.video_url}`과 `{@video.extend.video_creation_id}` 중 하나만 입력해 주세요.",
  "check.jobRequired":
    "`{@video.extend.job}`은 필수예요. 이 서버에서 완료된 동영상 중 하나를 고르거나 `{@video.extend.video_url}`과 `{@video.extend.video_creation_id}`를 입력해 주세요.",
  "check.urlWithId": "`{@video.extend.video_url}`과 `{@video.extend.video_creation_id}`는 함께 입력해야 해요.",
  "check.attachRequired": "`{field}`은(는) 필수예요. 이미지를 첨부해 주세요.",
  "check.durationOthers":
    "{model}의 `{@video.start-end.duration}`은(는) {min, number}~{max, number}초여야 해요({others}).",
  "check.modelRange": "{model}: {min, number}~{max, number}",
  "check.rangesJoin": "{first}, {rest}",
  "check.seconds": "초",
  "check.disallowed": "`{field}`에 허용되지 않는 문자가 있어요.",
  "image.totalSize": "{fields, list}은(는) 합쳐서 {max} 이하여야 해요. 지금은 {size}예요.",
  "job.progress": "진행률 {percent, number}%",
  "job.readyAt": "완료 예정 {time}",
  "job.credits": "크레딧: {credits, number}",
  "field.model": "모델",
  "field.lengthAsked": "요청한 길이",
  "field.length": "길이",
  "field.resolution": "해상도",
  "field.keyFrames": "키프레임",
  "value.seconds": "{n, number}초",
  "video.titleStartEnd": "시작 프레임으로 만든 동영상",
  "video.titleExtend": "연장한 동영상",
  "video.titleMultiframe": { other: "키프레임 {count, number}개를 잇는 동영상" },
  "video.title": "동영상",
  "video.extendModalTitle": "이 동영상 연장하기",
  "video.extendModalPrompt": "다음에 일어날 일(선택)",
  "video.extendModalPromptField": "다음에 일어날 일",
  "video.extendModalSecondsField": "추가할 초",
  "video.extendModalModel": "{model}(으)로 연장해요. {original}은(는) 동영상을 연장할 수 없어요.",
  "video.modelChanged": "{model}({original}은(는) 동영상을 연장할 수 없어요)",
  "video.extendModalSeconds": "추가할 초, {min}~{max}(기본값 {default})",
  "video.framesCount": {
    other:
      "`{@video.multiframe.frames}`의 항목이 {count, number}개예요. 멀티프레임 동영상은 키프레임을 {min, number}~{max, number}개 받고, 키프레임마다 항목이 하나씩 있어야 해요.",
  },
  "video.framesMismatch": {
    other:
      "`{@video.multiframe.frames}`의 항목은 {count, number}개인데 키프레임은 {attached, number}개 첨부되었어요. 키프레임마다 항목을 하나씩 |로 구분해 입력해 주세요.",
  },
  "video.frameDuration": "`{@video.multiframe.frames}`의 {n}번째 항목: 길이는 {min, number}~{max, number}초여야 해요.",
  "video.frameEntryPrompt": "{@video.multiframe.frames}의 {n}번째 항목 프롬프트",
  "video.keyFrames": {
    other:
      "키프레임: 키프레임 이미지를 {min, number}~{max, number}개 첨부해 주세요(frame1~frame{max}). 첨부된 이미지는 {count, number}개예요.",
  },
  "video.watermark.1": "왼쪽 위",
  "video.watermark.2": "오른쪽 위",
  "video.watermark.3": "오른쪽 아래",
  "video.watermark.4": "왼쪽 아래",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}`는 추천 프롬프트를 사용하며, 이 동영상의 원래 비용보다 {credits, number}크레딧이 더 들어요. 확인하기 전에는 아무것도 보내지 않아요({minutes, number}분 이내).",
  "rules.recConfirm": "확인(+{credits, number}크레딧)",
  "rules.recExpired":
    "이 확인은 만료되었어요({minutes, number}분이 지났거나 flowbot이 다시 시작됨). 아무것도 보내지 않았어요. `{/video}`를 다시 실행하세요.",
  "rules.recNotYours": "이 동영상은 요청한 멤버만 확인할 수 있어요.",
  "rules.recUsed": "이 동영상은 이미 확인되어 만들어지고 있어요. 더 보낸 것은 없어요.",
} as const satisfies Translation<typeof en>;
