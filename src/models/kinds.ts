/**
 * The kinds of names a job's graph can hold that a backend may lack, and where an engine lists
 * each (engine-notes.md, "Models"): a model folder (`GET /models/<folder>`), its embeddings
 * (`GET /embeddings`), or an input's choices in `object_info` (samplers and schedulers).
 */
export const KINDS = [
  "checkpoint",
  "lora",
  "vae",
  "upscaler",
  "controlnet",
  "clip_vision",
  "style_model",
  "diffusion_model",
  "text_encoder",
  "hypernetwork",
  "gligen",
  "embedding",
  "sampler",
  "scheduler",
] as const;

export type ModelKind = (typeof KINDS)[number];

interface KindSource {
  folder?: string;
  embeddings?: true;
  choices?: readonly [classType: string, input: string];
}

export const MODEL_KINDS: Readonly<Record<ModelKind, KindSource>> = {
  checkpoint: { folder: "checkpoints" },
  lora: { folder: "loras" },
  vae: { folder: "vae" },
  upscaler: { folder: "upscale_models" },
  controlnet: { folder: "controlnet" },
  clip_vision: { folder: "clip_vision" },
  style_model: { folder: "style_models" },
  diffusion_model: { folder: "diffusion_models" },
  text_encoder: { folder: "text_encoders" },
  hypernetwork: { folder: "hypernetworks" },
  gligen: { folder: "gligen" },
  embedding: { embeddings: true },
  sampler: { choices: ["KSampler", "sampler_name"] },
  scheduler: { choices: ["KSampler", "scheduler"] },
};

/** The model folder a kind's files are in; undefined for embeddings, samplers and schedulers. */
export function folderOf(kind: ModelKind): string | undefined {
  return MODEL_KINDS[kind].folder;
}

/**
 * The inputs of core nodes that name something a backend must hold, by class: a graph's needs
 * are read from these, so a saved workflow is routed as the built-in one is.
 */
export const NAMED_INPUTS: Readonly<Record<string, Readonly<Record<string, ModelKind>>>> = {
  CheckpointLoaderSimple: { ckpt_name: "checkpoint" },
  CheckpointLoader: { ckpt_name: "checkpoint" },
  ImageOnlyCheckpointLoader: { ckpt_name: "checkpoint" },
  unCLIPCheckpointLoader: { ckpt_name: "checkpoint" },
  LoraLoader: { lora_name: "lora" },
  LoraLoaderModelOnly: { lora_name: "lora" },
  VAELoader: { vae_name: "vae" },
  UpscaleModelLoader: { model_name: "upscaler" },
  ControlNetLoader: { control_net_name: "controlnet" },
  DiffControlNetLoader: { control_net_name: "controlnet" },
  CLIPVisionLoader: { clip_name: "clip_vision" },
  StyleModelLoader: { style_model_name: "style_model" },
  UNETLoader: { unet_name: "diffusion_model" },
  CLIPLoader: { clip_name: "text_encoder" },
  DualCLIPLoader: { clip_name1: "text_encoder", clip_name2: "text_encoder" },
  TripleCLIPLoader: { clip_name1: "text_encoder", clip_name2: "text_encoder", clip_name3: "text_encoder" },
  HypernetworkLoader: { hypernetwork_name: "hypernetwork" },
  GLIGENLoader: { gligen_name: "gligen" },
  KSampler: { sampler_name: "sampler", scheduler: "scheduler" },
  KSamplerAdvanced: { sampler_name: "sampler", scheduler: "scheduler" },
  KSamplerSelect: { sampler_name: "sampler" },
};
