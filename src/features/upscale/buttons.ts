import { option, text } from "./texts/index.js";
import type { ComponentHandler } from "../context.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { UserError } from "../../errors.js";
import type { UpscaleParams } from "../partner-image/settings.js";
import { refreshSource } from "../partner-image/sources.js";
import { loadJobParams } from "../stored-job.js";
import { checkUpscaleSize } from "../partner-image/upscale-size.js";
import { nextScale } from "./settings.js";
import { upscaleJob } from "../partner-image/image-kind.js";

/** Upscale again (the next scale that fits) and Vary under a result. */
export const upscaleComponents: ComponentHandler[] = [
  {
    prefix: "up",
    reach: "anywhere",
    async button(interaction, ctx, [action, jobId]) {
      if (action !== "again" && action !== "vary") throw new UserError(text("common.buttonGone"));
      const params = await loadJobParams<UpscaleParams>(ctx, scopeOf(interaction), jobId, "upscale");
      let settings = params.settings;
      if (action === "again") {
        const next = nextScale(params.source, settings.scale_factor);
        if (!next) throw new UserError(text("upscale.largest"));
        settings = { ...settings, scale_factor: next };
      }
      const { source, load } = await refreshSource(ctx, option("upscale.image"), params.source, interaction);
      checkUpscaleSize(source, settings.scale_factor);
      const applicant = applicantOf(interaction, undefined, { texts: { prompt: settings.prompt } });
      await ctx.jobs.start(
        upscaleJob,
        { params: { source, settings }, loads: { source: load } },
        fromInteraction(interaction),
        applicant,
      );
    },
  },
];
