import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "button.cancelNumbered": "{n} 취소",
  "line.queueWaiting": { other: "빈자리 대기 중 — 이 서버에서 앞에 {count, number}개" },
  "line.queueNext": "빈자리 대기 중 — 다음 차례",
  "queue.empty": "이 서버에서 대기 중이거나 실행 중인 작업이 없어요.",
  "queue.title": "대기 중·실행 중인 작업",
  "queue.line": "{kind} · {user} · {state} · {time} 시작",
  "queue.link": "메시지",
  "queue.running": "실행 중",
  "queue.queued": "대기 중",
  "queue.submitting": "제출 중",
  "queue.partner": "{state}(파트너 작업이라 대기 순서 없음)",
  "queue.unavailable": "{state}(대기 순서를 알 수 없음)",
  "queue.engineRoom": "여유 있는 엔진을 기다리는 중 — 앞에 {count, number}개",
  "queue.ahead": "대기 중 — 서비스 대기열에서 앞에 {count, number}개",
} as const satisfies Translation<typeof en>;
