import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from "discord.js";
import { outpaintRows, varyButtons } from "../../creative-buttons.js";
import { scaleOf } from "../../api/schemas/partner-image.js";
import type { JobView, Presenter } from "../../discord/render.js";
import { imageResult, promptField, varyButton } from "../../images/present.js";
import { storedParams, type UpscaleParams, type UpscaleSettings } from "../../images/settings.js";
import { ADJUSTMENTS, nextScale } from "./settings.js";
import { translator } from "../../i18n/index.js";

export const upscaleIds = {
  again: (jobId: string) => `up:again:${jobId}`,
  vary: (jobId: string) => `up:vary:${jobId}`,
};

const paramsOf = (view: JobView) => storedParams<UpscaleSettings>(view.params);

/** An upscale: "Upscale 4×" as title; the result with its settings, credits, Upscale again and Vary. */
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
      { name: t("field.optimizedFor"), value: settings.optimized_for ?? t("value.standard"), inline: true },
      ...ADJUSTMENTS.filter((name) => settings[name] !== undefined).map((name) => ({
        name,
        value: String(settings[name]),
        inline: true,
      })),
      ...promptField(settings.prompt, view.locale),
    ];
    const next = source && nextScale(source, settings.scale_factor);
    const again = new ButtonBuilder()
      .setCustomId(upscaleIds.again(view.id))
      .setLabel(next ? t("button.upscaleAgainTo", { scale: next }) : t("button.upscaleAgain"))
      .setDisabled(!next)
      .setStyle(ButtonStyle.Primary);
    const result = imageResult(view, upscalePresenter, outputs, fields, [
      again,
      varyButton(upscaleIds.vary(view.id), view.locale),
    ]);
    // An image upscaled from a /generate result: Vary (Strong/Subtle), Zoom Out and Pan, as on a single image.
    if (!(view.params as Partial<UpscaleParams>).from) return result;
    const creative = [
      new ActionRowBuilder<ButtonBuilder>().addComponents(varyButtons(view.id, t)),
      ...outpaintRows(view.id, t),
    ];
    return { ...result, components: [...(result.components ?? []), ...creative] };
  },
  retryButton: (view) => varyButton(upscaleIds.vary(view.id), view.locale, view),
};
