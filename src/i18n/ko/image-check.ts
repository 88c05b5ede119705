import type { imageCheck as en } from "../en/image-check.js";
import type { Translation } from "../message.js";

/** What the image check says in a job's message, and to a member whose image it refused (src/image-check). */
export const imageCheck = {
  "check.spoilered": "{file}은(는) 스포일러로 가려졌습니다: 이미지 검사에서 표시되었습니다 ({why}).",
  "check.heldBack": "{file}은(는) 보류되었습니다: 이미지 검사에서 표시되었습니다 ({why}).",
  "check.heldJob": "이미지 검사로 이 작업의 결과가 보류되었습니다.",
  "check.whyScore": "점수 {score}",
  "check.whyUnreadable": "읽을 수 없었습니다",
  "check.inputRefused":
    "`{field}`: 이미지 검사에서 이 이미지가 표시되었고 ({why}), 이곳에서는 표시된 이미지를 보류합니다. 아무것도 전송되지 않았습니다.",
} as const satisfies Translation<typeof en>;
