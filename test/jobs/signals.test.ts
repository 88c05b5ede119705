import { describe, expect, test } from "vitest";
import type { SocketSignal } from "../../src/api/cloud-types.js";
import { switchSignal, type SignalHandlers } from "../../src/jobs/remotes/signals.js";

/** Handlers that record what was called, with what; `optional` adds the parts only an engine gives. */
function recorder(optional: boolean) {
  const calls: unknown[][] = [];
  const on =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args]);
  const handlers: SignalHandlers = {
    running: on("running"),
    update: on("update"),
    executed: on("executed"),
    end: on("end"),
    succeeded: on("succeeded"),
    reconnected: on("reconnected"),
    ...(optional
      ? { left: on("left"), disconnected: on("disconnected"), nodeClass: (node: string) => `Class${node}` }
      : {}),
  };
  return { calls, handlers };
}

const signals: Array<[string, SocketSignal, unknown[][], unknown[][]]> = [
  ["execution_start", { type: "execution_start", promptId: "p" }, [["running"]], [["running"]]],
  [
    "executing a node",
    { type: "executing", promptId: "p", node: "7" },
    [["running"], ["update", { node: "7", progress: undefined }]],
    [["running"], ["update", { node: "7", nodeClass: "Class7", progress: undefined }]],
  ],
  ["executing: null", { type: "executing", promptId: "p", node: null }, [], [["left"]]],
  [
    "progress",
    { type: "progress", promptId: "p", value: 3, max: 20 },
    [["running"], ["update", { progress: { value: 3, max: 20 } }]],
    [["running"], ["update", { progress: { value: 3, max: 20 } }]],
  ],
  ["execution_success", { type: "execution_success", promptId: "p" }, [["succeeded"]], [["succeeded"]]],
  [
    "execution_interrupted",
    { type: "execution_interrupted", promptId: "p" },
    [["end", { status: "cancelled" }]],
    [["end", { status: "cancelled" }]],
  ],
  ["reconnected", { type: "reconnected" }, [["reconnected"]], [["reconnected"]]],
  ["disconnected", { type: "disconnected" }, [], [["disconnected"]]],
  ["status (not a prompt's)", { type: "status", queueRemaining: 2 }, [], []],
];

describe("the one switch from a socket signal to a prompt follower", () => {
  test.each(signals)("%s: the cloud's handlers, then an engine's", (_name, signal, cloud, engine) => {
    const withoutOptional = recorder(false);
    switchSignal(signal, withoutOptional.handlers);
    expect(withoutOptional.calls).toEqual(cloud);
    const withOptional = recorder(true);
    switchSignal(signal, withOptional.handlers);
    expect(withOptional.calls).toEqual(engine);
  });

  test("an executed node hands on its output; a preview is shown", () => {
    const { calls, handlers } = recorder(false);
    const output = { images: [{ filename: "a.png", subfolder: "", type: "output" }] };
    switchSignal({ type: "executed", promptId: "p", node: "9", output }, handlers);
    switchSignal({ type: "preview", mime: "image/png", data: Buffer.from("x") }, handlers);
    expect(calls).toEqual([
      ["executed", "9", output],
      ["update", { preview: { mime: "image/png", data: Buffer.from("x") } }],
    ]);
  });

  test("an execution error ends the prompt failed, with the exception's kind and words", () => {
    const { calls, handlers } = recorder(true);
    const signal: SocketSignal = {
      type: "execution_error",
      promptId: "p",
      exceptionType: "OutOfMemoryError",
      exceptionMessage: "CUDA out of memory",
    };
    switchSignal(signal, handlers);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject(["end", { status: "failed", error: { code: "OutOfMemoryError" } }]);
  });
});
