import type { EngineClient } from "../api/engine/client.js";
import type { Logger } from "../logging/logger.js";

/** How long a prompt left behind is looked for: an engine gone longer has most likely restarted (and forgot its queue). */
const KEEP_MS = 60 * 60_000;

/**
 * Prompts this process moved off one engine that stopped answering: each is taken off that engine
 * as soon as it answers again (deleted while pending, interrupted while running), so that a graph
 * sent elsewhere does not run there too. Tried whenever the engine comes back or shows one of them
 * running, and every `retryMs` while any is left.
 */
export class LeftBehind {
  private readonly prompts = new Map<string, number>();
  private sweeping: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly client: EngineClient,
    private readonly log: Logger,
    private readonly retryMs = 2_000,
  ) {}

  get size(): number {
    return this.prompts.size;
  }

  has(promptId: string): boolean {
    return this.prompts.has(promptId);
  }

  add(promptId: string): void {
    this.prompts.set(promptId, Date.now());
    this.schedule();
  }

  /** Takes every prompt left behind off the engine, if it answers. */
  sweep(): Promise<void> {
    return (this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = undefined;
      this.schedule();
    }));
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private async sweepOnce(): Promise<void> {
    const now = Date.now();
    for (const [id, since] of this.prompts) if (now - since > KEEP_MS) this.prompts.delete(id);
    const ids = [...this.prompts.keys()];
    if (ids.length === 0) return;
    try {
      const before = await this.client.queue();
      const pending = ids.filter((id) => before.pending.some((item) => item.promptId === id));
      // The engine answers an empty body: its queue, read again, says what left it.
      if (pending.length > 0) await this.client.deletePending(pending);
      const { running, pending: still } = pending.length > 0 ? await this.client.queue() : before;
      for (const id of ids) {
        if (running.some((item) => item.promptId === id)) await this.client.interrupt(id);
        else if (!still.some((item) => item.promptId === id)) {
          this.prompts.delete(id);
          this.log.info({ promptId: id }, "a prompt moved off this engine was taken off it");
        }
      }
    } catch {
      // Still not answering: tried again later.
    }
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.closed || this.prompts.size === 0) return;
    this.timer = setTimeout(() => void this.sweep(), this.retryMs);
    this.timer.unref();
  }
}
