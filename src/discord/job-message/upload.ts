import {
  AttachmentBuilder,
  MessagePayload,
  type InteractionReplyOptions,
  type MessageCreateOptions,
  type MessageEditOptions,
  Routes,
  type SendableChannels,
} from "discord.js";
import { Pieces } from "../../pieces.js";
import { MultipartBody } from "./multipart-body.js";

/**
 * A file's type by its name, as Discord shows it (an image inline, a video playable); discord.js
 * guesses it from the bytes when it builds the body itself, which `send`'s streamed body does not let it do.
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

/** From this many bytes of files in one message, they are streamed (see `send`). */
export const STREAMED_FROM_BYTES = 1024 * 1024;

/** A file to send: its bytes in one Buffer, or in the pieces a download gave (see `Pieces`). */
type FileToSend = { name: string; data: Buffer | Pieces };

/** The files of a payload, when every one is bytes held here; else undefined. */
function filesOf(payload: WithFiles): FileToSend[] | undefined {
  const files = payload.files ?? [];
  const out = files.map((file) =>
    file instanceof AttachmentBuilder && (Buffer.isBuffer(file.attachment) || file.attachment instanceof Pieces)
      ? { name: file.name ?? "file", data: file.attachment }
      : undefined,
  );
  return out.every((f) => f !== undefined) ? out : undefined;
}

/** Whether this payload goes as a streamed body: a download's pieces, or files together large. */
function sendsStreamed(payload: WithFiles): boolean {
  const files = filesOf(payload);
  if (files === undefined) return false;
  return (
    files.some((f) => f.data instanceof Pieces) || files.reduce((n, f) => n + f.data.length, 0) >= STREAMED_FROM_BYTES
  );
}

/** A message to edit or to send. */
type WithFiles = MessageEditOptions | MessageCreateOptions | InteractionReplyOptions;

/** Where a payload goes: its route (for a streamed body), and discord.js's own call for the same message. */
export interface Way<P extends WithFiles> {
  target: MessagePayload["target"];
  method: "patch" | "post";
  route: `/${string}`;
  /** The bot token (a channel's route); false for an interaction's webhook, whose token is in the route. */
  auth: boolean;
  /** A new webhook message: `?wait=true` makes the webhook answer with the message, as discord.js asks it to. */
  webhook?: boolean;
  /** discord.js's own call (`channel.send`, `webhook.editMessage`, ...). */
  library(payload: P): Promise<{ id: string }>;
}

/**
 * The one send of the job message: decides how a payload goes out. Files that are a download's
 * pieces or together large go as a streamed body, holding no further copy of them in memory.
 * discord.js copies every file it uploads into an in-memory Blob (`new Blob([file.data])` in
 * @discordjs/rest), and that Blob then streams to the socket as one chunk, a copy again: a 10 MiB
 * output was held three times (the bench: 40 MiB of Buffers, 3.9× its size in RSS). The files go
 * instead as a multipart body of our making (`MultipartBody`) through discord.js's own REST client
 * (its rate limits, retries and errors; `streamingMakeRequest` sends it), with discord.js's own
 * JSON for the rest. Anything else goes through discord.js. The message sent or edited (its id).
 */
export async function send<P extends WithFiles>(payload: P, way: Way<P>): Promise<{ id: string }> {
  if (!sendsStreamed(payload)) return way.library(payload);
  const files = filesOf(payload)!;
  const { body } = MessagePayload.create(way.target, payload).resolveBody();
  const parts = files.map((file, i) => ({
    field: `files[${i}]`,
    filename: file.name,
    type: typeOfName(file.name),
    data: file.data,
  }));
  const form = new MultipartBody(parts, { field: "payload_json", value: JSON.stringify(body) });
  return (await way.target.client.rest[way.method](way.route, {
    body: form,
    passThroughBody: true,
    auth: way.auth,
    headers: { "Content-Type": form.contentType, "Content-Length": String(form.length) },
    ...(way.webhook ? { query: new URLSearchParams({ wait: "true" }) } : {}),
  })) as { id: string };
}

/** A new message by the bot in a channel (a DM too), sent as `send` decides; its id. */
export async function postIn(channel: SendableChannels, payload: MessageCreateOptions): Promise<string> {
  const sent = await send(payload, {
    target: channel,
    method: "post",
    route: Routes.channelMessages(channel.id),
    auth: true,
    library: (p) => channel.send(p),
  });
  return sent.id;
}
