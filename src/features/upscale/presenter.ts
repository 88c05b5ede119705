import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from "discord.js";
import { outpaintRows, varyButtons } from "../partner-image/creative-buttons.js";
import { scaleOf } from "../../api/schemas/partner-image.js";
import type { JobView, Presenter } from "../../discord/render/render.js";
import { imageResult, promptField, settingFields, sourceOrigin, varyButton } from "../partner-image/present.js";
import { storedParams, type UpscaleParams, type UpscaleSettings } from "../partner-image/settings.js";
import { ADJUSTMENTS, nextScale } from "./settings.js";
import { choiceName, translator } from "./texts/index.js";

export const upscaleIds = {
  again: (jobId: string) => `up:again:${jobId}`,
  vary: (jobId: string) => `up:vary:${jobId}`,
};

const paramsOf = (view: JobView) => storedParams<UpscaleSettings>(view.params);

/**
 * An upscale: "Upscale 4×" as title; the result with its settings, credits, Upscale again and
 * Redo upscale (the same upscale run again: the partner's Vary, named apart from Vary (Strong)
 * and Vary (Subtle), which an image upscaled from /generate also has and which make a variation).
 */
export const upscalePresenter: Presenter = {
  title: (view) =>
    translator(view.locale)("upscale.title", { scale: scaleOf(paramsOf(view).settings.scale_factor ?? "2x") }),
  completed(view, outputs) {
    const { source, settings } = paramsOf(view);
    const n = scaleOf(settings.scale_factor ?? "2x");
    const t = translator(view.locale);
    const fields = [
      ...(source
        ? [
            {
              name: t("field.size"),
              value: `${source.width}×${source.height} → ${source.width * n}×${source.height * n}`,
              inline: true,
            },
          ]
        : []),
      { name: t("field.engine"), value: settings.engine ?? t("value.automatic"), inline: true },
      {
        name: t("field.optimizedFor"),
        value: settings.optimized_for
          ? choiceName(view.locale, "upscale.optimized_for", settings.optimized_for)
          : t("value.standard"),
        inline: true,
      },
      ...settingFields(view.locale, "upscale", settings, ADJUSTMENTS),
      ...promptField(settings.prompt, view.locale),
    ];
    const next = source && nextScale(source, settings.scale_factor);
    const again = new ButtonBuilder()
      .setCustomId(upscaleIds.again(view.id))
      // Written as the title writes a scale ("Upscale 2×" · "Upscale again (4×)").
      .setLabel(next ? t("button.upscaleAgainTo", { scale: `${scaleOf(next)}×` }) : t("button.upscaleAgain"))
      .setDisabled(!next)
      .setStyle(ButtonStyle.Primary);
    const result = imageResult(view, upscalePresenter, outputs, fields, [
      again,
      varyButton(upscaleIds.vary(view.id), view.locale).setLabel(t("button.redoUpscale")),
    ]);
    // An image upscaled from a /generate result: Vary (Strong/Subtle), Zoom Out and Pan, as on a
    // single image (those that fit the upscaled image's size).
    if (!(view.params as Partial<UpscaleParams>).from || !source) return result;
    const creative = [
      new ActionRowBuilder<ButtonBuilder>().addComponents(varyButtons(view.id, t)),
      ...outpaintRows(view.id, t, { width: source.width * n, height: source.height * n }),
    ];
    return { ...result, components: [...(result.components ?? []), ...creative] };
  },
  origin: sourceOrigin,
  retryButton: (view) => varyButton(upscaleIds.vary(view.id), view.locale, view),
};
