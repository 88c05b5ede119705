import type { ObjectInfo } from "../api/cloud-types.js";
import { UserError } from "../errors.js";
import { text } from "../i18n/index.js";
import type { EnginePool } from "./pool.js";

/**
 * The node catalogue a saved workflow is checked against: that of the engine a new prompt would go
 * to now (one whose socket is reconnecting is waited for a moment rather than refused).
 */
export async function engineObjectInfo(pool: EnginePool): Promise<ObjectInfo> {
  const engine = await pool.pickSoon();
  if (!engine) throw new UserError(text("engine.noneAnswering"));
  return engine.client.objectInfo();
}
