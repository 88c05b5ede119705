import type { RemoteListener } from "../remote.js";
import { queuePlace, type Queue } from "../service-queue.js";

/** What a waiting prompt's place needs: its queue (read after `since`, shared), its id, whether it still waits. */
export interface PlaceSource {
  read(since: number): Promise<Queue>;
  promptId(): string;
  /** Still waiting (not running, not ended): a read that comes back later shows nothing. */
  waiting(): boolean;
  listener: RemoteListener;
}

/**
 * A waiting prompt's place in its queue, shown as it is: `moved` reads it again whenever the queue
 * moves (a status message), one read at a time (a move during one reads again after it, from a read
 * made after that move); `show` passes a place on only when it changed, so a move that leaves it
 * where it was edits no message.
 */
export function placeInLine(source: PlaceSource): { moved(since: number): void; show(ahead: number): void } {
  // A job starts out "next" (no place read yet), which reads as 0 ahead.
  let shown = 0;
  let reading: Promise<void> | undefined;
  let movedAt: number | undefined;
  const show = (ahead: number) => {
    if (ahead === shown || !source.waiting()) return;
    shown = ahead;
    source.listener.update({ phase: "queued", queueAhead: ahead });
  };
  const readAfter = async (since: number) => {
    const queue = await source.read(since).catch(() => undefined);
    const place = queue && queuePlace(queue, source.promptId());
    if (place && "ahead" in place) show(place.ahead);
  };
  const moved = (since: number): void => {
    if (!source.waiting()) return;
    if (reading) {
      movedAt = since;
      return;
    }
    reading = readAfter(since).finally(() => {
      reading = undefined;
      if (movedAt === undefined) return;
      const again = movedAt;
      movedAt = undefined;
      moved(again);
    });
  };
  return { moved, show };
}
