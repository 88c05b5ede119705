import {
  ApplicationCommandType,
  ButtonBuilder,
  ButtonStyle,
  ContextMenuCommandBuilder,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type ButtonInteraction,
  type Message,
} from "discord.js";
import {
  ADJUST_RANGE,
  IMAGE_PROMPT_MAX,
  SCALE_FACTORS,
  UPSCALE_ENGINES,
  UPSCALE_OPTIMIZED_FOR,
  UpscaleBody,
  maxScaleFactorFor,
  scaleOf,
  type ScaleFactor,
} from "../src/api/schemas/partner-image.js";
import { emojiMatches } from "../src/discord/emoji.js";
import type { ReactionHandler } from "../src/discord/handlers.js";
import type { JobView, Presenter } from "../src/discord/render.js";
import { checkText } from "../src/options.js";
import { UserError } from "../src/errors.js";
import { imageResult, promptField, varyButton } from "../src/images/present.js";
import { parseSettings, storedParams, type SourceImage, type UpscaleSettings } from "../src/images/settings.js";
import { applicantOf, type Applicant } from "../src/jobs/admit.js";
import { checkAll, checkUpscaleSize, imagesOf, loadImageJob, refreshSource, sourceOf, startImageJobs, type ImageJobStart, type SourceCheck } from "../src/images/jobs.js";
import { fromInteraction, fromReaction } from "../src/jobs/origin.js";
import type { Command, ComponentHandler, Context, ContextMenu } from "./index.js";

const ADJUSTMENTS = ["creativity", "hdr", "resemblance", "fractality"] as const;
const ADJUST_TEXT: Record<(typeof ADJUSTMENTS)[number], string> = {
  creativity: "How much the upscaler may invent",
  hdr: "Level of definition and detail",
  resemblance: "Resemblance to the original",
  fractality: "Strength of the prompt and intricacy per square pixel",
};
const REPLY_PERMISSIONS = [PermissionFlagsBits.ViewChannel, PermissionFlagsBits.SendMessages, PermissionFlagsBits.ReadMessageHistory];
const choices = (values: readonly string[]) => values.map((value) => ({ name: value, value }));

const data = new SlashCommandBuilder()
  .setName("upscale")
  .setDescription("Upscale an image with the partner upscaler")
  .addAttachmentOption((o) => o.setName("image").setDescription("The image to upscale (PNG, JPEG or WebP)").setRequired(true))
  .addStringOption((o) => o.setName("scale").setDescription("Scale factor (default 2x; larger takes longer)").addChoices(...choices(SCALE_FACTORS)))
  .addStringOption((o) => o.setName("engine").setDescription("Upscaling engine (default automatic)").addChoices(...choices(UPSCALE_ENGINES)))
  .addStringOption((o) => o.setName("optimized_for").setDescription("What the image shows (default standard)").addChoices(...choices(UPSCALE_OPTIMIZED_FOR)))
  .addStringOption((o) => o.setName("prompt").setDescription("Guides the upscale").setMaxLength(IMAGE_PROMPT_MAX));
for (const name of ADJUSTMENTS) {
  data.addIntegerOption((o) =>
    o.setName(name).setDescription(`${ADJUST_TEXT[name]} (${ADJUST_RANGE.min} to ${ADJUST_RANGE.max}, default 0)`).setMinValue(ADJUST_RANGE.min).setMaxValue(ADJUST_RANGE.max),
  );
}

/** Checks upscale settings with the API schema's limits (the `scale` option is the body's `scale_factor`). */
function checkSettings(settings: UpscaleSettings): UpscaleSettings {
  try {
    return parseSettings(UpscaleBody, settings, ["image"]);
  } catch (error) {
    throw error instanceof UserError ? new UserError(error.message.replace(/\bscale_factor\b/g, "scale")) : error;
  }
}

export const upscaleCommand = {
  data,
  async execute(interaction, ctx) {
    const o = interaction.options;
    const prompt = o.getString("prompt");
    // Numbers are read raw (`get().value`): the schema, not a discord.js throw, names a wrong type.
    const settings = checkSettings({
      scale_factor: (o.getString("scale") ?? undefined) as ScaleFactor | undefined,
      engine: (o.getString("engine") ?? undefined) as UpscaleSettings["engine"],
      optimized_for: (o.getString("optimized_for") ?? undefined) as UpscaleSettings["optimized_for"],
      prompt: prompt === null ? undefined : checkText("prompt", prompt, { max: IMAGE_PROMPT_MAX }),
      ...Object.fromEntries(ADJUSTMENTS.map((name) => [name, o.get(name)?.value])),
    });
    const { source, load } = await sourceOf("image", o.getAttachment("image", true));
    checkUpscaleSize(source, settings.scale_factor);
    const job = { kind: "upscale" as const, params: { source, settings } };
    await startImageJobs(ctx, [{ origin: fromInteraction(interaction), applicant: applicantOf(interaction), job, loads: { source: load } }]);
  },
} satisfies Command;

/**
 * "Upscale image" on a message: every image of it (up to four), 2x. The first job's message is
 * the command's reply; the others are replies under the message.
 */
export const upscaleMenu = {
  data: new ContextMenuCommandBuilder().setName("Upscale image").setType(ApplicationCommandType.Message),
  async execute(interaction, ctx) {
    const message = interaction.targetMessage;
    const images = imagesOf(message);
    if (images.length === 0) throw new UserError("That message has no image to upscale.");
    const missing = images.length > 1 ? interaction.appPermissions.missing(REPLY_PERMISSIONS) : [];
    if (missing.length > 0) {
      throw new UserError(`That message has ${images.length} images; flowbot replies under it with all but the first and needs ${missing.join(", ")} in this channel for that.`);
    }
    const sources = await checkedSources(images, message);
    const applicant = applicantOf(interaction);
    await startImageJobs(
      ctx,
      sources.map(({ source, load }, i) => ({
        origin: i === 0 ? fromInteraction(interaction) : fromReaction(message, interaction.user.id),
        applicant,
        job: { kind: "upscale", params: { source, settings: {} } },
        loads: { source: load },
      })),
    );
  },
} satisfies ContextMenu;

async function checkedSources(images: ReturnType<typeof imagesOf>, message: Message<true>): Promise<SourceCheck[]> {
  const field = (i: number) => (images.length > 1 ? `image ${i + 1}` : "image");
  const checks = await checkAll(images.map((image, i) => sourceOf(field(i), image, message)));
  for (const { source } of checks) checkUpscaleSize(source, "2x");
  return checks;
}

/**
 * The server's upscale emoji on a message with images: one 2x upscale per image (up to four),
 * each a reply under the message charged to the reacting member, and each image once per
 * operation (a failed one may be tried again).
 */
export const upscaleReaction: ReactionHandler<Context> = {
  name: "upscale",
  async accepts(emoji, guildId, ctx) {
    const { settings } = await ctx.store.guilds.get(guildId);
    return emojiMatches(settings.upscaleEmoji, emoji);
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
      ctx.log.info({ missing: botPermissions.missing(REPLY_PERMISSIONS) }, "reaction upscale where the bot cannot reply");
      return;
    }
    const sources = await checkedSources(images, message);
    const applicant: Applicant = { guildId: message.guildId, channelId: message.channelId, userId: user.id, botPermissions };
    const starts: ImageJobStart[] = sources.map(({ source, load }) => ({
      origin: fromReaction(message, user.id),
      applicant,
      job: { kind: "upscale", params: { source, settings: {} } },
      loads: { source: load },
      dedupe: { messageId: message.id, attachmentId: source.attachmentId, operation: "upscale" },
    }));
    const started = await startImageJobs(ctx, starts);
    ctx.log.info({ images: sources.length, started }, "reaction upscale");
  },
};

/** U1..Un of a /generate result: upscales that image of the result message, 2x. */
export async function upscaleResultImage(interaction: ButtonInteraction<"cached">, ctx: Context, index: number): Promise<void> {
  const image = imagesOf(interaction.message)[index];
  if (!image) throw new UserError(`That result has no image ${index + 1} any more.`);
  const { source, load } = await sourceOf("image", image, interaction.message);
  checkUpscaleSize(source, "2x");
  const job = { kind: "upscale" as const, params: { source, settings: {} } };
  await startImageJobs(ctx, [{ origin: fromInteraction(interaction), applicant: applicantOf(interaction), job, loads: { source: load } }]);
}

export const upscaleIds = {
  again: (jobId: string) => `up:again:${jobId}`,
  vary: (jobId: string) => `up:vary:${jobId}`,
};

/** The next scale factor after this one that the source allows, if any. */
export function nextScale(source: SourceImage, scale: ScaleFactor = "2x"): ScaleFactor | undefined {
  const best = maxScaleFactorFor(source.width, source.height);
  const next = SCALE_FACTORS[SCALE_FACTORS.indexOf(scale) + 1];
  return next && best && scaleOf(next) <= scaleOf(best) ? next : undefined;
}

export const upscaleComponents: ComponentHandler[] = [
  {
    prefix: "up",
    async button(interaction, ctx, [action, jobId]) {
      if (action !== "again" && action !== "vary") throw new UserError("This button is no longer supported.");
      const params = await loadImageJob(ctx, interaction.guildId, jobId, "upscale");
      let settings = params.settings;
      if (action === "again") {
        const next = nextScale(params.source, settings.scale_factor);
        if (!next) throw new UserError("That image is already at the largest scale the upscaler allows.");
        settings = { ...settings, scale_factor: next };
      }
      const { source, load } = await refreshSource(ctx, "image", params.source);
      checkUpscaleSize(source, settings.scale_factor);
      const job = { kind: "upscale" as const, params: { source, settings } };
      await startImageJobs(ctx, [{ origin: fromInteraction(interaction), applicant: applicantOf(interaction), job, loads: { source: load } }]);
    },
  },
];

const paramsOf = (view: JobView) => storedParams<UpscaleSettings>(view.params);

/** An upscale: "Upscale 4×" as title; the result with its settings, credits, Upscale again and Vary. */
export const upscalePresenter: Presenter = {
  title: (view) => `Upscale ${scaleOf(paramsOf(view).settings.scale_factor ?? "2x")}×`,
  completed(view, outputs) {
    const { source, settings } = paramsOf(view);
    const n = scaleOf(settings.scale_factor ?? "2x");
    const fields = [
      ...(source ? [{ name: "Size", value: `${source.width}×${source.height} → ${source.width * n}×${source.height * n}`, inline: true }] : []),
      { name: "Engine", value: settings.engine ?? "automatic", inline: true },
      { name: "Optimized for", value: settings.optimized_for ?? "standard", inline: true },
      ...ADJUSTMENTS.filter((name) => settings[name] !== undefined).map((name) => ({ name, value: String(settings[name]), inline: true })),
      ...promptField(settings.prompt),
    ];
    const next = source && nextScale(source, settings.scale_factor);
    const again = new ButtonBuilder()
      .setCustomId(upscaleIds.again(view.id))
      .setLabel(next ? `Upscale again (${next})` : "Upscale again")
      .setDisabled(!next)
      .setStyle(ButtonStyle.Primary);
    return imageResult(view, upscalePresenter, outputs, fields, [again, varyButton(upscaleIds.vary(view.id))]);
  },
  retryButton: (view) => varyButton(upscaleIds.vary(view.id), view),
};
