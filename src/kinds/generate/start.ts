import { text } from "../../i18n/index.js";
import type { Workflow } from "../../api/cloud-types.js";
import type { Services } from "../../services.js";
import { UserError } from "../../errors.js";
import type { InputImage } from "../../images/attachment.js";
import type { JobKind } from "../../jobs/kind.js";
import type { SavedMapping } from "../../workflows/check.js";
import type { KindDeps } from "../kind.js";
import type { GenerateParams } from "./params.js";
import { negativeText } from "../../rules/negative-prompt.js";
import { applyValues, imageToImage, textToImage } from "./workflows.js";
import { withImageInput } from "./image-input.js";
import { outpaintWorkflow } from "./outpaint.js";

export interface WorkflowBase {
  graph: Workflow;
  /** A saved workflow's mapping also says whether it holds Partner Nodes (checked when it was added). */
  mapping: SavedMapping;
}

/** A generation to start: its options, and the input image to upload first (image-to-image), read with the job's key. */
export interface GenerateRequest {
  params: GenerateParams;
  input?: (apiKey: string) => Promise<InputImage>;
}

/**
 * The server's saved workflow, or the built-in one, checked before anything is deferred or
 * sent: an unknown name, or an input image for a workflow with no image input, is refused.
 */
export async function resolveWorkflow(
  ctx: Pick<Services, "store">,
  guildId: string,
  params: GenerateParams,
  withImage: boolean,
): Promise<WorkflowBase> {
  if (params.outpaint) return outpaintWorkflow(params.outpaint, params.outpaint.checkpoint);
  if (params.workflow === undefined) return withImage || params.image !== undefined ? imageToImage() : textToImage();
  const saved = await ctx.store.workflows.get(guildId, params.workflow);
  if (!saved) throw new UserError(text("generate.noWorkflow", { name: params.workflow }));
  const base = { graph: saved.graph as Workflow, mapping: saved.inputMapping as SavedMapping };
  if ((withImage || params.image !== undefined) && base.mapping.image === undefined) {
    // A variation of a result keeps its text-to-image workflow: the image takes its empty latent's place.
    const taking = params.derived ? withImageInput(base) : undefined;
    if (!taking) throw new UserError(text("generate.noImageInput", { name: params.workflow }));
    return taking;
  }
  if (!withImage && params.image === undefined && base.mapping.image !== undefined) {
    throw new UserError(text("generate.needsImage", { name: params.workflow }));
  }
  return base;
}

/**
 * A cloud prompt from the server's workflow. An input image is uploaded after the interaction is
 * acknowledged (an upload may take longer than Discord's 3 s) and before the job is recorded, so
 * its stored name is in the job's params for Reroll and Vary.
 */
export function generateJob(deps: KindDeps): JobKind<GenerateRequest> {
  return {
    async build({ params, input }, admission, origin) {
      const base = await resolveWorkflow(deps, origin.guildId, params, input !== undefined);
      const job = { ...params };
      if (input !== undefined) {
        await origin.open();
        const uploaded = await deps
          .cloudFor(admission.apiKey)
          .uploadImage(await input(admission.apiKey), { type: "input", overwrite: false });
        job.image = uploaded.name;
      }
      // The server's negative prompt goes to the workflow only: the job keeps what the member asked.
      const { negativePrompt } = (await deps.store.guilds.get(origin.guildId)).settings;
      const negative = negativeText(base.graph, base.mapping.negative, job.negative, negativePrompt);
      const workflow = applyValues(base.graph, base.mapping, { ...job, negative });
      return {
        params: job,
        remote: deps.remotes.cloudPrompt(admission.apiKey, workflow, { partnerNodes: base.mapping.partnerNodes }),
      };
    },
    resume: (apiKey) => deps.remotes.cloudPrompt(apiKey),
    // The params hold everything, the uploaded input image's name included.
    async again(stored, apiKey, guildId) {
      const params = stored as GenerateParams;
      const base = await resolveWorkflow(deps, guildId, params, false);
      return deps.remotes.cloudPrompt(apiKey, applyValues(base.graph, base.mapping, params), {
        partnerNodes: base.mapping.partnerNodes,
      });
    },
  };
}
