import type { ObjectInfo } from "../api/cloud-types.js";
import type { EngineClient } from "../api/engine/client.js";
import { ApiError } from "../api/errors.js";
import { textChoices } from "../api/engine/object-info.js";
import { folderOf, KINDS, MODEL_KINDS, NAMED_INPUTS, type ModelKind } from "./kinds.js";

/** What one backend holds: the names of each kind. */
export type Holdings = ReadonlyMap<ModelKind, ReadonlySet<string>>;

/** The engine routes the lists are read from. */
export type ModelReader = Pick<EngineClient, "modelFolders" | "models" | "embeddings" | "objectInfo">;

/**
 * An engine's holdings, read as engine-notes.md says: each kind's folder (`/models/<folder>`, for
 * the folders `/models` names), `/embeddings`, and the sampler and scheduler choices of `object_info`.
 * The VAE loader's choices join the VAE folder's: an engine offers built-in decoders (`taesd`, ...)
 * that are no files.
 */
export async function readEngineHoldings(client: ModelReader): Promise<Holdings> {
  // One route after another, on one connection: read all at once, some fifteen routes took as many
  // connections of each engine, kept open after (a fleet of hundreds held thousands).
  const folders = await client.modelFolders().catch(unlessMissing);
  const info = await client.objectInfo();
  // An engine older than the model routes: its loaders' choices are all there is to read.
  if (folders === undefined) return cloudHoldings(info);
  const embeddings = await client.embeddings().catch(unlessMissing);
  const holdings = new Map<ModelKind, Set<string>>([["embedding", new Set(embeddings ?? [])]]);
  for (const kind of KINDS) {
    const folder = folderOf(kind);
    if (folder !== undefined && folders.includes(folder))
      holdings.set(kind, new Set((await client.models(folder)) ?? []));
  }
  for (const kind of KINDS) {
    const choices = MODEL_KINDS[kind].choices;
    if (choices) holdings.set(kind, new Set(textChoices(info, ...choices)));
  }
  const vae = holdings.get("vae") ?? new Set<string>();
  for (const name of textChoices(info, "VAELoader", "vae_name")) vae.add(name);
  holdings.set("vae", vae);
  return holdings;
}

/** A route the engine does not have (404) reads as nothing; any other failure stands. */
function unlessMissing(error: unknown): undefined {
  if (error instanceof ApiError && error.status === 404) return undefined;
  throw error;
}

/** The cloud's holdings: the choices its `object_info` lists for every input that names one. */
export function cloudHoldings(info: ObjectInfo): Holdings {
  const holdings = new Map<ModelKind, Set<string>>();
  for (const [classType, inputs] of Object.entries(NAMED_INPUTS)) {
    for (const [input, kind] of Object.entries(inputs)) {
      const names = holdings.get(kind) ?? new Set<string>();
      for (const name of textChoices(info, classType, input)) names.add(name);
      holdings.set(kind, names);
    }
  }
  return holdings;
}
