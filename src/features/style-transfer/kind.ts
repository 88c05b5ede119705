import { option, t } from "./texts/index.js";
import type { ChatInputCommandInteraction } from "discord.js";
import { IMAGE_PROMPT_MAX, StyleTransferBody } from "../../api/schemas/partner-image.js";
import type { JobView, Presenter } from "../../discord/render/render.js";
import { imageJobKind, type ImageRequest } from "../partner-image/image-kind.js";
import { imageResult, promptField, settingFields, sourceOrigin, varyButton } from "../partner-image/present.js";
import {
  parseSettings,
  storedParams,
  type StyleTransferParams,
  type StyleTransferSettings,
} from "../partner-image/settings.js";
import { imageInput } from "../../images/source.js";
import { checkAll, sourceOf } from "../partner-image/sources.js";
import { checkText } from "../../member-input/options.js";
import type { Kind } from "../feature.js";

export const styleTransferIds = { vary: (jobId: string) => `st:vary:${jobId}` };

const STRINGS = ["engine", "flavor", "portrait_style", "portrait_beautifier"] as const;
const INTEGERS = ["style_strength", "structure_strength"] as const;
const BOOLEANS = ["is_portrait", "fixed_generation"] as const;

/** The optional prompt, checked like every member's text (control characters, mentions, length). */
const optionalText = (field: string, value: string | null) =>
  value === null ? undefined : checkText(option(`style-transfer.${field}`), value, { max: IMAGE_PROMPT_MAX });

/** What a member asked `/style-transfer` for, checked with the API schema's limits, and both images by their bytes. */
export async function readStyleTransfer(
  interaction: ChatInputCommandInteraction,
): Promise<ImageRequest<StyleTransferParams>> {
  const o = interaction.options;
  const settings = parseSettings<StyleTransferSettings>(
    StyleTransferBody,
    {
      ...Object.fromEntries(STRINGS.map((name) => [name, o.getString(name) ?? undefined])),
      ...Object.fromEntries(INTEGERS.map((name) => [name, o.get(name)?.value])),
      ...Object.fromEntries(BOOLEANS.map((name) => [name, o.get(name)?.value])),
      prompt: optionalText("prompt", o.getString("prompt")),
    },
    ["image", "reference_image"],
    "style-transfer",
  );
  const [image, reference] = await checkAll([
    sourceOf(option("style-transfer.image"), o.getAttachment("image", true)),
    sourceOf(option("style-transfer.reference"), o.getAttachment("reference", true)),
  ]);
  return {
    params: { source: image.source, reference: reference.source, settings },
    loads: { source: image.load, reference: reference.load },
  };
}

const paramsOf = (view: JobView) => storedParams<StyleTransferSettings>(view.params);

/** A style transfer: engine and flavor in the title; the result with its settings, credits and Vary. */
export const styleTransferPresenter: Presenter = {
  title: (view) => {
    const { engine, flavor } = paramsOf(view).settings;
    return [t(view.locale, "style.title"), engine, flavor].filter(Boolean).join(" · ");
  },
  completed(view, outputs) {
    const settings = paramsOf(view).settings;
    const fields = [
      ...settingFields(view.locale, "style-transfer", settings, [
        ...INTEGERS,
        ...BOOLEANS,
        "portrait_style",
        "portrait_beautifier",
      ]),
      ...promptField(settings.prompt, view.locale),
    ];
    return imageResult(view, styleTransferPresenter, outputs, fields, [
      varyButton(styleTransferIds.vary(view.id), view.locale),
    ]);
  },
  origin: sourceOrigin,
  retryButton: (view) => varyButton(styleTransferIds.vary(view.id), view.locale, view),
};

/** The partner style transfer, with Vary on its result. */
export const styleTransferKind = {
  name: "style-transfer",
  presenter: styleTransferPresenter,
  job: (deps) =>
    imageJobKind<StyleTransferParams>(
      deps,
      "image-style-transfer",
      async (partner, { params, loads }, webhook) => {
        if (!loads.reference) throw new Error("a style transfer needs its reference image");
        const image = await imageInput(params.source.url, loads.source);
        const reference_image = await imageInput(params.reference.url, loads.reference);
        return partner.styleTransfer({ image, reference_image, ...params.settings, ...webhook });
      },
      "style-transfer",
    ),
} satisfies Kind<ImageRequest<StyleTransferParams>>;
