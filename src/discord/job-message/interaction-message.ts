import { InteractionWebhook, MessageFlags, Routes, type Client, type InteractionReplyOptions } from "discord.js";
import { t } from "../../i18n/index.js";
import type { InteractionPlace, JobMessage, MessageHooks } from "../../jobs/port.js";
import type { OutputFile } from "../../jobs/view.js";
import { metrics } from "../../metrics.js";
import { renderProgress, type MessagePayload as Payload, type Presenter } from "../render/render.js";
import { Coalescer } from "./coalescer.js";
import type { Bucket } from "./pacer.js";
import { askedAtLink, isDmsClosed, sendToDms } from "./dm-delivery.js";
import { isUnknownMessage } from "./lost-message.js";
import type { JobMessageOptions } from "./options.js";
import { finalMessage } from "./final-message.js";
import { isTokenGone, replyBucket } from "./target.js";
import { send } from "./upload.js";

/** How long before the token ends the reply says where the result will be, and is edited no more with progress. */
export const LATE_NOTE_BEFORE_MS = 60_000;
/** An edit on its way when the token ends would fail: none is started this close to its end. */
const EDIT_MARGIN_MS = 5_000;
/** Discord's docs (Create Followup Message): an interaction of a user install, in a server without the app, takes five. */
export const MAX_FOLLOW_UPS = 5;

/**
 * The message of a job that is its interaction's reply, edited only through the interaction's
 * token, which Discord honours for 15 minutes (`reply.until`): no channel route, no reaction. Two
 * modes (`InteractionPlace.mode`):
 * - `private`: a member who chose private results gets the ephemeral reply. A job still running a
 *   minute before the token ends says there which command shows its result; past the token
 *   nothing reaches the reply any more, and the job is over all the same.
 * - `public`: where the bot cannot post (a server that did not add it, a DM). A job still running
 *   a minute before the token ends says its result will go to the member's DMs, which then get it
 *   with a link to where it was asked.
 * Either way the follow-ups it may send (a reply deleted meanwhile, a long job's mention) are
 * counted per interaction, five at most.
 */
export class InteractionJobMessage implements JobMessage {
  private readonly coalescer: Coalescer<() => Payload>;
  private readonly presenter: Presenter;
  private readonly webhook: InteractionWebhook | undefined;
  private readonly until: number;
  private tokenGone = false;
  /** The reply said where the result will be, its token about to end: no progress follows. */
  private late = false;
  private wentToDms = false;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly place: InteractionPlace & { channelId: string; messageId: string | undefined },
    private readonly hooks: MessageHooks,
    private readonly options: JobMessageOptions,
  ) {
    const client = options.client();
    this.presenter = options.presenterFor(hooks.view.kind);
    this.until = place.reply?.until ?? 0;
    const appId = client.application?.id ?? client.user?.id;
    // Jobs are made once the client is logged in (their application id known).
    if (place.reply && appId) this.webhook = new InteractionWebhook(client as Client<true>, appId, place.reply.token);
    this.coalescer = new Coalescer((frame) => this.progress(frame), {
      minIntervalMs: options.minEditIntervalMs,
      ...(options.pacer ? { pacer: options.pacer } : {}),
      bucket: () => this.bucket,
      count: (result) => metrics.progress(result),
      onError: (error) => {
        if (!isTokenGone(error)) hooks.log.warn({ err: error }, "progress edit failed");
      },
    });
    // A job that shows nothing new near the token's end still says where its result will be.
    if (this.webhook && this.left() > 0)
      this.timer = setTimeout(() => this.show(), Math.max(0, this.left() - LATE_NOTE_BEFORE_MS)).unref();
  }

  get messageId(): string | undefined {
    return this.place.messageId;
  }

  /** The reply's edits are limited apart from any channel's (see `Pacer.turn`). */
  private get bucket(): Bucket {
    return replyBucket(this.hooks.view.id);
  }

  show(): void {
    this.coalescer.push(() => renderProgress(this.hooks.view, this.presenter));
  }

  async end(files: OutputFile[], final = true): Promise<boolean> {
    const { view, log } = this.hooks;
    const isPrivate = this.place.mode === "private";
    const message = finalMessage(view, this.presenter, files, isPrivate);
    clearTimeout(this.timer);
    await this.coalescer.stop();
    // A private reply takes the result while its token lasts; a public one not once it said the DMs will.
    if (this.replyOpen() && (isPrivate || (!this.late && this.left() > LATE_NOTE_BEFORE_MS))) {
      // Before every progress edit still waiting, within the reply's bucket (see `Pacer`).
      await this.options.pacer?.turn(true, undefined, this.bucket);
      try {
        await this.editReply(message);
        return true;
      } catch (error) {
        if (isUnknownMessage(error) && (await this.followUpAnew(message))) return true;
        if (!isTokenGone(error) && !isUnknownMessage(error) && !final) throw error;
        log.info({ err: error }, "the interaction's reply could not take the job's result");
      }
    }
    // Past its token a private reply is out of reach: it said which command shows the result.
    if (isPrivate) return true;
    // Ended within the token's last minute before any edit said so: the reply says it now.
    if (!this.late && this.replyOpen()) {
      this.late = true;
      await this.editReply({ content: t(view.locale, "followups.toDms") }).catch(() => undefined);
    }
    return this.toDms(message, final);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.coalescer.stop();
  }

  /**
   * A long job's result edited into a public reply notified nobody: one follow-up names the member
   * (a DM notifies by itself). A private reply notifies nobody either: it is only its member's.
   */
  async notify(): Promise<void> {
    const { view, log } = this.hooks;
    if (this.place.mode === "private" || this.wentToDms || !this.replyOpen()) return;
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

  /** How long the token has left, on the clock Discord's deadlines are read from. */
  private left(): number {
    return this.until - (this.options.now?.() ?? Date.now());
  }

  /** The token is kept, Discord has not refused it, and an edit started now lands before it ends. */
  private replyOpen(): boolean {
    return this.webhook !== undefined && !this.tokenGone && this.left() > EDIT_MARGIN_MS;
  }

  private async progress(frame: () => Payload): Promise<void> {
    if (this.late || !this.replyOpen()) return;
    if (this.left() > LATE_NOTE_BEFORE_MS) return this.editReply(frame());
    this.late = true;
    const { view } = this.hooks;
    const note =
      this.place.mode === "private"
        ? t(view.locale, "privacy.lateNote", { id: view.id })
        : t(view.locale, "followups.toDms");
    await this.editReply({ ...frame(), content: note });
  }

  private async editReply(payload: Payload): Promise<void> {
    const webhook = this.webhook!;
    const id = this.place.messageId ?? "@original";
    try {
      await send(payload, {
        target: webhook,
        method: "patch",
        route: Routes.webhookMessage(webhook.id, webhook.token, id),
        auth: false,
        library: (p) => webhook.editMessage(id, p),
      });
    } catch (error) {
      if (isTokenGone(error)) this.tokenGone = true;
      throw error;
    }
  }

  /** The reply was deleted: the result is a follow-up (as private as the reply was), while one is left. */
  private async followUpAnew(message: Payload): Promise<boolean> {
    if (!(await this.hooks.takeFollowUp(MAX_FOLLOW_UPS))) return false;
    const { content, embeds, components, files, allowedMentions } = message;
    const flags = this.place.mode === "private" ? MessageFlags.Ephemeral : undefined;
    const payload: InteractionReplyOptions = {
      content,
      embeds,
      components,
      files,
      allowedMentions,
      ...(flags ? { flags } : {}),
    };
    const webhook = this.webhook!;
    const { id } = await send(payload, {
      target: webhook,
      method: "post",
      route: Routes.webhook(webhook.id, webhook.token),
      auth: false,
      webhook: true,
      library: (p) => webhook.send(p),
    });
    this.place.messageId = id;
    await this.hooks.moved(id);
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
      if (this.replyOpen())
        await this.editReply({ content: t(view.locale, "followups.dmsClosed") }).catch(() => undefined);
      return false;
    }
  }
}
