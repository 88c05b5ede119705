import { option, text } from "./texts/index.js";
import type { ComponentHandler } from "../context.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { UserError } from "../../errors.js";
import type { EnhanceParams } from "../partner-image/settings.js";
import { refreshSource } from "../partner-image/sources.js";
import { loadJobParams } from "../stored-job.js";
import { enhanceKind } from "./kind.js";

/** Vary: the same image and settings, run again. */
export const enhanceComponents: ComponentHandler[] = [
  {
    prefix: "en",
    reach: "anywhere",
    async button(interaction, ctx, [action, jobId]) {
      if (action !== "vary") throw new UserError(text("common.buttonGone"));
      const params = await loadJobParams<EnhanceParams>(ctx, scopeOf(interaction), jobId, "enhance");
      const { source, load } = await refreshSource(ctx, option("enhance.image"), params.source, interaction);
      await ctx.jobs.start(
        enhanceKind,
        { params: { ...params, source }, loads: { source: load } },
        fromInteraction(interaction),
        applicantOf(interaction),
      );
    },
  },
];
