import { option, text } from "./texts/index.js";
import { checkInputs, loadOnce } from "../../image-check/inputs.js";
import type { Workflow } from "../../api/cloud-types.js";
import type { Services } from "../services.js";
import { UserError } from "../../errors.js";
import type { InputImage } from "../../images/attachment.js";
import type { JobKind } from "../../jobs/kind.js";
import type { SavedMapping } from "../../workflows/check.js";
import type { KindDeps } from "../feature.js";
import type { GenerateParams } from "./params.js";
import { negativeText } from "../../rules/negative-prompt.js";
import { ownDefaults } from "../../workflows/defaults.js";
import { applyValues, imageToImage, outpaint, textToImage } from "../../workflows/built-in.js";
import { applyRecipe, RecipeError } from "../../workflows/apply-recipe.js";
import { engineNeeds, graphForEngine } from "../../engines/workflow.js";
import { uploadToEngines } from "../../engines/uploads.js";
import type { Origin } from "../../jobs/port.js";
import { withImageInput } from "./image-input.js";
import { inpaintWorkflow } from "./region/workflow.js";
import type { MaskSource } from "./region/mask.js";
import { aspectSize, isAspect } from "./aspect.js";
import type { MemberPreferences } from "../../db/preferences.js";
import { checkRecipeNames, recipeNeeds } from "./model-names.js";
import { refuseModels } from "../../rules/models.js";

export interface WorkflowBase {
  graph: Workflow;
  /** A saved workflow's mapping also says whether it holds Partner Nodes (checked when it was added). */
  mapping: SavedMapping;
}

/** A generation to start: its options, and the input image to upload first (image-to-image), read with the job's key. */
export interface GenerateRequest {
  params: GenerateParams;
  input?: (apiKey: string) => Promise<InputImage>;
  /** Vary (Region): the mask to make and upload beside the input image (./region/job.ts). */
  mask?: MaskSource;
  /** The options the member left out, which a saved workflow's own values stand in for (`ownDefaults`). */
  ownDefaultsFor?: readonly OwnDefault[];
  /** The options the member left out, which their own defaults (/preferences) stand in for. */
  preferencesFor?: readonly PreferredOption[];
}

export type PreferredOption = "aspect" | "steps" | "count" | "model" | "sampler";

type OwnDefault = "width" | "height" | "steps";

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
  if (params.outpaint) return outpaint(params.outpaint, params.outpaint.checkpoint);
  if (params.inpaint?.mask) return inpaintWorkflow(params.inpaint.mask, params.inpaint.checkpoint);
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
    async build({ params, input, ownDefaultsFor = [], preferencesFor = [] }, admission, origin) {
      const base = await resolveWorkflow(deps, origin.guildId, params, input !== undefined);
      const job = { ...params };
      const own = ownDefaultsFor.length > 0 ? ownDefaults({ graph: base.graph, inputMapping: base.mapping }) : {};
      for (const key of ownDefaultsFor) job[key] = own[key] ?? job[key];
      if (preferencesFor.length > 0) {
        const { guildId, userId } = origin;
        const mine = await (deps.settings?.memberPreferences(guildId, userId) ??
          deps.store.preferences.get(guildId, userId));
        applyPreferences(job, mine, preferencesFor);
      }
      await defaultModel(deps, origin, job);
      const engines = deps.remotes.onEngines(admission.keySource);
      const scope = engines ? { engines } : { engines, cloudKey: admission.apiKey };
      const recipe = await checkRecipeNames(deps.remotes.models, job.recipe, scope);
      if (recipe) job.recipe = recipe;
      deps.remotes.models?.used(recipeNeeds(recipe));
      if (engines) return onEngines(deps, base, job, input, origin);
      if (input !== undefined) {
        await origin.open();
        const image = await checkedInput(deps, origin, () => input(admission.apiKey));
        const uploaded = await deps.cloudFor(admission.apiKey).uploadImage(image, { type: "input", overwrite: false });
        job.image = uploaded.name;
      }
      // The server's negative prompt goes to the workflow only: the job keeps what the member asked.
      const { negativePrompt } = await settingsOf(deps, origin.guildId);
      const negative = negativeText(base.graph, base.mapping.negative, job.negative, negativePrompt);
      const workflow = graphOf(base, job, negative);
      return {
        params: job,
        remote: deps.remotes.cloudPrompt(admission.apiKey, workflow, { partnerNodes: base.mapping.partnerNodes }),
      };
    },
    resume: (apiKey, ref) => (ref === "engine" ? deps.remotes.enginePrompt() : deps.remotes.cloudPrompt(apiKey)),
    // The params hold everything, the uploaded input image's name included.
    async again(stored, apiKey, guildId) {
      const params = stored as GenerateParams;
      const base = await resolveWorkflow(deps, guildId, params, false);
      const own = await deps.store.guilds.getApiKey(guildId).catch(() => undefined);
      if (deps.remotes.onEngines(own !== undefined && own === apiKey ? "server" : undefined)) {
        const pool = deps.remotes.engines!;
        const graph = graphOf(base, params, params.negative);
        const engineDefault = ownCheckpoint(params);
        return deps.remotes.enginePrompt(
          (engine) => graphForEngine(pool, engine, graph, engineDefault),
          engineNeeds(pool, graph, engineDefault),
        );
      }
      return deps.remotes.cloudPrompt(apiKey, graphOf(base, params, params.negative), {
        partnerNodes: base.mapping.partnerNodes,
      });
    },
  };
}

/** The same generation on the least loaded engine; an input image goes to every engine first (its name kept for Reroll). */
async function onEngines(
  deps: KindDeps,
  base: WorkflowBase,
  params: GenerateParams,
  input: GenerateRequest["input"],
  origin: Origin,
) {
  const pool = deps.remotes.engines!;
  const job = { ...params };
  if (input !== undefined) {
    await origin.open();
    job.image = await uploadToEngines(pool, await checkedInput(deps, origin, () => input("")));
  }
  const { negativePrompt } = await settingsOf(deps, origin.guildId);
  const negative = negativeText(base.graph, base.mapping.negative, job.negative, negativePrompt);
  const graph = graphOf(base, job, negative);
  const engineDefault = ownCheckpoint(job);
  return {
    params: job,
    remote: deps.remotes.enginePrompt(
      (engine) => graphForEngine(pool, engine, graph, engineDefault),
      engineNeeds(pool, graph, engineDefault),
    ),
  };
}

/**
 * The graph a job runs: the workflow with the job's values, then its recipe (checkpoint, LoRAs,
 * sampling, second pass). A saved workflow built otherwise than the built-in one is refused by name.
 */
function graphOf(base: WorkflowBase, job: GenerateParams, negative: string | undefined) {
  const graph = applyValues(base.graph, base.mapping, { ...job, negative });
  try {
    return applyRecipe(graph, job.recipe, { width: job.width, height: job.height }, base.mapping);
  } catch (error) {
    if (!(error instanceof RecipeError)) throw error;
    throw new UserError(text("generate.recipeMisfit", { name: job.workflow ?? "" }));
  }
}

/** Whether the engine picks the checkpoint: the built-in workflow with none chosen (a saved workflow keeps its own). */
function ownCheckpoint(job: GenerateParams): boolean {
  return job.workflow === undefined && job.recipe?.checkpoint === undefined;
}

/** The input image, read and scored by the image check before it goes anywhere (under `block` a flagged one is refused). */
async function checkedInput(deps: KindDeps, origin: Origin, read: () => Promise<InputImage>): Promise<InputImage> {
  const image = loadOnce(read);
  await checkInputs(deps.images, origin, [[option("generate.image"), image]]);
  return image();
}

/** A member's own defaults over what they left out: an aspect at the size's pixel count, steps, count. */
function applyPreferences(job: GenerateParams, mine: MemberPreferences, leftOut: readonly PreferredOption[]): void {
  if (leftOut.includes("aspect") && isAspect(mine.aspect)) {
    Object.assign(job, aspectSize(mine.aspect, job.width * job.height));
  }
  if (leftOut.includes("steps") && mine.steps !== undefined) job.steps = mine.steps;
  if (leftOut.includes("count") && mine.count !== undefined) job.count = mine.count;
  // The built-in workflow only: a saved one keeps its own checkpoint and sampler unless the member names them.
  if (job.workflow !== undefined || job.outpaint) return;
  if (leftOut.includes("model") && mine.model !== undefined && job.recipe?.checkpoint === undefined)
    job.recipe = { ...job.recipe, checkpoint: mine.model };
  if (leftOut.includes("sampler") && mine.sampler !== undefined && job.recipe?.sampler === undefined)
    job.recipe = { ...job.recipe, sampler: mine.sampler };
}

/**
 * The server's default model (`/settings models default`), for the built-in workflow when neither
 * the member nor their preferences name one; then the server's list and age restrictions judge the
 * models the job will run with (a preference is judged as a typed name is).
 */
async function defaultModel(deps: KindDeps, origin: Origin, job: GenerateParams): Promise<void> {
  const { models } = await settingsOf(deps, origin.guildId);
  if (
    job.workflow === undefined &&
    !job.outpaint &&
    job.recipe?.checkpoint === undefined &&
    models.defaultModel !== null
  )
    job.recipe = { ...job.recipe, checkpoint: models.defaultModel };
  const recipe = job.recipe;
  if (recipe)
    refuseModels(
      models,
      { checkpoint: recipe.checkpoint, loras: recipe.loras?.map((l) => l.name) },
      { nsfw: origin.ageRestricted === true },
    );
}

/** The server's settings: held in memory when the bot holds them, else read. */
async function settingsOf(deps: KindDeps, guildId: string) {
  return (await (deps.settings ?? deps.store.guilds).get(guildId)).settings;
}
