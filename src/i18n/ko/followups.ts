import type { followups as en } from "../en/followups.js";
import type { Translation } from "../message.js";

/** Follow-ups: where the bot cannot post (a server that did not add it, a DM), results past the interaction's 15 minutes go to the member's DMs. */
export const followups = {
  "followups.toDms":
    "이 작업은 Discord가 봇에게 이 답장을 수정하도록 허용하는 시간(15분)보다 오래 걸립니다. 결과는 DM으로 전달됩니다.",
  "followups.askedAt": "여기에서 요청한 작업: {link}",
  "followups.dmsClosed":
    "결과를 DM으로 보내지 못했습니다. Discord에 따르면 이 앱의 메시지를 받지 않도록 설정되어 있습니다. DM을 허용한 뒤 /show로 결과를 확인하세요.",
} as const satisfies Translation<typeof en>;
