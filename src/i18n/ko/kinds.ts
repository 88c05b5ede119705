import type { kinds as en } from "../en/kinds.js";
import type { Translation } from "../message.js";

export const kinds = {
  "permission.ViewChannel": "채널 보기",
  "permission.SendMessages": "메시지 보내기",
  "permission.EmbedLinks": "링크 첨부",
  "permission.AttachFiles": "파일 첨부",
  "permission.ReadMessageHistory": "메시지 기록 보기",
  "field.size": "크기",
  "field.timeTaken": "소요 시간",
  "field.credits": "크레딧",
  "field.prompt": "프롬프트",
  "image.field": "이미지",
} as const satisfies Translation<typeof en>;
