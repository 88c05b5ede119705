import { text } from "../../i18n/index.js";
import type { ButtonInteraction } from "discord.js";
import { INPUT_IMAGE_LIMITS, randomSeed } from "../../workflows/run-limits.js";
import type { ComponentHandler, Context } from "../../app.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { UserError } from "../../errors.js";
import { inspectImage, safeImageName } from "../../images/inspect.js";
import { readCapped } from "../../images/read.js";
import { imagesOf, sourceOf } from "../partner-image/sources.js";
import { loadJob } from "../stored-job.js";
import { checkUpscaleSize } from "../partner-image/upscale-size.js";
import type { GenerateParams } from "./params.js";
import { generateKind } from "./kind.js";
import { upscaleJob } from "../partner-image/image-kind.js";
import { storedGenerateRules } from "./rules.js";

/** Reroll, Vary and U1..Un under a result: the job's stored params, run again. */
export const generateComponents: ComponentHandler[] = [
  {
    prefix: "gen",
    async button(interaction, ctx, [action, jobId, index]) {
      const job = await loadJob(ctx, interaction.guildId, jobId, "generate");
      const params = job.params as GenerateParams;
      if (action === "up") return upscaleResultImage(interaction, ctx, Number(index));
      const origin = fromInteraction(interaction);
      const applicant = applicantOf(
        interaction,
        undefined,
        await storedGenerateRules(ctx.store, interaction.guildId, params),
      );
      if (action === "reroll") {
        await ctx.jobs.start(generateKind, { params: { ...params, seed: randomSeed() } }, origin, applicant);
        return;
      }
      if (action !== "vary") throw new UserError(text("common.buttonGone"));
      const first = job.outputs.find((o) => o.kind === "images");
      if (!first) throw new UserError(text("generate.nothingToVary"));
      const { workflow: _saved, ...rest } = params;
      const from = {
        guildId: interaction.guildId,
        channelId: interaction.channelId,
        messageId: interaction.message.id,
        image: 1,
      };
      const input = async (apiKey: string) => {
        // Read through the job's own remote: the cloud's view, or the engine that made it.
        const download = await ctx.jobs.remoteFor(job, apiKey).open(first);
        const data = await readCapped(download.body, INPUT_IMAGE_LIMITS.maxBytes, download.size);
        if (!data) throw new UserError(text("generate.varyTooLarge"));
        const checked = inspectImage(data);
        if (!checked.ok) throw new UserError(text("generate.varyUnreadable", { problem: checked.problem }));
        return { data, filename: safeImageName(data, checked.type), contentType: checked.contentType };
      };
      await ctx.jobs.start(
        generateKind,
        { params: { ...rest, seed: randomSeed(), denoise: 0.55, from }, input },
        origin,
        applicant,
      );
    },
  },
];

/** U1..Un of a result: upscales that image of the result message, 2x. */
async function upscaleResultImage(
  interaction: ButtonInteraction<"cached">,
  ctx: Context,
  index: number,
): Promise<void> {
  const image = imagesOf(interaction.message)[index];
  if (!image) throw new UserError(text("upscale.resultGone", { n: index + 1 }));
  const { source, load } = await sourceOf(text("upscale.image"), image, interaction.message);
  checkUpscaleSize(source, "2x");
  const request = { params: { source, settings: {} }, loads: { source: load } };
  await ctx.jobs.start(upscaleJob, request, fromInteraction(interaction), applicantOf(interaction));
}
