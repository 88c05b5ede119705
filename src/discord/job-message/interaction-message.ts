import { InteractionWebhook, Routes, SnowflakeUtil, type Client } from "discord.js";
import { t } from "../../i18n/index.js";
import type { InteractionPlace, JobMessage, MessageHooks } from "../../jobs/port.js";
import type { OutputFile } from "../../jobs/view.js";
import { metrics } from "../../metrics.js";
import { renderProgress, type MessagePayload as Payload, type Presenter } from "../render/render.js";
import { Coalescer } from "./coalescer.js";
import { askedAtLink, isDmsClosed, sendToDms } from "./dm-delivery.js";
import { isUnknownMessage } from "./lost-message.js";
import type { JobMessageOptions } from "./options.js";
import { finalMessage } from "./final-message.js";
import { isTokenGone } from "./target.js";
import { editFromDisk, sendsFromDisk } from "./upload.js";

/** Discord's interaction tokens last 15 minutes: after that the reply cannot be touched at all. */
const TOKEN_LIFETIME_MS = 15 * 60_000;
/** The reply is edited until then; the next edit says the result will go to the member's DMs, and is the last. */
export const REPLY_EDITS_UNTIL_MS = 14 * 60_000;
/** Discord's docs (Create Followup Message): an interaction of a user install, in a server without the app, takes five. */
export const MAX_FOLLOW_UPS = 5;

/**
 * The message of a job that lives on its interaction, where the bot cannot post (a server that did
 * not add it, a DM): no channel route, no reaction. Its reply is edited with progress and then the
 * result while the token lasts; the follow-ups it may send are counted per interaction (a long
 * job's mention, a reply deleted meanwhile). A job that outlasts the token says so in its last edit
 * and sends its result to the member's DMs, with a link to where it was asked.
 */
export class InteractionJobMessage implements JobMessage {
  private readonly coalescer: Coalescer<() => Payload>;
  private readonly presenter: Presenter;
  private readonly webhook: InteractionWebhook | undefined;
  private readonly askedAt: number;
  private tokenGone = false;
  /** The reply said the result goes to the member's DMs: it is not edited again. */
  private toldDms = false;
  private wentToDms = false;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly place: InteractionPlace & { channelId: string; messageId: string | undefined },
    private readonly hooks: MessageHooks,
    private readonly options: JobMessageOptions,
  ) {
    const client = options.client();
    this.presenter = options.presenterFor(hooks.view.kind);
    this.askedAt = SnowflakeUtil.timestampFrom(place.interactionId);
    const appId = client.application?.id ?? client.user?.id;
    // Jobs are made once the client is logged in (their application id known).
    if (place.token !== undefined && appId)
      this.webhook = new InteractionWebhook(client as Client<true>, appId, place.token);
    this.coalescer = new Coalescer((frame) => this.progress(frame), {
      minIntervalMs: options.minEditIntervalMs,
      ...(options.pacer ? { pacer: options.pacer } : {}),
      count: (result) => metrics.progress(result),
      onError: (error) => {
        if (!isTokenGone(error)) hooks.log.warn({ err: error }, "progress edit failed");
      },
    });
    // A job that shows nothing new near the token's end still says where its result will go.
    const left = REPLY_EDITS_UNTIL_MS - this.age();
    if (this.webhook && left > 0) this.timer = setTimeout(() => this.show(), left).unref();
  }

  get messageId(): string | undefined {
    return this.place.messageId;
  }

  show(): void {
    this.coalescer.push(() => renderProgress(this.hooks.view, this.presenter));
  }

  async end(files: OutputFile[], final = true): Promise<boolean> {
    const { view, log } = this.hooks;
    const message = finalMessage(view, this.presenter, files);
    clearTimeout(this.timer);
    await this.coalescer.stop();
    if (this.replyOpen(REPLY_EDITS_UNTIL_MS) && !this.toldDms) {
      try {
        await this.editReply(message);
        return true;
      } catch (error) {
        if (isUnknownMessage(error) && (await this.followUpAnew(message))) return true;
        if (!isTokenGone(error) && !isUnknownMessage(error) && !final) throw error;
        log.info({ err: error }, "the reply could not take the result; it goes to the member's DMs");
      }
    }
    // Ended past 14 minutes before any edit said so: the reply says it now, while its token lasts.
    if (!this.toldDms && this.replyOpen(TOKEN_LIFETIME_MS)) {
      this.toldDms = true;
      await this.editReply({ content: t(view.locale, "followups.toDms") }).catch(() => undefined);
    }
    return this.toDms(message, final);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.coalescer.stop();
  }

  /** A long job's result edited into the reply notified nobody: one follow-up names the member (a DM notifies by itself). */
  async notify(): Promise<void> {
    const { view, log } = this.hooks;
    if (this.wentToDms || !this.replyOpen(TOKEN_LIFETIME_MS)) return;
    try {
      if (!(await this.hooks.takeFollowUp(MAX_FOLLOW_UPS))) return;
      const what =
        `job.notify.${view.phase === "completed" ? "done" : view.phase === "cancelled" ? "cancelled" : "failed"}` as const;
      await this.webhook!.send({
        content: t(view.locale, what, { user: `<@${view.userId}>` }),
        allowedMentions: { users: [view.userId] },
      });
    } catch (error) {
      log.warn({ err: error }, "could not notify the requester");
    }
  }

  private age(): number {
    return (this.options.now?.() ?? Date.now()) - this.askedAt;
  }

  /** The token is kept, Discord has not refused it, and it is younger than `until`. */
  private replyOpen(until: number): boolean {
    return this.webhook !== undefined && !this.tokenGone && this.age() < until;
  }

  private async progress(frame: () => Payload): Promise<void> {
    if (this.toldDms || !this.replyOpen(TOKEN_LIFETIME_MS)) return;
    if (this.age() < REPLY_EDITS_UNTIL_MS) return this.editReply(frame());
    this.toldDms = true;
    await this.editReply({ ...frame(), content: t(this.hooks.view.locale, "followups.toDms") });
  }

  private async editReply(payload: Payload): Promise<void> {
    const webhook = this.webhook!;
    const id = this.place.messageId ?? "@original";
    try {
      if (sendsFromDisk(payload))
        await editFromDisk(webhook, Routes.webhookMessage(webhook.id, webhook.token, id), payload, { auth: false });
      else await webhook.editMessage(id, payload);
    } catch (error) {
      if (isTokenGone(error)) this.tokenGone = true;
      throw error;
    }
  }

  /** The reply was deleted: the result is a follow-up, while one is left. */
  private async followUpAnew(message: Payload): Promise<boolean> {
    if (!(await this.hooks.takeFollowUp(MAX_FOLLOW_UPS))) return false;
    const { content, embeds, components, files, allowedMentions } = message;
    const sent = await this.webhook!.send({ content, embeds, components, files, allowedMentions });
    this.place.messageId = sent.id;
    await this.hooks.moved(sent.id);
    return true;
  }

  /** Past the token's time: the result goes to the member's DMs. False when it cannot reach them. */
  private async toDms(message: Payload, final: boolean): Promise<boolean> {
    const { view, log } = this.hooks;
    const { guildId, channelId, messageId, userId } = this.place;
    const link = askedAtLink(guildId, channelId, messageId);
    try {
      await sendToDms(this.options.client(), { userId, locale: view.locale, link }, message);
      this.wentToDms = true;
      log.info("the job's result was sent to the member's DMs: its interaction's reply could no longer take it");
      return true;
    } catch (error) {
      if (!isDmsClosed(error)) {
        if (!final) throw error;
        log.warn({ err: error }, "could not send the job's result to the member's DMs");
        return false;
      }
      log.warn(
        { err: error },
        "could not send the job's result to the member's DMs: Discord says they take no messages from the app (50007)",
      );
      // Said in the reply while its token lasts (the result itself was meant for after it).
      if (this.replyOpen(TOKEN_LIFETIME_MS))
        await this.editReply({ content: t(view.locale, "followups.dmsClosed") }).catch(() => undefined);
      return false;
    }
  }
}
