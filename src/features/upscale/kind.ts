import { imageInput } from "../../images/source.js";
import { imageJobKind, upscaleJob, type ImageRequest } from "../partner-image/image-kind.js";
import type { UpscaleParams } from "../partner-image/settings.js";
import type { Kind } from "../feature.js";
import { upscalePresenter } from "./presenter.js";

/** The partner upscaler: `/upscale`, the "Upscale image" menu and the upscale reaction start it. */
export const upscaleKind = {
  name: upscaleJob.name,
  presenter: upscalePresenter,
  job: (deps) =>
    imageJobKind<UpscaleParams>(
      deps,
      "image-upscaler",
      async (partner, { params, loads }, webhook) => {
        const image = await imageInput(params.source.url, loads.source);
        const { width, height } = params.source;
        return partner.upscale({ image, ...params.settings, ...webhook }, { width, height });
      },
      "upscale",
    ),
} satisfies Kind<ImageRequest<UpscaleParams>>;
