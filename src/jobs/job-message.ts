import type { Client } from "discord.js";
import { isUnknownMessage, postAnew, recoverFinal } from "../discord/deliver.js";
import { renderProgress, type JobMessage, type JobView } from "../discord/render.js";
import type { MessageTarget } from "../discord/target.js";
import type { Logger } from "../logger.js";
import { metrics } from "../metrics.js";
import { Coalescer } from "./coalescer.js";

/**
 * The Discord side of a job: its message, edited with the newest progress (coalesced, rendered
 * only when sent) and finally replaced by the terminal message.
 */
export class JobMessageView {
  private readonly coalescer: Coalescer<() => JobMessage>;
  /** The message is deleted or was never recorded: the terminal message is posted anew. */
  private gone: boolean;

  constructor(
    readonly view: JobView,
    private readonly client: Client,
    private readonly target: MessageTarget,
    private readonly log: Logger,
    minIntervalMs: number,
  ) {
    this.gone = target.messageId === undefined;
    this.coalescer = new Coalescer(async (frame) => void (this.gone || (await target.edit(frame()))), {
      minIntervalMs,
      count: (result) => metrics.progress(result),
      onError: (error) => {
        if (isUnknownMessage(error)) this.gone = true;
        else log.warn({ err: error }, "progress edit failed");
      },
    });
  }

  /** Shows the view's current state, soon: states pushed meanwhile replace it. */
  show(): void {
    this.coalescer.push(this.progressFrame);
  }

  /** Sends the terminal message after any edit in flight; false when the channel is out of reach. */
  async end(message: JobMessage): Promise<boolean> {
    return this.coalescer.finish(() => message).then(
      () => (this.gone ? postAnew(this.client, this.target, message) : true),
      (error: unknown) => recoverFinal(this.client, this.target, message, error),
    );
  }

  /** Shutdown: waits for the edit in flight and sends nothing more. */
  stop(): Promise<void> {
    return this.coalescer.stop();
  }

  private readonly progressFrame = (): JobMessage => renderProgress(this.view);
}
