import type { ObjectInfo } from "../../src/api/cloud-types.js";
import type { FakeEngineKnobs } from "./engine-executor.js";
import { objectInfo, PARTNER_NODE } from "./object-info.js";

/**
 * The engine's `object_info`: the cloud's core classes without its Partner Node, the loaders
 * listing the engine's own model folders, its samplers and schedulers, and a newer node's
 * choices (`KSampler.scheduler`) in the `["COMBO", {options}]` format beside older `[[...], {}]`.
 */
export function engineObjectInfo(knobs: FakeEngineKnobs, uploads: string[]): ObjectInfo {
  const info = objectInfo(uploads, {
    models: knobs.models,
    samplers: knobs.samplers,
    schedulers: knobs.schedulers,
    format: knobs.comboFormat,
    schedulerFormat: "combo",
  });
  delete info[PARTNER_NODE];
  return info;
}
