import type { ImageOperation, PartnerClient, TaskState } from "../../api/partner.js";
import type { ReactionTarget } from "../../db/store.js";
import type { JobKind } from "../../jobs/kind.js";
import type { Remotes } from "../../jobs/remotes/index.js";
import type { Load } from "./sources.js";
import type { SourceImage, UpscaleParams } from "./settings.js";
import type { KindName } from "../context.js";
import { option } from "./texts/index.js";
import { checkImage } from "../../images/source.js";
import { checkInputs, loadOnce } from "../../image-check/inputs.js";
import type { ImageCheck } from "../../image-check/service.js";

/** A partner image job to start: what it records, how to fetch its images once its message is open, and for reactions the key that makes it happen once. */
export interface ImageRequest<P> {
  params: P;
  loads: { source: Load; reference?: Load };
  dedupe?: ReactionTarget;
}

/** The upscale kind as a handler starts it: `/upscale`, its menu and reaction, and U1..Un under a generated image. */
export const upscaleJob: KindName<ImageRequest<UpscaleParams>> = { name: "upscale" };

export interface ImageKindDeps {
  remotes: Remotes;
  partnerFor(apiKey: string): PartnerClient;
  images?: ImageCheck | undefined;
}

/** Sends one kind's task: its images (base64 when the service cannot fetch the URL) and its settings. */
export type SendImageTask<P> = (
  partner: PartnerClient,
  request: ImageRequest<P>,
  webhook: { webhook_url?: string },
) => Promise<TaskState>;

/**
 * The lifecycle side of a partner image kind (upscale, style transfer, enhance): one operation,
 * read back from the same task endpoint after a restart. The images are read only when the
 * remote starts, once the job's message is open.
 */
export function imageJobKind<P>(
  deps: ImageKindDeps,
  operation: ImageOperation,
  send: SendImageTask<P>,
  /** The command the operation is asked for with: its image options name the images in a refusal. */
  command?: string,
): JobKind<ImageRequest<P>> {
  const remoteOf = (apiKey: string, request: ImageRequest<P>) => {
    const partner = deps.partnerFor(apiKey);
    // The job is marked sent right before the task's POST, after its images were read.
    return deps.remotes.partnerImage(apiKey, operation, (callbackUrl, sending) =>
      send(partner.fenced(sending), request, callbackUrl ? { webhook_url: callbackUrl } : {}),
    );
  };
  const field = (name: string) => (command ? option(`${command}.${name}`) : name);
  return {
    async build(request, admission, origin) {
      // Scored before anything is sent; the task then sends the very bytes scored (or their URL).
      const source = loadOnce(request.loads.source);
      const reference = request.loads.reference && loadOnce(request.loads.reference);
      // An interaction is answered first (fetching may outlast Discord's 3 s); a reaction's reply waits
      // for its dedupe, and a further job of an interaction (`answer`: its message not the reply) for its admission.
      if (origin.interactionId !== undefined) await (origin.answer ? origin.answer() : origin.open(admission.locale));
      const inputs = [
        [field("image"), source] as const,
        ...(reference ? [[field("reference"), reference] as const] : []),
      ];
      await checkInputs(deps.images, origin, inputs);
      const loads = { source, ...(reference ? { reference } : {}) };
      return {
        params: request.params,
        remote: remoteOf(admission.apiKey, { ...request, loads }),
        ...(request.dedupe ? { dedupe: request.dedupe } : {}),
      };
    },
    resume: (apiKey) => deps.remotes.partnerImage(apiKey, operation),
    // The images are read again from where the params recorded them.
    async again(stored, apiKey) {
      const params = stored as P & { source: SourceImage; reference?: SourceImage };
      const source = (await checkImage(field("image"), params.source)).load;
      const reference = params.reference ? (await checkImage(field("reference"), params.reference)).load : undefined;
      return remoteOf(apiKey, { params, loads: { source, ...(reference ? { reference } : {}) } });
    },
  };
}
