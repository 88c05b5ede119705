import { connect } from "node:net";

/**
 * Clients of the bot's signed `/files` links, on raw sockets so that they can read as slowly as
 * they like, or not at all. Each resolves when the connection is closed (by the bot, or by the
 * reader itself), with what it saw; none ends by its own clock, so one the bot never cuts never
 * resolves (the soak waits for them with a deadline).
 */
export interface ReadOutcome {
  how: ReaderKind;
  /** The status code, or undefined when the connection closed before one arrived. */
  status?: number;
  /** `content-length` of the answer. */
  length?: number;
  /** Body bytes received (for a raw reader of a chunked answer, with the chunks' framing). */
  body: number;
  /** Milliseconds from connecting to the close. */
  ms: number;
}

/**
 * - `stalled`: reads the status line, then stops reading for `stallMs` (past the bot's idle limit:
 *   the bot must cut it), then reads what is left;
 * - `slow`: reads a chunk every 150 ms (under the bot's idle limit: it must be served to the end,
 *   unless it gives up after `giveUpMs`);
 * - `dropped`: goes away after the first chunk (the bot must free its slot and its upstream);
 * - `full`: reads at full speed (through fetch, which decodes a chunked answer).
 */
export type ReaderKind = "stalled" | "slow" | "dropped" | "full";

export function readLink(
  port: number,
  path: string,
  how: ReaderKind,
  times: { stallMs?: number; giveUpMs?: number } = {},
): Promise<ReadOutcome> {
  if (how === "full") return readFully(port, path);
  const started = Date.now();
  const socket = connect(port, "127.0.0.1");
  let head = Buffer.alloc(0);
  let headerEnd = -1;
  const outcome: ReadOutcome = { how, body: 0, ms: 0 };
  let stalled = false;
  socket.write(`GET ${path} HTTP/1.1\r\nHost: flowbot\r\nConnection: close\r\n\r\n`);
  socket.on("data", (chunk: Buffer) => {
    if (headerEnd < 0) {
      head = Buffer.concat([head, chunk]);
      headerEnd = head.indexOf("\r\n\r\n");
      if (headerEnd < 0) return;
      const text = head.subarray(0, headerEnd).toString("latin1");
      outcome.status = Number(text.split(" ")[1]);
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
      if (length !== undefined) outcome.length = Number(length);
      outcome.body += head.length - headerEnd - 4;
    } else outcome.body += chunk.length;
    if (how === "stalled" && !stalled) {
      stalled = true;
      socket.pause();
      setTimeout(() => socket.resume(), times.stallMs ?? 0);
    } else if (how === "dropped" && outcome.body > 0) socket.destroy();
    else if (how === "slow") {
      socket.pause();
      setTimeout(() => socket.resume(), 150);
    }
  });
  socket.on("error", () => undefined);
  if (times.giveUpMs !== undefined) setTimeout(() => socket.destroy(), times.giveUpMs);
  return new Promise((resolve) =>
    socket.on("close", () => {
      outcome.ms = Date.now() - started;
      resolve(outcome);
    }),
  );
}

async function readFully(port: number, path: string): Promise<ReadOutcome> {
  const started = Date.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    const length = response.headers.get("content-length");
    const body = (await response.arrayBuffer()).byteLength;
    return {
      how: "full",
      status: response.status,
      ...(length === null ? {} : { length: Number(length) }),
      body,
      ms: Date.now() - started,
    };
  } catch {
    // Cut off without an answer, or in the middle of one.
    return { how: "full", body: 0, ms: Date.now() - started };
  }
}

/** The `/files/…` paths of the signed links in a message (its embeds and content; never its attachments' bytes). */
export function filePaths(message: { content?: unknown; embeds: unknown }): string[] {
  return [
    ...new Set(
      [
        ...JSON.stringify([message.content, message.embeds]).matchAll(
          /https?:\/\/[^/"\s]+(\/files\/[\w-]+\/\d+\/[\w-]{43})/g,
        ),
      ].map((m) => m[1]!),
    ),
  ];
}
