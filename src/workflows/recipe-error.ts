/** A link between nodes: `[node id, output index]`. */
export type Link = [string, number];

/**
 * Why a recipe cannot be applied to a graph: a saved workflow built otherwise than the built-in
 * one (no `KSampler`, no checkpoint loader feeding it, no text encoder for its LoRAs' clip), or a
 * second pass through an upscale model on an image whose size the graph does not say.
 */
export class RecipeError extends Error {
  override readonly name = "RecipeError";

  constructor(
    readonly reason: "noSampler" | "noModelLink" | "noCheckpointLoader" | "noTextEncoder" | "noDecoder" | "sizeUnknown",
  ) {
    super(`the recipe cannot be applied to this workflow: ${reason}`);
  }
}
