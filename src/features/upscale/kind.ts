import { imageInput } from "../../images/source.js";
import { imageJobKind, type ImageRequest } from "../partner-image/image-kind.js";
import type { UpscaleParams } from "../partner-image/settings.js";
import type { Kind } from "../feature.js";
import { upscaleComponents } from "./buttons.js";
import { upscaleMenu, upscaleReaction } from "./reaction.js";
import { upscalePresenter } from "./presenter.js";

/** `/upscale`, the "Upscale image" menu and the upscale reaction: the partner upscaler. */
export const upscale = {
  presenter: upscalePresenter,
  job: (deps) =>
    imageJobKind<UpscaleParams>(deps, "image-upscaler", async (partner, { params, loads }, webhook) => {
      const image = await imageInput(params.source.url, loads.source);
      const { width, height } = params.source;
      return partner.upscale({ image, ...params.settings, ...webhook }, { width, height });
    }),
  components: upscaleComponents,
  menu: upscaleMenu,
  reaction: upscaleReaction,
} satisfies Kind<ImageRequest<UpscaleParams>>;

export { readUpscale } from "./settings.js";
