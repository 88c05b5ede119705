import type { Kind } from "../feature.js";
import { videoPresenter } from "./presenter.js";
import type { PreparedVideo, VideoParams } from "./request.js";
import { checkInputs } from "../../image-check/inputs.js";

/**
 * `/video`: a partner video task. The request is checked and prepared before admission; the
 * remote sends it (downloading the images) once the job's message is open.
 */
export const videoKind = {
  name: "video",
  presenter: videoPresenter,
  job: (deps) => ({
    async build(prepared, admission, origin) {
      // Its images are scored before anything is sent (the send reads the same bytes again for free).
      if (prepared.inputs.length > 0) await origin.open(admission.locale);
      await checkInputs(deps.images, origin, prepared.inputs);
      const partner = deps.partnerFor(admission.apiKey);
      // The job is marked sent right before the task's POST, after its images were read.
      const send = (callbackUrl: string | undefined, sending: () => Promise<void>) =>
        prepared.send(partner.fenced(sending), callbackUrl);
      return {
        params: prepared.params,
        remote: deps.remotes.partnerVideo(admission.apiKey, offPeak(prepared.params), send),
      };
    },
    resume: (apiKey, _ref, params) => deps.remotes.partnerVideo(apiKey, offPeak(params as VideoParams)),
  }),
} satisfies Kind<PreparedVideo>;

/** The job's own deadline follows its options: off-peak renders may take up to 48 hours. */
function offPeak(params: VideoParams | undefined): boolean {
  return params?.options?.off_peak === true;
}
