import type { Delivery, JobRecord } from "../db/schema.js";
import type { Locale } from "../i18n/locales.js";
import type { Logger } from "../logging/logger.js";
import type { UploadLimits } from "./download.js";
import type { JobView, OutputFile } from "./view.js";
import type { ReplyToken } from "../db/reply-token.js";

export type { ReplyToken } from "../db/reply-token.js";

/** A job's message once it exists; the lifecycle knows it by its id (and, when edited through a token, the way back to it). */
export interface OpenedMessage {
  readonly messageId: string;
  /**
   * The message is its interaction's reply, edited through its token (a private job's, or one that
   * lives on its interaction): recorded (the token encrypted) so that a restart still reaches it.
   */
  readonly replyToken?: ReplyToken;
}

/**
 * Where a job comes from and where its message goes (a command, a button, the context menu, a
 * reaction). The chat side implements it (`src/discord/job-message/origin.ts`).
 */
export interface Origin {
  readonly guildId: string;
  readonly channelId: string;
  readonly userId: string;
  readonly interactionId?: string;
  /**
   * `interaction`: the bot cannot post where the job was asked (a server that did not add it, a
   * DM): the job lives on its interaction, whose reply's token `open` hands back. Absent: the channel.
   */
  readonly delivery?: { mode: Delivery; guildId: string | null };
  readonly limits: UploadLimits;
  /** Asked in an age-restricted channel (or a thread of one): recorded, for the image check's policy. */
  readonly ageRestricted?: boolean;
  /** Creates the job's message (acknowledging an interaction in time), in `locale`; once, however often it is called. */
  open(locale?: Locale): Promise<OpenedMessage>;
  /**
   * Its interaction's first answer, when opening the job's message is not it (one of several jobs
   * of a click, each with a message of its own: the click is acknowledged, its message left as it
   * is). Absent: `open` is.
   */
  answer?(): Promise<void>;
}

/**
 * The job's message as the lifecycle drives it: shown as the view changes, then ended once. The
 * chat side draws it with the kind's presenter (`src/discord/job-message/messages.ts`).
 */
export interface JobMessage {
  readonly messageId: string | undefined;
  /** Shows the view's current state, soon: states pushed meanwhile replace it. */
  show(): void;
  /**
   * Replaces the message by the terminal one after any edit in flight: the result with `files`
   * when the view is completed, else why it ended. False when the channel is out of reach. Safe
   * to call again after a failure. Unless `final` (the delivery's last try), a refusal that may
   * pass (the bot's access to the channel taken away for a while) is thrown, to be tried again.
   */
  end(files: OutputFile[], final?: boolean): Promise<boolean>;
  /** Shutdown: waits for the edit in flight and sends nothing more. */
  stop(): Promise<void>;
  /** An edit notifies nobody: tells the requester, and only them, that their long job ended. */
  notify(): Promise<void>;
}

export interface MessageHooks {
  view: JobView;
  log: Logger;
  /** The message was gone and the terminal message was posted anew: its id is stored. */
  moved(messageId: string): Promise<void>;
  /** Discord says the channel is gone (Unknown Channel): the job ends at once rather than at each update. */
  channelGone(): void;
  /** Takes one of the `max` follow-ups the job's interaction allows (counted across processes); false when none is left. */
  takeFollowUp(max: number): Promise<boolean>;
}

/**
 * A job whose message is its interaction's reply, edited only through the interaction's token:
 * `private`, the ephemeral reply of a member who chose private results; `public`, where the bot
 * cannot post (`delivery` interaction: a server that did not add it, a DM).
 */
export interface InteractionPlace {
  mode: "private" | "public";
  /** The server it was asked in; null in DMs. */
  guildId: string | null;
  userId: string;
  /** The token and its end; undefined when it was not kept: the reply is out of reach. */
  reply: ReplyToken | undefined;
}

export interface MessagePlace {
  channelId: string;
  messageId: string | undefined;
  opened?: OpenedMessage;
  /** Set when the job's message is its interaction's reply: no channel route, no reaction. */
  onInteraction?: InteractionPlace;
}

/** Makes the message of each job: the one its origin opened, or, for a job taken over, the one recorded. */
export interface JobMessages {
  of(place: MessagePlace, hooks: MessageHooks): JobMessage;
}

type PlacedRecord = Pick<JobRecord, "channelId" | "messageId" | "delivery" | "interactionGuildId" | "userId">;

/**
 * The message of a job: the one its origin opened (a new job), else the one recorded (a job taken
 * over). `stored` is the token of its interaction's reply kept in its record, if any: a private
 * job's, or one that lives on its interaction (`delivery` interaction).
 */
export function messageOf(
  messages: JobMessages,
  record: PlacedRecord,
  stored: ReplyToken | undefined,
  opened: OpenedMessage | undefined,
  hooks: MessageHooks,
): JobMessage {
  const place: MessagePlace = { channelId: record.channelId, messageId: record.messageId ?? undefined };
  if (opened) place.opened = opened;
  const reply = opened?.replyToken ?? stored;
  const { interactionGuildId: guildId, userId } = record;
  if (record.delivery === "interaction") place.onInteraction = { mode: "public", guildId, userId, reply };
  else if (reply) place.onInteraction = { mode: "private", guildId, userId, reply };
  return messages.of(place, hooks);
}
