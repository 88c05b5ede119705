import { t, text } from "./texts/index.js";
import {
  LabelBuilder,
  ModalBuilder,
  TextDisplayBuilder,
  TextInputBuilder,
  TextInputStyle,
  type AutocompleteInteraction,
} from "discord.js";
import type { ComponentHandler, Context } from "../context.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { clipChoice, jobChoices } from "../../discord/render/job-choices.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { UserError } from "../../errors.js";
import { confirmVideo } from "./confirm.js";
import type { ExtendChoices } from "./options.js";
import { titleOf, videoIds } from "./presenter.js";
import { prepareExtend, type ExtendSource, type VideoParams } from "./request.js";
import { videoRules } from "./rules.js";
import { videoKind } from "./kind.js";
import { DEFAULT_EXTEND_MODEL } from "./options.js";
import { EXTEND_MODELS } from "../../api/schemas/partner-video.js";
import { ack } from "../../discord/routing/acknowledge.js";

/** A finished video of this server, as the service names it; anything else is refused, naming the field. */
export async function extendSource(
  ctx: Pick<Context, "store">,
  guildId: string,
  source: ExtendChoices["source"],
): Promise<ExtendSource> {
  if (!("job" in source)) return source;
  const job = await ctx.store.jobs.get(source.job);
  if (!job || job.guildId !== guildId || job.kind !== "video" || job.status !== "completed" || !job.remoteId) {
    throw new UserError(text("check.pickJob"));
  }
  const video = job.outputs.find((o) => o.kind === "video" && o.url && o.creationId);
  if (!video) throw new UserError(text("check.noCreation"));
  const model = (job.params as Partial<VideoParams>).model;
  return {
    videoUrl: video.url!,
    creationId: video.creationId!,
    taskId: job.remoteId,
    ...(typeof model === "string" ? { model } : {}),
  };
}

/** The server's finished videos matching what the member typed, for `/video extend job`. */
export async function finishedVideoChoices(
  interaction: AutocompleteInteraction,
  ctx: Context,
): Promise<{ name: string; value: string }[]> {
  const finished = await ctx.store.jobs.listForGuild(scopeOf(interaction), {
    kind: "video",
    status: "completed",
    limit: 100,
  });
  const nameOf = (job: (typeof finished)[number]) =>
    clipChoice(
      `${titleOf(job.params as VideoParams, interaction.locale)} · ${job.createdAt.toISOString().slice(0, 16).replace("T", " ")}`,
    );
  return jobChoices(finished, interaction.options.getFocused(), nameOf);
}

const EXTEND_FIELDS = { prompt: "prompt", duration: "duration" } as const;

/** The model Extend runs on: the video's own where Extend takes it, else the default (and the form says so). */
function extendModel(original: string | undefined): string {
  return original !== undefined && (EXTEND_MODELS as readonly string[]).includes(original)
    ? original
    : DEFAULT_EXTEND_MODEL;
}

/** Extend under a video: a form for prompt and seconds, then the extension. */
export const videoComponents: ComponentHandler[] = [
  {
    prefix: "video",
    reach: "anywhere",
    async button(interaction, ctx, [action, jobId = ""]) {
      if (action === "rec") return confirmVideo(interaction, ctx, jobId);
      if (action !== "extend") throw new UserError(text("common.buttonGone"));
      const source = await extendSource(ctx, scopeOf(interaction), { job: jobId });
      const model = extendModel(source.model);
      const changed =
        source.model !== undefined && source.model !== model
          ? t(interaction.locale, "video.extendModalModel", { model, original: source.model })
          : undefined;
      const modal = new ModalBuilder()
        .setCustomId(videoIds.extend(jobId))
        .setTitle(t(interaction.locale, "video.extendModalTitle"));
      // The model change is the form's own text, above the fields: it stays while the member types.
      if (changed) modal.addTextDisplayComponents(new TextDisplayBuilder().setContent(changed));
      modal.addLabelComponents(
        new LabelBuilder()
          .setLabel(t(interaction.locale, "video.extendModalPrompt"))
          .setTextInputComponent(
            new TextInputBuilder()
              .setCustomId(EXTEND_FIELDS.prompt)
              .setStyle(TextInputStyle.Paragraph)
              .setRequired(false)
              .setMaxLength(2000),
          ),
        new LabelBuilder()
          .setLabel(t(interaction.locale, "video.extendModalSeconds", { min: 1, max: 7, default: 5 }))
          .setTextInputComponent(
            new TextInputBuilder()
              .setCustomId(EXTEND_FIELDS.duration)
              .setStyle(TextInputStyle.Short)
              .setRequired(false)
              .setMaxLength(2),
          ),
      );
      await ack.form(interaction, modal);
    },
    async modal(interaction, ctx, [action, jobId = ""]) {
      if (action !== "extend") throw new UserError(text("common.formGone"));
      const prompt = interaction.fields.getTextInputValue(EXTEND_FIELDS.prompt).trim();
      const seconds = interaction.fields.getTextInputValue(EXTEND_FIELDS.duration).trim();
      const source = await extendSource(ctx, scopeOf(interaction), { job: jobId });
      const raw = {
        job: jobId,
        model: extendModel(source.model),
        ...(prompt ? { prompt } : {}),
        // A number when it reads as one; anything else is refused by the check, naming the field.
        ...(seconds ? { duration: /^\d+$/.test(seconds) ? Number(seconds) : seconds } : {}),
      };
      // Refusals name the form's fields as the member saw them, not as `/video extend`'s options.
      const names = { prompt: text("video.extendModalPromptField"), duration: text("video.extendModalSecondsField") };
      const prepared = await prepareExtend(raw, undefined, () => Promise.resolve(source), names);
      if (interaction.message)
        prepared.params.from = {
          guildId: interaction.guildId ?? "@me",
          channelId: interaction.message.channelId,
          messageId: interaction.message.id,
        };
      await ctx.jobs.start(
        videoKind,
        prepared,
        fromInteraction(interaction),
        applicantOf(interaction, undefined, videoRules(prepared.params)),
      );
    },
  },
];
