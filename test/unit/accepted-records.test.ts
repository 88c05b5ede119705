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
