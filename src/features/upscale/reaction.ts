import { text } from "./texts/index.js";
import { ApplicationCommandType, ContextMenuCommandBuilder, PermissionFlagsBits, type Message } from "discord.js";
import type { ContextMenu, Reaction } from "../context.js";
import type { Applicant } from "../../admission/admit.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { permissionNames } from "../../admission/permission-names.js";
import { emojiMatches } from "../../discord/render/emoji.js";
import { carrying, fromInteraction, fromReaction, privateFollowUpOr } from "../../discord/job-message/origin.js";
import { answersPrivately } from "../../discord/job-message/private-reply.js";
import { ack } from "../../discord/routing/acknowledge.js";
import { UserError } from "../../errors.js";
import { checkAll, imagesOf, sourceOf, type SourceCheck } from "../partner-image/sources.js";
import { checkUpscaleSize } from "../partner-image/upscale-size.js";
import { upscaleJob } from "../partner-image/image-kind.js";
import type { UpscaleParams } from "../partner-image/settings.js";
import { scopeOf } from "../../discord/routing/scope.js";
import type { Services } from "../services.js";

const REPLY_PERMISSIONS = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.ReadMessageHistory,
];

/**
 * "Upscale image" on a message: every image of it (up to four), 2x. The first job's message is
 * the command's reply; the others are replies under the message. Every job carries the command:
 * handled again by another process (the one that accepted it killed), it upscales only the images
 * whose jobs were not recorded yet (`resumes`).
 */
export const upscaleMenu = {
  data: new ContextMenuCommandBuilder().setName("Upscale image").setType(ApplicationCommandType.Message),
  resumes: true,
  async execute(interaction, ctx) {
    const message = interaction.targetMessage;
    const images = imagesOf(message);
    if (images.length === 0) throw new UserError(text("upscale.noImage"));
    const missing = images.length > 1 ? interaction.appPermissions.missing(REPLY_PERMISSIONS) : [];
    if (missing.length > 0) {
      throw new UserError(
        text("upscale.menuPermissions", { count: images.length, permissions: permissionNames(missing) }),
      );
    }
    const recorded = new Set(
      (await ctx.store.jobs.paramsOf(interaction.id)).map((params) => (params as UpscaleParams).source.attachmentId),
    );
    const sources = await checkedSources(images, message, recorded);
    if (sources.length === 0) return;
    const applicant = applicantOf(interaction);
    const from = await generateResultOf(ctx, message, scopeOf(interaction));
    // The reply's own deferral, as the first job's message opens it (nothing once it was answered).
    const answer = () => ack.defer(interaction, { privately: answersPrivately(interaction) });
    await ctx.jobs.startAll(
      upscaleJob,
      sources.map(({ source, load, image }) => ({
        request: { params: { source, settings: {}, ...from?.(image) }, loads: { source: load } },
        origin:
          image === 0
            ? fromInteraction(interaction)
            : carrying(interaction, privateFollowUpOr(interaction, fromReaction(message, interaction.user.id)), answer),
        applicant,
      })),
    );
  },
} satisfies ContextMenu;

/**
 * When `message` is a /generate result (its footer names the job, the store confirms the job's
 * message is this one, in this scope): the `from` of its image `i`, so that its upscale offers
 * Vary, Zoom Out and Pan as U1..Un's do.
 */
async function generateResultOf(
  ctx: Pick<Services, "store">,
  message: Message,
  scope: string,
): Promise<((image: number) => { from: { job: string; image: number } }) | undefined> {
  const named = message.embeds[0]?.footer?.text.split(" ").at(-1);
  const job = named ? await ctx.store.jobs.get(named) : undefined;
  if (!job || job.kind !== "generate" || job.messageId !== message.id || job.guildId !== scope) return undefined;
  return (image) => ({ from: { job: job.id, image } });
}

/**
 * Checks the images of `message` but those `skip` names (by attachment id), each with its place
 * among them (`image`, from 0): a refusal names it so.
 */
async function checkedSources(
  images: ReturnType<typeof imagesOf>,
  message: Message<true>,
  skip: ReadonlySet<string> = new Set(),
): Promise<Array<SourceCheck & { image: number }>> {
  const field = (i: number) => (images.length > 1 ? text("upscale.imageN", { n: i + 1 }) : text("image.field"));
  const left = images.flatMap((attachment, image) => (skip.has(attachment.id) ? [] : [{ attachment, image }]));
  const checks = await checkAll(left.map(({ attachment, image }) => sourceOf(field(image), attachment, message)));
  for (const { source } of checks) checkUpscaleSize(source, "2x");
  return checks.map((check, i) => ({ ...check, image: left[i]!.image }));
}

/**
 * The server's upscale emoji on a message with images: one 2x upscale per image (up to four),
 * each a reply under the message charged to the reacting member, and each image once per
 * operation (a failed one may be tried again).
 */
export const upscaleReaction: Reaction = {
  name: "upscale",
  async accepts(emoji, guildId, ctx) {
    return emojiMatches((await ctx.settings.get(guildId)).settings.upscaleEmoji, emoji);
  },
  async react(_reaction, message, user, ctx) {
    const images = imagesOf(message);
    if (images.length === 0) {
      // Without the Message Content intent a member's message shows no attachments: nothing to say.
      ctx.log.debug("reaction on a message without images");
      return;
    }
    const botPermissions = message.channel.permissionsFor(ctx.client.user!);
    if (botPermissions && !botPermissions.has(REPLY_PERMISSIONS)) {
      // Results and errors alike are replies under the message: where the bot cannot reply, nobody can be told.
      ctx.log.info(
        { missing: botPermissions.missing(REPLY_PERMISSIONS) },
        "reaction upscale where the bot cannot reply",
      );
      return;
    }
    const sources = await checkedSources(images, message);
    const from = await generateResultOf(ctx, message, message.guildId);
    const applicant: Applicant = {
      guildId: message.guildId,
      channelId: message.channelId,
      userId: user.id,
      botPermissions,
      guild: message.guild,
    };
    const starts = sources.map(({ source, load, image }) => ({
      request: {
        params: { source, settings: {}, ...from?.(image) },
        loads: { source: load },
        dedupe: { messageId: message.id, attachmentId: source.attachmentId, operation: "upscale" },
      },
      origin: fromReaction(message, user.id),
      applicant,
    }));
    const started = await ctx.jobs.startAll(upscaleJob, starts);
    ctx.log.info({ images: sources.length, started }, "reaction upscale");
  },
};
