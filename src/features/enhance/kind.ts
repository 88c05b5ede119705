import { choiceName, option, t } from "./texts/index.js";
import type { ChatInputCommandInteraction } from "discord.js";
import { SkinEnhancerBody } from "../../api/schemas/partner-image.js";
import type { JobView, Presenter } from "../../discord/render/render.js";
import { imageJobKind, type ImageRequest } from "../partner-image/image-kind.js";
import { imageResult, settingFields, sourceOrigin, varyButton } from "../partner-image/present.js";
import { parseSettings, storedParams, type EnhanceParams, type EnhanceSettings } from "../partner-image/settings.js";
import { imageInput } from "../../images/source.js";
import { sourceOf } from "../partner-image/sources.js";
import type { Kind } from "../feature.js";

export const enhanceIds = { vary: (jobId: string) => `en:vary:${jobId}` };

/** What a member asked `/enhance` for, checked with the API schema's limits, and the image by its bytes. */
export async function readEnhance(interaction: ChatInputCommandInteraction): Promise<ImageRequest<EnhanceParams>> {
  const o = interaction.options;
  const settings = parseSettings<EnhanceSettings>(
    SkinEnhancerBody,
    {
      optimized_for: (o.getString("optimized_for") ?? undefined) as EnhanceSettings["optimized_for"],
      sharpen: o.get("sharpen")?.value as number | undefined,
      smart_grain: o.get("smart_grain")?.value as number | undefined,
    },
    ["image"],
    "enhance",
  );
  const { source, load } = await sourceOf(option("enhance.image"), o.getAttachment("image", true));
  return { params: { source, settings }, loads: { source: load } };
}

const paramsOf = (view: JobView) => storedParams<EnhanceSettings>(view.params);

/** An enhancement: what it was optimized for in the title; the result with its settings, credits and Vary. */
export const enhancePresenter: Presenter = {
  title: (view) => {
    const aim = paramsOf(view).settings.optimized_for;
    const shown = aim ? choiceName(view.locale, "enhance.optimized_for", aim) : undefined;
    return [t(view.locale, "enhance.title"), shown].filter(Boolean).join(" · ");
  },
  completed(view, outputs) {
    const fields = settingFields(view.locale, "enhance", paramsOf(view).settings, ["sharpen", "smart_grain"]);
    return imageResult(view, enhancePresenter, outputs, fields, [varyButton(enhanceIds.vary(view.id), view.locale)]);
  },
  origin: sourceOrigin,
  retryButton: (view) => varyButton(enhanceIds.vary(view.id), view.locale, view),
};

/** The partner skin enhancer, with Vary on its result. */
export const enhanceKind = {
  name: "enhance",
  presenter: enhancePresenter,
  job: (deps) =>
    imageJobKind<EnhanceParams>(
      deps,
      "skin-enhancer",
      async (partner, { params, loads }, webhook) =>
        partner.skinEnhancer({
          image: await imageInput(params.source.url, loads.source),
          ...params.settings,
          ...webhook,
        }),
      "enhance",
    ),
} satisfies Kind<ImageRequest<EnhanceParams>>;
