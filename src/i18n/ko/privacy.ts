import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** Results visible only to the member who asked (`/preferences`), and what Discord allows of them. */
export const privacy = {
  "privacy.resultsPublic": "결과: 채널에 모두에게 표시",
  "privacy.resultsPrivate": "결과: 나만 보기",
  "privacy.prefsNote":
    "비공개 결과는 나만 볼 수 있는 답장으로 옵니다(명령어, 버튼, 이미지 업스케일 메뉴에서). 반응에는 그런 답장이 없으므로 그 업스케일은 항상 채널에 게시됩니다. Discord는 봇이 비공개 답장을 15분 동안만 업데이트하도록 허용합니다. 그 후에도 실행 중인 작업은 `{/show}`로 볼 수 있습니다.",
  "privacy.lateNote":
    "Discord는 봇이 이 비공개 답장을 15분 동안만 업데이트하도록 허용하며, 작업은 아직 실행 중입니다. 끝나면 작업 `{id}`로 `{/show}`를 사용해 결과를 확인하세요.",
} as const satisfies Translation<typeof en>;
