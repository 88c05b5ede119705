import type { CloudEvent } from "./cloud-types.js";
import { nonEmpty, record, tryJson } from "./loose-json.js";

/** Binary frame types of the event stream (wire-notes.md). */
const FRAME = { previewImage: 1, text: 3, previewWithMetadata: 4 } as const;

type BinaryEvent = Extract<CloudEvent, { type: "preview" | "text" }>;

/** Reads a binary frame; undefined for a type we do not know or a truncated frame. */
export function parseBinaryFrame(frame: Buffer): BinaryEvent | undefined {
  if (frame.length < 8) return undefined;
  const type = frame.readUInt32BE(0);
  if (type === FRAME.previewImage) {
    const imageType = frame.readUInt32BE(4);
    return { type: "preview", mime: imageType === 2 ? "image/png" : "image/jpeg", data: frame.subarray(8) };
  }
  const length = frame.readUInt32BE(4);
  if (8 + length > frame.length) return undefined;
  const head = frame.subarray(8, 8 + length).toString("utf8");
  const rest = frame.subarray(8 + length);
  if (type === FRAME.text) return { type: "text", nodeId: head, text: rest.toString("utf8") };
  if (type === FRAME.previewWithMetadata) {
    const meta = record(tryJson(head));
    return {
      type: "preview",
      mime: meta.image_type === "image/jpeg" ? "image/jpeg" : "image/png",
      data: rest,
      ...optionalString("promptId", meta.prompt_id),
      ...optionalString("nodeId", meta.node_id),
    };
  }
  return undefined;
}

/** Reads a JSON text frame `{type, data}`; undefined for an unknown type or a malformed frame. */
export function parseTextFrame(text: string): CloudEvent | undefined {
  const message = record(tryJson(text));
  const data = record(message.data);
  const promptId = typeof data.prompt_id === "string" ? data.prompt_id : undefined;
  if (message.type === "status") {
    const queueRemaining = record(record(data.status).exec_info).queue_remaining;
    return { type: "status", queueRemaining: typeof queueRemaining === "number" ? queueRemaining : 0 };
  }
  if (message.type === "notification") {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a value off the wire, of any type, read as text
    return { type: "notification", value: String(data.value ?? ""), ...optionalString("promptId", promptId) };
  }
  if (promptId === undefined) return undefined;
  switch (message.type) {
    case "execution_start":
    case "execution_success":
    case "execution_interrupted":
      return { type: message.type, promptId };
    case "execution_cached":
      return { type: "execution_cached", promptId, nodes: Array.isArray(data.nodes) ? data.nodes.map(String) : [] };
    case "executing":
      return {
        type: "executing",
        promptId,
        node: typeof data.node === "string" && data.node !== "" ? data.node : null,
      };
    case "progress":
      return {
        type: "progress",
        promptId,
        value: Number(data.value),
        max: Number(data.max),
        ...optionalString("node", data.node),
      };
    case "progress_state":
      return { type: "progress_state", promptId, nodes: progressNodes(data.nodes) };
    case "executed":
      return { type: "executed", promptId, node: String(data.node), output: record(data.output) };
    case "execution_error":
      return {
        type: "execution_error",
        promptId,
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a value off the wire, of any type, read as text
        exceptionType: String(data.exception_type ?? "Error"),
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a value off the wire, of any type, read as text
        exceptionMessage: String(data.exception_message ?? ""),
        ...optionalString("nodeId", data.node_id),
        ...optionalString("nodeType", data.node_type),
      };
    default:
      return undefined;
  }
}

function progressNodes(value: unknown): Record<string, { value: number; max: number; state: string }> {
  const nodes: Record<string, { value: number; max: number; state: string }> = {};
  for (const [id, raw] of Object.entries(record(value))) {
    const node = record(raw);
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a value off the wire, of any type, read as text
    nodes[id] = { value: Number(node.value ?? 0), max: Number(node.max ?? 0), state: String(node.state ?? "") };
  }
  return nodes;
}

function optionalString<K extends string>(key: K, value: unknown): { [P in K]?: string } {
  const text = nonEmpty(value);
  return (text === undefined ? {} : { [key]: text }) as { [P in K]?: string };
}
