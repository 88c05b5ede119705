import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "show.live": "실시간: {link}",
  "rules.resultDeleted": "결과 메시지가 {time}에 삭제되었어요.",
  "showjob.noSuchJob": "`{@show.job}`: 이 서버에 그런 작업이 없어요. 목록에서 내 작업을 골라 주세요.",
  "showjob.notVisible": "`{@show.job}`: 다른 멤버의 작업은 내가 볼 수 있는 채널에 올라온 경우에만 표시할 수 있어요.",
  "showjob.noKey": "이 서버에 더 이상 API 키가 없어서 작업 파일을 가져올 수 없어요.",
  "showjob.jobId": "작업 ID(목록에서 골라 주세요)",
  "status.pending": "대기",
  "status.in_progress": "실행 중",
  "status.completed": "완료",
  "status.failed": "실패",
  "status.cancelled": "취소됨",
} as const satisfies Translation<typeof en>;
