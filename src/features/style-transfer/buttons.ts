import { option, text } from "./texts/index.js";
import type { ComponentHandler } from "../context.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { UserError } from "../../errors.js";
import type { StyleTransferParams } from "../partner-image/settings.js";
import { checkAll, refreshSource } from "../partner-image/sources.js";
import { loadJobParams } from "../stored-job.js";
import { styleTransferKind } from "./kind.js";

/** Vary: the same images and settings with `fixed_generation` off, so the service may draw anew. */
export const styleTransferComponents: ComponentHandler[] = [
  {
    prefix: "st",
    reach: "anywhere",
    async button(interaction, ctx, [action, jobId]) {
      if (action !== "vary") throw new UserError(text("common.buttonGone"));
      const params = await loadJobParams<StyleTransferParams>(ctx, scopeOf(interaction), jobId, "style-transfer");
      const [image, reference] = await checkAll([
        refreshSource(ctx, option("style-transfer.image"), params.source, interaction),
        refreshSource(ctx, option("style-transfer.reference"), params.reference, interaction),
      ]);
      const settings = { ...params.settings, fixed_generation: false };
      const request = {
        params: { source: image.source, reference: reference.source, settings },
        loads: { source: image.load, reference: reference.load },
      };
      await ctx.jobs.start(
        styleTransferKind,
        request,
        fromInteraction(interaction),
        applicantOf(interaction, undefined, { texts: { prompt: settings.prompt } }),
      );
    },
  },
];
