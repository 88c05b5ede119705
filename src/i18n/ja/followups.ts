import type { followups as en } from "../en/followups.js";
import type { Translation } from "../message.js";

/** Follow-ups: where the bot cannot post (a server that did not add it, a DM), results past the interaction's 15 minutes go to the member's DMs. */
export const followups = {
  "followups.toDms":
    "このジョブは、Discord がこの返信の編集を許す時間（15 分）より長くかかっています。結果はあなたの DM に届きます。",
  "followups.askedAt": "ここで依頼されたジョブ: {link}",
  "followups.dmsClosed":
    "結果を DM に送れませんでした。Discord によると、このアプリからのメッセージを受け付けていません。DM を許可し、/show で結果を確認してください。",
} as const satisfies Translation<typeof en>;
