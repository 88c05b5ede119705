import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "button.upscaleAgain": "한 번 더 업스케일",
  "button.upscaleAgainTo": "한 번 더 업스케일 ({scale})",
  "button.redoUpscale": "업스케일 다시 하기",
  "field.engine": "엔진",
  "field.optimizedFor": "최적화 대상",
  "value.automatic": "자동",
  "value.standard": "표준",
  "upscale.title": "업스케일 {scale}×",
  "upscale.noImage": "이 메시지에는 업스케일할 이미지가 없어요.",
  "upscale.menuPermissions":
    "이 메시지에는 이미지가 {count, number}개 있어요. flowbot은 첫 번째를 뺀 나머지를 메시지 아래 답장으로 보내므로, 이 채널에서 {permissions, list} 권한이 필요해요.",
  "upscale.imageN": "이미지 {n}",
  "upscale.largest": "이 이미지는 이미 업스케일러가 허용하는 최대 배율이에요.",
} as const satisfies Translation<typeof en>;
