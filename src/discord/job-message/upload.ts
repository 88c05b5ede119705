import { openAsBlob } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";
import { AttachmentBuilder, MessagePayload, type MessageEditOptions } from "discord.js";

/**
 * A file's type by its name, as Discord shows it (an image inline, a video playable); discord.js
 * guesses it from the bytes when it builds the body itself, which `editFromDisk` does not let it do.
 */
const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  flac: "audio/flac",
  ogg: "audio/ogg",
  json: "application/json",
  txt: "text/plain",
};

export function typeOfName(name: string): string {
  return TYPES[name.slice(name.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}

/** From this many bytes of files in one message, they are sent from disk (see `editFromDisk`). */
export const FROM_DISK_BYTES = 1024 * 1024;

/** A file to send: its bytes in memory, or the path of a file on disk holding them (see `OutputFile`). */
type FileToSend = { name: string; data: Buffer | string };

/** The files of a payload, when every one is bytes in memory or a file on disk; else undefined. */
function filesOf(payload: MessageEditOptions): FileToSend[] | undefined {
  const files = payload.files ?? [];
  const out = files.map((file) =>
    file instanceof AttachmentBuilder && (Buffer.isBuffer(file.attachment) || isPath(file.attachment))
      ? { name: file.name ?? "file", data: file.attachment }
      : undefined,
  );
  return out.every((f) => f !== undefined) ? out : undefined;
}

/** A string attachment that names a file on disk (discord.js would read it whole into memory). */
const isPath = (attachment: unknown): attachment is string => typeof attachment === "string" && isAbsolute(attachment);

/** Whether `editFromDisk` should send this payload: a file on disk, or files in memory together large. */
export function sendsFromDisk(payload: MessageEditOptions): boolean {
  const files = filesOf(payload);
  if (files === undefined) return false;
  return (
    files.some((f) => typeof f.data === "string") || files.reduce((n, f) => n + f.data.length, 0) >= FROM_DISK_BYTES
  );
}

/**
 * Edits a message whose files are large, holding no further copy of them in memory. discord.js
 * copies every file it uploads into an in-memory Blob (`new Blob([file.data])` in
 * @discordjs/rest), and that Blob then streams to the socket as one chunk, a copy again: a
 * 10 MiB output was held three times (the bench: 40 MiB of Buffers, 3.9× its size in RSS).
 * A Blob backed by a file (`fs.openAsBlob`) streams in 64 KiB pieces, so the files are sent from
 * disk — where the delivery wrote them as they were downloaded, or written to a temporary
 * directory here when they are bytes in memory — as a multipart body of our making, through
 * discord.js's own REST client (its rate limits, retries and errors) with discord.js's own JSON for the rest.
 */
export async function editFromDisk(
  target: MessagePayload["target"],
  route: `/${string}`,
  payload: MessageEditOptions,
  options: { auth: boolean },
): Promise<void> {
  const files = filesOf(payload)!;
  const { body } = MessagePayload.create(target, payload).resolveBody();
  const dir = files.every((f) => typeof f.data === "string")
    ? undefined
    : await mkdtemp(join(tmpdir(), "flowbot-upload-"));
  try {
    const form = new FormData();
    for (const [i, file] of files.entries()) {
      let path = file.data;
      if (typeof path !== "string") {
        path = join(dir!, String(i));
        await writeFile(path, file.data);
      }
      form.append(`files[${i}]`, await openAsBlob(path, { type: typeOfName(file.name) }), file.name);
    }
    form.append("payload_json", JSON.stringify(body));
    await target.client.rest.patch(route, { body: form, passThroughBody: true, auth: options.auth });
  } finally {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  }
}
