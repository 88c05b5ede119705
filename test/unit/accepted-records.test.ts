import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { acceptedRecords } from "../../src/app/accepted-records.js";
import type { AcceptedStore, Answered } from "../../src/db/accepted.js";
import { createLogger } from "../../src/logging/logger.js";

/*
 * The batched writes of accepted records, against a store that counts its statements: how an
 * interaction was answered is written only for one still being handled a moment later, so the
 * common path (answered, job recorded, handler ended) costs no statement for it.
 */
let statements: { kind: string; ids: number[] }[];
const store: Pick<AcceptedStore, "record" | "done" | "answered"> = {
  record: (rows) => {
    statements.push({ kind: "record", ids: [] });
    return Promise.resolve(rows.map((_, i) => i + 1));
  },
  done: (ids) => {
    statements.push({ kind: "done", ids: [...ids] });
    return Promise.resolve();
  },
  answered: (answers: readonly { id: number; how: Answered }[]) => {
    statements.push({ kind: "answered", ids: answers.map((a) => a.id) });
    return Promise.resolve();
  },
};

const row = { guildId: "g", channelId: "c", messageId: "m", userId: "u", emojiId: null, emojiName: "🔍" };

beforeEach(() => {
  statements = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("an interaction whose handler ends soon after its answer never has its answer written", async () => {
  const records = acceptedRecords(store, "owner", createLogger("silent"));
  records.answered(1, "defer");
  records.answered(2, "reply");
  await vi.advanceTimersByTimeAsync(100);
  records.done(1);
  records.done(2);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(statements).toEqual([{ kind: "done", ids: [1, 2] }]);
});

test("one still being handled has its answer written, the answers of a moment in one statement", async () => {
  const records = acceptedRecords(store, "owner", createLogger("silent"));
  records.answered(1, "deferUpdate");
  records.answered(2, "defer");
  records.answered(3, "reply");
  records.done(3);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(statements).toEqual([
    { kind: "done", ids: [3] },
    { kind: "answered", ids: [1, 2] },
  ]);
});

test("records whose interactions recorded jobs, handled within a moment, are deleted in one statement", async () => {
  const records = acceptedRecords(store, "owner", createLogger("silent"));
  for (const id of [1, 2, 3]) {
    records.done(id, true);
    await vi.advanceTimersByTimeAsync(50);
  }
  expect(statements).toEqual([]);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(statements).toEqual([{ kind: "done", ids: [1, 2, 3] }]);
});

test("a record whose handler recorded no job is deleted at once, with those waiting for the moment", async () => {
  const records = acceptedRecords(store, "owner", createLogger("silent"));
  records.done(1, true);
  records.done(2, true);
  await vi.advanceTimersByTimeAsync(10);
  records.done(3);
  await vi.advanceTimersByTimeAsync(0);
  expect(statements).toEqual([{ kind: "done", ids: [1, 2, 3] }]);
});

test("flush writes everything pending: the records waiting, how interactions were answered, the records forgotten", async () => {
  // A record's statement under way when the flush begins: waited for, and what came meanwhile written after it.
  let finish: (() => void) | undefined;
  const slow: typeof store = {
    ...store,
    record: (rows) => {
      statements.push({ kind: "record", ids: [] });
      return finish
        ? Promise.resolve(rows.map((_, i) => i + 10))
        : new Promise((resolve) => (finish = () => resolve(rows.map((_, i) => i + 1))));
    },
  };
  const records = acceptedRecords(slow, "owner", createLogger("silent"));
  const first = records.record(row);
  await vi.advanceTimersByTimeAsync(0);
  const second = records.record(row);
  records.answered(7, "defer");
  records.done(8, true);
  let flushed = false;
  const flush = records.flush().then(() => (flushed = true));
  await Promise.resolve();
  expect(flushed).toBe(false);
  finish!();
  await flush;
  expect(await Promise.all([first, second])).toEqual([1, 10]);
  expect(statements).toEqual([
    { kind: "record", ids: [] },
    { kind: "record", ids: [] },
    { kind: "answered", ids: [7] },
    { kind: "done", ids: [8] },
  ]);
  // Nothing is left for the timers to write.
  await vi.advanceTimersByTimeAsync(5_000);
  expect(statements).toHaveLength(4);
});
