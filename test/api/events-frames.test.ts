import { describe, expect, test } from "vitest";
import { parseBinaryFrame, parseTextFrame } from "../../src/api/frames.js";

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

const IMAGE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe("binary frames", () => {
  test.each([
    [1, "image/jpeg"],
    [2, "image/png"],
  ])("type 1 with image_type %i is a %s preview without a prompt", (imageType, mime) => {
    const event = parseBinaryFrame(Buffer.concat([u32(1), u32(imageType), IMAGE]));
    expect(event).toEqual({ type: "preview", mime, data: IMAGE });
  });

  test("type 3 is a node's text, node id and text in UTF-8", () => {
    const node = Buffer.from("12:ü");
    const event = parseBinaryFrame(Buffer.concat([u32(3), u32(node.length), node, Buffer.from("step 3/20 ✓")]));
    expect(event).toEqual({ type: "text", nodeId: "12:ü", text: "step 3/20 ✓" });
  });

  test("type 4 carries its prompt, node and mime in the metadata", () => {
    const meta = Buffer.from(
      JSON.stringify({
        node_id: "3",
        prompt_id: "p-1",
        display_node_id: "3",
        parent_node_id: null,
        real_node_id: "3",
        image_type: "image/jpeg",
      }),
    );
    const event = parseBinaryFrame(Buffer.concat([u32(4), u32(meta.length), meta, IMAGE]));
    expect(event).toEqual({ type: "preview", promptId: "p-1", nodeId: "3", mime: "image/jpeg", data: IMAGE });
  });

  test.each([
    ["shorter than the header", Buffer.from([0, 0, 0, 1, 0, 0])],
    ["a length past the end", Buffer.concat([u32(3), u32(50), Buffer.from("3")])],
    ["an unknown type", Buffer.concat([u32(2), u32(0), IMAGE])],
  ])("a frame %s is ignored", (_name, frame) => {
    expect(parseBinaryFrame(frame)).toBeUndefined();
  });
});

describe("text frames", () => {
  const p = "prompt-1";
  test.each([
    [
      { type: "status", data: { status: { exec_info: { queue_remaining: 2 } }, sid: "s" } },
      { type: "status", queueRemaining: 2 },
    ],
    [
      { type: "execution_start", data: { prompt_id: p, timestamp: 1 } },
      { type: "execution_start", promptId: p },
    ],
    [
      { type: "execution_cached", data: { nodes: ["4", 5], prompt_id: p } },
      { type: "execution_cached", promptId: p, nodes: ["4", "5"] },
    ],
    [
      { type: "executing", data: { node: "3", display_node: "3", prompt_id: p } },
      { type: "executing", promptId: p, node: "3" },
    ],
    [
      { type: "executing", data: { node: null, prompt_id: p } },
      { type: "executing", promptId: p, node: null },
    ],
    [
      { type: "progress", data: { value: 12, max: 20, prompt_id: p, node: "3" } },
      { type: "progress", promptId: p, node: "3", value: 12, max: 20 },
    ],
    [
      {
        type: "progress_state",
        data: { prompt_id: p, nodes: { "3": { value: 1, max: 2, state: "running", node_id: "3" } } },
      },
      { type: "progress_state", promptId: p, nodes: { "3": { value: 1, max: 2, state: "running" } } },
    ],
    [
      {
        type: "executed",
        data: {
          node: "9",
          display_node: "9",
          output: { images: [{ filename: "a.png", subfolder: "", type: "output" }] },
          prompt_id: p,
        },
      },
      {
        type: "executed",
        promptId: p,
        node: "9",
        output: { images: [{ filename: "a.png", subfolder: "", type: "output" }] },
      },
    ],
    [
      { type: "execution_success", data: { prompt_id: p, timestamp: 1 } },
      { type: "execution_success", promptId: p },
    ],
    [
      {
        type: "execution_error",
        data: {
          prompt_id: p,
          node_id: "3",
          node_type: "KSampler",
          exception_type: "OOMError",
          exception_message: "CUDA out of memory",
          traceback: [],
        },
      },
      {
        type: "execution_error",
        promptId: p,
        nodeId: "3",
        nodeType: "KSampler",
        exceptionType: "OOMError",
        exceptionMessage: "CUDA out of memory",
      },
    ],
    [
      { type: "execution_interrupted", data: { prompt_id: p, node_id: "3", executed: [] } },
      { type: "execution_interrupted", promptId: p },
    ],
    [
      { type: "notification", data: { value: "Queued" } },
      { type: "notification", value: "Queued" },
    ],
  ])("%j is read as %j", (frame, event) => {
    expect(parseTextFrame(JSON.stringify(frame))).toEqual(event);
  });

  test.each([
    ["not JSON", "{"],
    ["an unknown type", JSON.stringify({ type: "crystools.monitor", data: {} })],
    ["a job event without prompt_id", JSON.stringify({ type: "executing", data: { node: "3" } })],
  ])("%s is ignored", (_name, text) => {
    expect(parseTextFrame(text)).toBeUndefined();
  });
});
