import type { Workflow } from "../api/cloud-types.js";
import { UserError } from "../errors.js";
import { text } from "../i18n/index.js";
import { modelNeeds, type Need } from "../models/needs.js";
import type { Engine, EnginePool } from "./pool.js";

/**
 * The graph as one engine runs it: the built-in workflow takes FLOW_ENGINE_CHECKPOINT, else the
 * engine's first checkpoint; a saved workflow keeps its own (it was checked against an engine).
 */
export async function graphForEngine(
  pool: EnginePool,
  engine: Engine,
  graph: Workflow,
  builtIn: boolean,
): Promise<Workflow> {
  if (!builtIn) return graph;
  const checkpoint = await pool.checkpointFor(engine);
  if (checkpoint === undefined) throw new UserError(text("engine.noCheckpoint"));
  const copy = structuredClone(graph);
  for (const node of Object.values(copy))
    if (node.class_type === "CheckpointLoaderSimple") node.inputs.ckpt_name = checkpoint;
  return copy;
}

/**
 * What an engine must hold to run the graph: every name its loaders and samplers give; where the
 * engine picks the checkpoint (`engineDefault`), none but FLOW_ENGINE_CHECKPOINT when it is set.
 */
export function engineNeeds(pool: EnginePool, graph: Workflow, engineDefault: boolean): Need[] {
  const needs = modelNeeds(graph);
  if (!engineDefault) return needs;
  const checkpoint = pool.defaultCheckpoint;
  return [
    ...needs.filter((need) => need.kind !== "checkpoint"),
    ...(checkpoint === undefined ? [] : [{ kind: "checkpoint" as const, name: checkpoint }]),
  ];
}
