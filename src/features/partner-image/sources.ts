import type { FieldName } from "../../member-input/member-text.js";
import type { Attachment, BaseInteraction, Message } from "discord.js";
import { livesOnInteraction } from "../../discord/job-message/origin.js";
import type { Services } from "../services.js";
import type { InputImage } from "../../images/attachment.js";
import type { SourceImage } from "./settings.js";
import { checkImage } from "../../images/source.js";
import { NotDownloaded } from "../../images/attachment.js";
import { UserError } from "../../errors.js";
import { text } from "./texts/index.js";

/** At most this many images of one message become jobs (context menu, reaction). */
export const MAX_IMAGES_PER_MESSAGE = 4;

export type Load = () => Promise<InputImage>;

/** A checked source as a job keeps it, and how to fetch its bytes when the job starts. */
export interface SourceCheck {
  source: SourceImage;
  load: Load;
}

/** The images of a message that may be upscaled (Discord's word; the bytes are checked later), at most four. */
export function imagesOf(message: Message): Attachment[] {
  return [...message.attachments.values()]
    .filter(
      (a) =>
        a.contentType?.startsWith("image/") ||
        (a.width !== null && a.height !== null) ||
        /\.(png|jpe?g|webp)$/i.test(a.name),
    )
    .slice(0, MAX_IMAGES_PER_MESSAGE);
}

/** Checks one of a message's (or a command's) attachments, keeping where it came from for "again" buttons. */
export async function sourceOf(field: FieldName, attachment: Attachment, message?: Message): Promise<SourceCheck> {
  const { image, load } = await checkImage(field, {
    url: attachment.url,
    name: attachment.name,
    size: attachment.size,
    width: attachment.width,
    height: attachment.height,
    attachmentId: attachment.id,
  });
  if (!message) return { source: image, load };
  const at = imagesOf(message).findIndex((a) => a.id === attachment.id);
  const from = {
    messageId: message.id,
    channelId: message.channelId,
    ...(message.guildId ? { guildId: message.guildId } : {}),
  };
  return { source: { ...image, ...from, ...(at >= 0 ? { image: at + 1 } : {}) }, load };
}

/**
 * Checks several images at once (their header reads share the 3 s before a deferral); the first
 * refusal in their order is the one told.
 */
export async function checkAll<T extends readonly unknown[]>(checks: {
  readonly [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const settled = await Promise.allSettled(checks as readonly Promise<unknown>[]);
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * A stored source checked again for a button (Upscale again, Vary) pressed in `interaction`: its
 * message is read anew for a fresh CDN URL (they expire after about a day; a cached copy carries
 * the URL as it was), else the stored URL is tried. Where the bot cannot read channels (a server it
 * is not in, a DM other than its own: the job lives on its interaction) no channel route is asked:
 * the pressed message is used when it shows the image (the interaction carries it with fresh URLs),
 * else the stored URL is tried, and a link Discord refuses is said to have expired, with what to do.
 */
export async function refreshSource(
  ctx: Pick<Services, "client">,
  field: FieldName,
  source: SourceImage,
  interaction: BaseInteraction,
): Promise<SourceCheck> {
  const onInteraction = livesOnInteraction(interaction);
  if (source.messageId && source.channelId && !onInteraction) {
    const channel = await ctx.client.channels.fetch(source.channelId, { allowUnknownGuild: true }).catch(() => null);
    const message = channel?.isTextBased()
      ? await channel.messages.fetch({ message: source.messageId, force: true }).catch(() => undefined)
      : undefined;
    const attachment = message?.attachments.get(source.attachmentId);
    if (message && attachment) return sourceOf(field, attachment, message);
  }
  const pressed = interaction.isMessageComponent() ? interaction.message : undefined;
  const shown = pressed?.id === source.messageId ? pressed?.attachments.get(source.attachmentId) : undefined;
  if (pressed && shown) return sourceOf(field, shown, pressed);
  try {
    const { image, load } = await checkImage(field, source);
    return { source: { ...source, ...image }, load };
  } catch (error) {
    // The interaction's own webhook reads only its own messages: the image's message is out of reach.
    if (onInteraction && error instanceof NotDownloaded && error.linkRefused)
      throw new UserError(text("image.linkExpired", { field }), { cause: error });
    throw error;
  }
}
