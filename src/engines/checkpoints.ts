import type { Logger } from "../logging/logger.js";
import type { ModelCatalogue } from "../models/catalogue.js";
import type { EngineClient } from "../api/engine/client.js";

/** What of a listed engine is read here (see `Engine` in ./pool.ts). */
interface Engine {
  url: string;
  client: Pick<EngineClient, "checkpoints">;
}

/**
 * The engine's checkpoints: as its lists were last read (the catalogue's, in the engine's order),
 * else from its `object_info`: a job never reads that document (some megabytes on a real engine).
 */
export async function engineCheckpoints(
  engine: Engine,
  models: ModelCatalogue | undefined,
): Promise<readonly string[]> {
  const held = models?.holdingsOf(engine.url)?.get("checkpoint");
  return held ? [...held] : engine.client.checkpoints();
}

/** Says, one line each, which engine has no checkpoint, or lacks FLOW_ENGINE_CHECKPOINT. */
export async function checkCheckpoints(
  engines: readonly Engine[],
  options: { models?: ModelCatalogue | undefined; checkpoint?: string | undefined; log: Logger },
): Promise<void> {
  await Promise.all(
    engines.map(async (engine) => {
      // The catalogue's first read of the engine's lists says (no second read of its `object_info`).
      await options.models?.ensure(engine.url);
      const checkpoints = await engineCheckpoints(engine, options.models).catch(() => undefined);
      if (checkpoints === undefined) return;
      const log = options.log.child({ engine: engine.url });
      if (checkpoints.length === 0)
        log.warn(`engine ${engine.url} has no checkpoint: /generate's built-in workflow cannot run there`);
      else if (options.checkpoint !== undefined && !checkpoints.includes(options.checkpoint))
        log.warn(`engine ${engine.url} lacks FLOW_ENGINE_CHECKPOINT ${options.checkpoint}`);
    }),
  );
}
