import type { NodeOutput, SocketSignal } from "../../api/cloud-types.js";
import { executionErrorText } from "../../errors.js";
import { failure } from "../failure.js";
import type { RemoteEnd, RemoteUpdate } from "../remote.js";

/** What a followed prompt does on each signal; the cloud and the engines differ only in the optional parts. */
export interface SignalHandlers {
  /** The prompt runs now (execution_start, a node executing, progress). */
  running(): void;
  update(update: RemoteUpdate): void;
  /** A node's class, shown beside its id while it runs, when the graph is at hand. */
  nodeClass?(node: string): string | undefined;
  executed(node: string, output: NodeOutput): void;
  end(result: RemoteEnd): void;
  /** execution_success. */
  succeeded(): void;
  /** `executing: null`: the engine moved past the prompt (its history entry written by then). */
  left?(): void;
  /** The socket came back (and, when given, went down): the prompt's state is read instead. */
  reconnected(): void;
  disconnected?(): void;
}

/** The one switch from a socket signal to what the prompt's follower does. */
export function switchSignal(signal: SocketSignal, on: SignalHandlers): void {
  switch (signal.type) {
    case "reconnected":
      return on.reconnected();
    case "disconnected":
      return on.disconnected?.();
    case "execution_start":
      return on.running();
    case "executing":
      if (signal.node === null) return on.left?.();
      on.running();
      return on.update({
        node: signal.node,
        ...(on.nodeClass ? { nodeClass: on.nodeClass(signal.node) } : {}),
        progress: undefined,
      });
    case "progress":
      on.running();
      return on.update({ progress: { value: signal.value, max: signal.max } });
    case "preview":
      return on.update({ preview: { data: signal.data, mime: signal.mime } });
    case "executed":
      return on.executed(signal.node, signal.output);
    case "execution_success":
      return on.succeeded();
    case "execution_error":
      return on.end({
        status: "failed",
        error: failure(signal.exceptionType, executionErrorText(signal.exceptionType, signal.exceptionMessage)),
      });
    case "execution_interrupted":
      return on.end({ status: "cancelled" });
  }
}
