import type { Workflow } from "../api/cloud-types.js";
import type { Services } from "../context.js";
import type { Admission } from "./admit.js";
import type { Origin } from "./origin.js";
import type { GenerateParams } from "./params.js";
import type { Remotes } from "./remotes/index.js";
import type { JobRunner } from "./runner.js";
import { UserError } from "../errors.js";
import type { SavedMapping } from "../workflows/check.js";
import { applyValues, imageToImage, textToImage } from "./workflows.js";

export interface InputImage {
  data: Uint8Array;
  filename: string;
  contentType?: string;
}

export interface WorkflowBase {
  graph: Workflow;
  /** A saved workflow's mapping also says whether it holds Partner Nodes (checked when it was added). */
  mapping: SavedMapping;
}

type GenerateServices = Pick<Services, "store" | "client" | "cloudFor"> & { jobs: JobRunner; remotes: Remotes };

/**
 * The server's saved workflow, or the built-in one, checked before anything is deferred or
 * sent: an unknown name, or an input image for a workflow with no image input, is refused.
 */
export async function resolveWorkflow(ctx: Pick<Services, "store">, guildId: string, params: GenerateParams, withImage: boolean): Promise<WorkflowBase> {
  if (params.workflow === undefined) return withImage || params.image !== undefined ? imageToImage() : textToImage();
  const saved = await ctx.store.workflows.get(guildId, params.workflow);
  if (!saved) throw new UserError(`This server has no workflow named "${params.workflow}". See \`/workflow list\`.`);
  const base = { graph: saved.graph as Workflow, mapping: saved.inputMapping as SavedMapping };
  if ((withImage || params.image !== undefined) && base.mapping.image === undefined) {
    throw new UserError(`The workflow "${params.workflow}" takes no input image. Leave out \`image\`, or pick another workflow.`);
  }
  if (!withImage && params.image === undefined && base.mapping.image !== undefined) {
    throw new UserError(`The workflow "${params.workflow}" starts from an image: attach one with \`image\`.`);
  }
  return base;
}

/**
 * Starts a cloud prompt job from the server's workflow. An input image is uploaded after the
 * interaction is acknowledged (an upload may take longer than Discord's 3 s) and before the job is
 * recorded, so its stored name is in the job's params for Reroll and Vary. Whatever fails before the
 * job is handed over gives back its slot and quota unit.
 */
export async function startGenerate(
  ctx: GenerateServices,
  origin: Origin,
  admission: Admission,
  params: GenerateParams,
  input?: () => Promise<InputImage>,
): Promise<void> {
  let handed = false;
  try {
    const base = await resolveWorkflow(ctx, origin.guildId, params, input !== undefined);
    const job = { ...params };
    if (input !== undefined) {
      await origin.open(ctx.client);
      const uploaded = await ctx.cloudFor(admission.apiKey).uploadImage(await input(), { type: "input", overwrite: false });
      job.image = uploaded.name;
    }
    const workflow = applyValues(base.graph, base.mapping, job);
    handed = true;
    await ctx.jobs.start({ origin, admission, kind: "generate", params: job, remote: ctx.remotes.cloudPrompt(admission.apiKey, workflow, { partnerNodes: base.mapping.partnerNodes }) });
  } finally {
    if (!handed) await admission.cancel().catch(() => undefined);
  }
}
