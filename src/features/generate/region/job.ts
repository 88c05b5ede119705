import { UserError } from "../../../errors.js";
import { text } from "../texts/index.js";
import { loadOnce } from "../../../image-check/inputs.js";
import type { JobKind } from "../../../jobs/kind.js";
import type { Remote } from "../../../jobs/remote.js";
import { uploadToEngines } from "../../../engines/uploads.js";
import { loadSharp } from "../../../images/sharp.js";
import type { KindDeps } from "../../feature.js";
import type { GenerateParams } from "../params.js";
import type { GenerateRequest } from "../start.js";
import { markedShare, maskPixels, maskPng, presetMask, type MaskSource } from "./mask.js";
import { compositingRemote } from "./remote.js";

/**
 * The generate kind with Vary (Region): a request with a mask has it made at its image's size and
 * uploaded beside the image (to the engines or the cloud, as the image goes), the inpainting graph
 * run (`resolveWorkflow` picks ./workflow.ts by `params.inpaint`), and its result composited over
 * the original outside the mask. Every other request goes on unchanged.
 */
export function withRegion(deps: KindDeps, inner: JobKind<GenerateRequest>): JobKind<GenerateRequest> {
  return {
    async build(request, admission, origin) {
      const { mask, input } = request;
      if (!mask || !input) return inner.build(request, admission, origin);
      const onEngines = deps.remotes.onEngines(admission.keySource);
      await origin.open();
      const image = loadOnce(() => input(onEngines ? "" : admission.apiKey));
      const sharp = await loadSharp();
      const { width = 0, height = 0 } = await sharp((await image()).data).metadata();
      const file = { data: await maskFor(mask, width, height), filename: "mask.png", contentType: "image/png" };
      const name = onEngines
        ? await uploadToEngines(deps.remotes.engines!, file)
        : (await deps.cloudFor(admission.apiKey).uploadImage(file, { type: "input", overwrite: false })).name;
      const inpaint = { region: request.params.inpaint?.region ?? "painted", ...request.params.inpaint, mask: name };
      const built = await inner.build(
        { ...request, params: { ...request.params, inpaint }, input: image },
        admission,
        origin,
      );
      return { ...built, remote: composited(built.remote, built.params) };
    },
    resume: (apiKey, ref, params) => composited(inner.resume(apiKey, ref, params), params),
    ...(inner.again
      ? { again: async (params, apiKey, guildId) => composited(await inner.again!(params, apiKey, guildId), params) }
      : {}),
  };
}

/** A region job's remote composites its outputs; any other job's is left as it is. */
function composited(remote: Remote, stored: unknown): Remote {
  const params = stored as GenerateParams;
  const mask = params.inpaint?.mask;
  return mask && params.image ? compositingRemote(remote, { image: params.image, mask }) : remote;
}

/** The mask as a PNG at the image's size: a preset drawn, or a painted one checked. */
function maskFor(mask: MaskSource, width: number, height: number): Promise<Buffer> {
  return "region" in mask ? presetMask(mask.region, width, height) : checkedMask(mask.painted, width, height);
}

/** A painted mask, refused when unreadable, of another size than the image's, empty or everything; as a clean PNG. */
export async function checkedMask(png: Buffer, width: number, height: number): Promise<Buffer> {
  const painted = await maskPixels(png).catch(() => {
    throw new UserError(text("region.maskUnreadable"));
  });
  if (painted.width !== width || painted.height !== height)
    throw new UserError(text("region.maskSize", { width, height }));
  const share = markedShare(painted.pixels);
  if (share === 0) throw new UserError(text("region.maskEmpty"));
  if (share === 1) throw new UserError(text("region.maskFull"));
  return maskPng(painted.pixels, width, height);
}
