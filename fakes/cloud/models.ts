/**
 * What a backend holds, by model folder (engine-notes.md, "Models"): the file names of each
 * folder, paths relative to it with `/`. The folder names are a real engine's.
 */
export interface ModelFolders {
  checkpoints: string[];
  loras: string[];
  [folder: string]: string[];
}

/** Every folder a real engine answers `GET /models` with, in its order. */
export const MODEL_FOLDERS = [
  "checkpoints",
  "configs",
  "loras",
  "vae",
  "text_encoders",
  "diffusion_models",
  "clip_vision",
  "style_models",
  "embeddings",
  "diffusers",
  "vae_approx",
  "controlnet",
  "gligen",
  "upscale_models",
  "hypernetworks",
  "photomaker",
  "classifiers",
] as const;

/** A fake engine's holdings unless told otherwise (frozen: each engine holds a copy of its own). */
export const DEFAULT_ENGINE_MODELS: ModelFolders = frozen({
  checkpoints: ["engine-sd15.safetensors", "engine-xl.safetensors"],
  loras: ["detail-tweaker.safetensors", "styles/ink.safetensors"],
  vae: ["vae-ft-mse.safetensors"],
  embeddings: ["easynegative.safetensors"],
  upscale_models: ["4x-ultrasharp.pth"],
});

/** The cloud's own holdings, as its `object_info` lists them. */
export const CLOUD_MODELS: ModelFolders = {
  checkpoints: ["flow-base-v1.safetensors", "flow-xl-v2.safetensors"],
  loras: ["flow-detail-v1.safetensors", "flow-watercolor.safetensors"],
  vae: ["flow-vae.safetensors"],
  embeddings: [],
  upscale_models: ["flow-4x.pth"],
};

/** `KSampler.sampler_name`'s choices on a real engine (0.3.64). */
export const SAMPLERS = [
  "euler",
  "euler_cfg_pp",
  "euler_ancestral",
  "euler_ancestral_cfg_pp",
  "heun",
  "heunpp2",
  "dpm_2",
  "dpm_2_ancestral",
  "lms",
  "dpm_fast",
  "dpm_adaptive",
  "dpmpp_2s_ancestral",
  "dpmpp_2s_ancestral_cfg_pp",
  "dpmpp_sde",
  "dpmpp_sde_gpu",
  "dpmpp_2m",
  "dpmpp_2m_cfg_pp",
  "dpmpp_2m_sde",
  "dpmpp_2m_sde_gpu",
  "dpmpp_3m_sde",
  "dpmpp_3m_sde_gpu",
  "ddpm",
  "lcm",
  "ipndm",
  "ipndm_v",
  "deis",
  "res_multistep",
  "res_multistep_cfg_pp",
  "res_multistep_ancestral",
  "res_multistep_ancestral_cfg_pp",
  "gradient_estimation",
  "gradient_estimation_cfg_pp",
  "er_sde",
  "seeds_2",
  "seeds_3",
  "sa_solver",
  "sa_solver_pece",
  "ddim",
  "uni_pc",
  "uni_pc_bh2",
];

/** `KSampler.scheduler`'s choices on a real engine. */
export const SCHEDULERS = [
  "simple",
  "sgm_uniform",
  "karras",
  "exponential",
  "ddim_uniform",
  "beta",
  "normal",
  "linear_quadratic",
  "kl_optimal",
];

/** A copy of `base` with the folders of `given` in place of its own. */
export function modelFolders(base: ModelFolders, given: Partial<ModelFolders> = {}): ModelFolders {
  const defined = Object.entries(given).filter((entry): entry is [string, string[]] => entry[1] !== undefined);
  return structuredClone({ ...base, ...Object.fromEntries(defined) });
}

/** `GET /embeddings`: the embeddings folder's names without their extension. */
export function embeddingNames(models: ModelFolders): string[] {
  return (models.embeddings ?? []).map((name) => name.replace(/\.[^./]*$/, ""));
}

function frozen(models: ModelFolders): ModelFolders {
  for (const names of Object.values(models)) Object.freeze(names);
  return Object.freeze(models);
}
