import type { MessageState, MessageStore, StoredAttachment, StoredMessage } from "../messages.js";
import type { UploadedFile } from "./body.js";
import { checkMessage, checkNotEmpty } from "./limits.js";

// Flags a bot may set: SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2.
const SETTABLE_FLAGS = 4 | 64 | 4096 | 32768;

/** The state of a new message from a create body (JSON or multipart); checks every limit. */
export function composeNew(store: MessageStore, body: any, files: UploadedFile[], uploadLimit: number): MessageState {
  checkMessage(body, files, uploadLimit);
  const state: MessageState = {
    content: body?.content ?? "",
    embeds: body?.embeds ?? [],
    components: body?.components ?? [],
    attachments: upload(store, body, files),
    flags: (body?.flags ?? 0) & SETTABLE_FLAGS,
  };
  checkNotEmpty(state);
  return state;
}

/**
 * The change an edit body makes. Fields left out are kept; when `attachments` is given, only the
 * listed existing attachments stay (plus the new uploads), as on Discord.
 */
export function composeEdit(
  store: MessageStore,
  message: StoredMessage,
  body: any,
  files: UploadedFile[],
  uploadLimit: number,
): Partial<MessageState> {
  checkMessage(body, files, uploadLimit);
  const change: Partial<MessageState> = {};
  if (body && "content" in body) change.content = body.content ?? "";
  if (body && "embeds" in body) change.embeds = body.embeds ?? [];
  if (body && "components" in body) change.components = body.components ?? [];
  const kept = Array.isArray(body?.attachments)
    ? message.attachments.filter((a) => body.attachments.some((listed: { id: unknown }) => String(listed.id) === a.id))
    : message.attachments;
  const added = upload(store, body, files);
  if (added.length > 0 || kept.length !== message.attachments.length) change.attachments = [...kept, ...added];
  checkNotEmpty({ ...message, ...change });
  return change;
}

function upload(store: MessageStore, body: any, files: UploadedFile[]): StoredAttachment[] {
  return files.map((file, index) => {
    const n = /^files\[(\d+)\]$/.exec(file.name)?.[1] ?? String(index);
    const listed = (body?.attachments ?? []).find((a: { id: unknown }) => String(a.id) === n);
    return store.addAttachment({
      filename: listed?.filename ?? file.filename,
      contentType: file.contentType,
      data: file.data,
    });
  });
}
