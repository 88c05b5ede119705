import type { Workflow } from "../api/cloud-types.js";
import { UserError } from "../errors.js";
import { text } from "../i18n/index.js";
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
