import { text } from "./texts/index.js";
import type { ButtonInteraction } from "discord.js";
import { randomSeed } from "../../workflows/run-limits.js";
import type { ComponentHandler, Context } from "../context.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { UserError } from "../../errors.js";
import { imagesOf, sourceOf } from "../partner-image/sources.js";
import { loadJob } from "../stored-job.js";
import { checkUpscaleSize } from "../partner-image/upscale-size.js";
import type { GenerateParams } from "./params.js";
import { generateKind } from "./kind.js";
import { upscaleJob } from "../partner-image/image-kind.js";
import { storedGenerateRules } from "./rules.js";
import { creativeButton } from "./variations.js";
import { regionButton } from "./region/buttons.js";
import { showRemix, startRemix } from "./remix.js";

/** Reroll, U1..Un and the buttons of ./variations.ts under a result: the job's stored params, run again. */
export const generateComponents: ComponentHandler[] = [
  {
    prefix: "gen",
    reach: "anywhere",
    async button(interaction, ctx, [action, jobId, ...rest]) {
      // Also on an image upscaled from a result (its own job id).
      if (action === "vary" || action === "zoom" || action === "pan")
        return creativeButton(interaction, ctx, jobId, action, rest);
      if (action === "region") return regionButton(interaction, ctx, jobId, rest);
      const job = await loadJob(ctx, scopeOf(interaction), jobId, "generate");
      const params = job.params as GenerateParams;
      if (action === "up") return upscaleResultImage(interaction, ctx, job.id, Number(rest[0]));
      if (action === "remix") return showRemix(interaction, job);
      if (action !== "reroll") throw new UserError(text("common.buttonGone"));
      const origin = fromInteraction(interaction);
      const applicant = applicantOf(
        interaction,
        undefined,
        await storedGenerateRules(ctx.store, scopeOf(interaction), params),
      );
      await ctx.jobs.start(generateKind, { params: { ...params, seed: randomSeed() } }, origin, applicant);
    },
    async modal(interaction, ctx, [action, jobId]) {
      if (action !== "remixed") throw new UserError(text("common.formGone"));
      await startRemix(interaction, ctx, await loadJob(ctx, scopeOf(interaction), jobId, "generate"));
    },
  },
];

/** U1..Un of a result: upscales that image of the result message, 2x. */
async function upscaleResultImage(
  interaction: ButtonInteraction,
  ctx: Context,
  jobId: string,
  index: number,
): Promise<void> {
  const image = imagesOf(interaction.message)[index];
  if (!image) throw new UserError(text("creative.imageGone", { n: index + 1 }));
  const { source, load } = await sourceOf(text("image.field"), image, interaction.message);
  checkUpscaleSize(source, "2x");
  const request = { params: { source, settings: {}, from: { job: jobId, image: index } }, loads: { source: load } };
  await ctx.jobs.start(upscaleJob, request, fromInteraction(interaction), applicantOf(interaction));
}
