import { t } from "../../i18n/index.js";
import { Coalescer } from "./coalescer.js";
import type { JobMessage, JobMessages, MessageHooks } from "../../jobs/port.js";
import type { OutputFile } from "../../jobs/view.js";
import { metrics } from "../../metrics.js";
import { isChannelDeleted, isUnknownMessage, postAnew, recoverFinal } from "./lost-message.js";
import { isDiscordOpened } from "./origin.js";
import { renderProgress, type MessagePayload as Payload, type Presenter } from "../render/render.js";
import { finalMessage } from "./final-message.js";
import { InteractionJobMessage } from "./interaction-message.js";
import type { JobMessageOptions } from "./options.js";
import { messageTarget, type MessageTarget } from "./target.js";

export { finalMessage } from "./final-message.js";
export type { JobMessageOptions } from "./options.js";

/** Discord limits edits of messages older than an hour separately (code 30046): slow down there. */
const OLD_MESSAGE_MS = 55 * 60_000;

/** The Discord side of the lifecycle's message port: each job's message, drawn by its kind's presenter. */
export function discordJobMessages(options: JobMessageOptions): JobMessages {
  return {
    of({ channelId, messageId, opened, onInteraction }, hooks) {
      if (onInteraction) return new InteractionJobMessage({ ...onInteraction, channelId, messageId }, hooks, options);
      const target = isDiscordOpened(opened) ? opened.target : messageTarget(options.client(), channelId, messageId);
      return new DiscordJobMessage(target, hooks, options);
    },
  };
}

/**
 * A job's message on Discord, edited with the newest progress (coalesced, rendered only when sent)
 * and finally replaced by the terminal message. When the message is gone the terminal message is
 * posted anew once, and its id is handed to `moved` so a retry edits it rather than posting another.
 */
class DiscordJobMessage implements JobMessage {
  private readonly coalescer: Coalescer<() => Payload>;
  private readonly presenter: Presenter;
  /** The message is deleted or was never recorded: the terminal message is posted anew. */
  private gone: boolean;

  constructor(
    private target: MessageTarget,
    private readonly hooks: MessageHooks,
    private readonly options: JobMessageOptions,
  ) {
    const { view, log } = hooks;
    const { minEditIntervalMs, oldMessageEditIntervalMs, pacer } = options;
    this.presenter = options.presenterFor(view.kind);
    this.gone = target.messageId === undefined;
    this.coalescer = new Coalescer(
      async (frame) => {
        if (this.gone) return;
        await this.target.edit(frame());
      },
      {
        minIntervalMs: minEditIntervalMs,
        ...(pacer ? { pacer } : {}),
        bucket: () => this.target.bucket,
        count: (result) => metrics.progress(result),
        intervalFor: () =>
          Date.now() - view.createdAt > OLD_MESSAGE_MS
            ? Math.max(oldMessageEditIntervalMs, minEditIntervalMs)
            : minEditIntervalMs,
        onError: (error) => {
          if (isUnknownMessage(error)) this.gone = true;
          else if (isChannelDeleted(error)) hooks.channelGone();
          else log.warn({ err: error }, "progress edit failed");
        },
      },
    );
  }

  get messageId(): string | undefined {
    return this.target.messageId;
  }

  show(): void {
    this.coalescer.push(this.progressFrame);
  }

  async end(files: OutputFile[], final = true): Promise<boolean> {
    const { view } = this.hooks;
    const message = finalMessage(view, this.presenter, files);
    return this.coalescer
      .finish(() => message)
      .then(
        () => (this.gone ? this.postAnew(message) : true),
        (error: unknown) => recoverFinal(this.target, message, error, () => this.postAnew(message), final),
      );
  }

  stop(): Promise<void> {
    return this.coalescer.stop();
  }

  async notify(): Promise<void> {
    const { view, log } = this.hooks;
    const messageId = this.target.messageId;
    if (messageId === undefined) return;
    try {
      const channel = await this.options.client().channels.fetch(this.target.channelId, { allowUnknownGuild: true });
      if (!channel?.isSendable()) return;
      const what =
        view.phase === "completed"
          ? "job.notify.done"
          : view.phase === "cancelled"
            ? "job.notify.cancelled"
            : "job.notify.failed";
      await channel.send({
        content: t(view.locale, what, { user: `<@${view.userId}>` }),
        reply: { messageReference: messageId, failIfNotExists: false },
        allowedMentions: { users: [view.userId] },
      });
    } catch (error) {
      log.warn({ err: error }, "could not notify the requester");
    }
  }

  private async postAnew(message: Payload): Promise<boolean> {
    const client = this.options.client();
    const posted = await postAnew(client, this.target.channelId, message);
    if (posted === undefined) return false;
    this.target = messageTarget(client, this.target.channelId, posted);
    this.gone = false;
    await this.hooks.moved(posted);
    return true;
  }

  private readonly progressFrame = (): Payload => renderProgress(this.hooks.view, this.presenter);
}
