/* What a new job records of where it came from: its message, and how that message is reached. */
import type { OpenedMessage, Origin } from "./port.js";

/** What a new job records of its message: its id, and the way back to it when it is edited through a token. */
export function messageOfJob({ messageId, replyToken }: OpenedMessage) {
  return { messageId, ...(replyToken ? { replyToken } : {}) };
}

/** What the record keeps of where a job's messages go (see `Origin.delivery`). */
export function deliveryOf({ mode, guildId }: NonNullable<Origin["delivery"]>) {
  return { delivery: mode, ...(guildId === null ? {} : { interactionGuildId: guildId }) };
}
