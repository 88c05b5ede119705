import { ByteBudget, type ByteAccount } from "../byte-budget.js";
import { Limit } from "../limit.js";

/**
 * Deliveries with files at once: each holds up to Discord's 25 MiB (an image to re-encode up to
 * 64 MiB, put together two at a time: src/images/fit.ts); the rest wait their turn. A delivery holds
 * its turn through a download, a statement and an upload (0.6–0.9 s each on average on a loaded
 * machine, 2026-11-28): four at once could end fewer than 5 jobs a second there, and the jobs ending
 * faster waited in this line for tens of seconds (docs/performance.md, the engine path).
 */
export const DELIVERIES_AT_ONCE = 8;

/**
 * The bytes of files the deliveries hold at once: eight deliveries of 25 MiB each would hold 200
 * MiB; past this the next file waits until one is sent (see `ByteBudget`, and `downloadOutputs`
 * for how a file is counted before it is asked for).
 */
export const DELIVERY_BYTES = 64 * 1024 * 1024;

/** One delivery's turn: its files' bytes count on `bytes`; `release` gives the turn and the bytes on. */
export interface DeliveryTurn {
  release(): void;
  bytes: ByteAccount;
}

/** Deliveries (and `/show`'s downloads) at once: at most so many, holding at most so many bytes of files. */
export class Deliveries {
  readonly slots: Limit;
  readonly bytes: ByteBudget;

  constructor(options: { most?: number; bytes?: number } = {}) {
    this.slots = new Limit(options.most ?? DELIVERIES_AT_ONCE);
    this.bytes = new ByteBudget(options.bytes ?? DELIVERY_BYTES);
  }

  /** Runs `task` in its turn; its bytes are given back when it releases its turn or ends. */
  run<T>(task: (turn: DeliveryTurn) => Promise<T>): Promise<T> {
    return this.slots.run(async (release) => {
      const bytes = this.bytes.open();
      const done = () => {
        bytes.close();
        release();
      };
      try {
        return await task({ release: done, bytes });
      } finally {
        bytes.close();
      }
    });
  }
}
