import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "job.cancelledBy": "{user} 님이 취소했어요.",
  "cancel.noSuchJob": "이 서버에 그런 작업이 없어요.",
  "cancel.notYours": "이 작업은 시작한 멤버나 서버 관리하기 권한이 있는 멤버만 취소할 수 있어요.",
  "cancel.alreadyEnded": "이미 끝난 작업이에요.",
  "cancel.endedFirst": "취소하기 전에 작업이 끝났어요.",
  "cancel.done": "취소했어요.",
  "cancel.cancelling": "취소하는 중…",
} as const satisfies Translation<typeof en>;
