import type { Client } from "discord.js";
import { isUnknownMessage, postAnew, recoverFinal } from "../discord/deliver.js";
import { renderProgress, type JobMessage, type JobView, type Presenter } from "../discord/render.js";
import { messageTarget, type MessageTarget } from "../discord/target.js";
import type { Logger } from "../logger.js";
import { metrics } from "../metrics.js";
import { Coalescer } from "./coalescer.js";
import type { Pacer } from "./pacer.js";

/** Discord limits edits of messages older than an hour separately (code 30046): slow down there. */
const OLD_MESSAGE_MS = 55 * 60_000;
const OLD_MESSAGE_INTERVAL_MS = 60_000;

/**
 * The Discord side of a job: its message, edited with the newest progress (coalesced, rendered
 * only when sent) and finally replaced by the terminal message. When the message is gone the
 * terminal message is posted anew once, and its id is handed to `onMoved` so a retry edits it
 * rather than posting another.
 */
export class JobMessageView {
  private readonly coalescer: Coalescer<() => JobMessage>;
  private target: MessageTarget;
  /** The message is deleted or was never recorded: the terminal message is posted anew. */
  private gone: boolean;

  constructor(
    readonly view: JobView,
    private readonly presenter: Presenter,
    private readonly client: Client,
    target: MessageTarget,
    log: Logger,
    private readonly minIntervalMs: number,
    private readonly onMoved: (messageId: string) => Promise<void>,
    pacer?: Pacer,
  ) {
    this.target = target;
    this.gone = target.messageId === undefined;
    this.coalescer = new Coalescer(
      async (frame) => {
        if (this.gone) return;
        await this.target.edit(frame());
      },
      {
        minIntervalMs,
        ...(pacer ? { pacer } : {}),
        count: (result) => metrics.progress(result),
        intervalFor: () => (Date.now() - view.createdAt > OLD_MESSAGE_MS ? Math.max(OLD_MESSAGE_INTERVAL_MS, minIntervalMs) : minIntervalMs),
        onError: (error) => {
          if (isUnknownMessage(error)) this.gone = true;
          else log.warn({ err: error }, "progress edit failed");
        },
      },
    );
  }

  get messageId(): string | undefined {
    return this.target.messageId;
  }

  /** Shows the view's current state, soon: states pushed meanwhile replace it. */
  show(): void {
    this.coalescer.push(this.progressFrame);
  }

  /**
   * Sends the terminal message after any edit in flight; false when the channel is out of reach.
   * Safe to call again after a failure: it edits the same message, or the one it posted anew.
   */
  async end(message: JobMessage): Promise<boolean> {
    const shown = await this.coalescer.finish(() => message).then(
      () => (this.gone ? this.postAnew(message) : true),
      (error: unknown) => recoverFinal(this.target, message, error, () => this.postAnew(message)),
    );
    return shown;
  }

  /** Shutdown: waits for the edit in flight and sends nothing more. */
  stop(): Promise<void> {
    return this.coalescer.stop();
  }

  private async postAnew(message: JobMessage): Promise<boolean> {
    const posted = await postAnew(this.client, this.target.channelId, message);
    if (posted === undefined) return false;
    this.target = messageTarget(this.client, this.target.channelId, posted);
    this.gone = false;
    await this.onMoved(posted);
    return true;
  }

  private readonly progressFrame = (): JobMessage => renderProgress(this.view, this.presenter);
}
