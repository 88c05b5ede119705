import { DEFAULT_IMAGE_CHECK, type ImageCheckSettings } from "../image-check/policy.js";

export interface GuildSettings {
  /** Read from the workflow marked default; change it with `workflows.setDefault`. */
  defaultWorkflow?: string;
  upscaleEmoji: string;
  /** Jobs per member per UTC day; null for no limit. */
  dailyQuota: number | null;
  maxConcurrentJobs: number;
  /** Channel ids where jobs may start; empty for every channel. */
  allowedChannels: string[];
  defaults: { width: number; height: number; steps: number };
  /** Refused in every text a member sends, as typed by the server (see src/rules/banned-terms.ts). */
  bannedTerms: string[];
  /** Added to every `/generate`'s negative input; null for none. */
  negativePrompt: string | null;
  /** Credits per calendar month (UTC) past which partner video jobs are refused; null for none. */
  creditBudget: number | null;
  /** What the image check does with a flagged image, from which strictness, and whether age-restricted channels are checked. */
  imageCheck: ImageCheckSettings;
  /** Which models and LoRAs /generate offers here, its default model, and those only for age-restricted channels. */
  models: ModelSettings;
}

/** `/settings models`: names as the backends list them (`sd15/dreamshaper.safetensors`). */
export interface ModelSettings {
  /** The checkpoint /generate draws with when the member names none; null: the workflow's or engine's own. */
  defaultModel: string | null;
  /** The checkpoints offered; empty: every one the backends hold. */
  offeredModels: string[];
  /** The LoRAs offered; empty: every one the backends hold. */
  offeredLoras: string[];
  /** Checkpoints offered and run only in age-restricted channels. */
  restrictedModels: string[];
  /** LoRAs offered and run only in age-restricted channels. */
  restrictedLoras: string[];
}

export const DEFAULT_MODEL_SETTINGS: Readonly<ModelSettings> = Object.freeze({
  defaultModel: null,
  offeredModels: [],
  offeredLoras: [],
  restrictedModels: [],
  restrictedLoras: [],
});

/** What a guild row stores: only the values a server changed, so new defaults reach everyone else. */
export type StoredSettings = Partial<Omit<GuildSettings, "defaultWorkflow" | "defaults" | "imageCheck" | "models">> & {
  defaults?: Partial<GuildSettings["defaults"]>;
  imageCheck?: Partial<ImageCheckSettings>;
  models?: Partial<ModelSettings>;
};

/** A change to a server's settings; `defaults` may name only the fields that change. */
export type SettingsPatch = StoredSettings;

/**
 * What a server may set. Concurrency stays low because each running job edits its own message and
 * holds a place in the service's queue for the key; a shared server gains nothing from more.
 */
export const SETTINGS_LIMITS = {
  dailyQuota: { min: 1, max: 1000 },
  maxConcurrentJobs: { min: 1, max: 10 },
  allowedChannels: { max: 25 },
  bannedTerms: { max: 200, length: { max: 100 } },
  negativePrompt: { max: 2000 },
  creditBudget: { min: 1, max: 10_000_000 },
  /** Names in each of `/settings models`' lists, and a name's length (a backend's file name). */
  models: { names: 100, name: 500 },
} as const;

export const DEFAULT_SETTINGS: Readonly<GuildSettings> = Object.freeze({
  upscaleEmoji: "🔍",
  dailyQuota: null,
  maxConcurrentJobs: 3,
  allowedChannels: [],
  defaults: { width: 1024, height: 1024, steps: 20 },
  bannedTerms: [],
  negativePrompt: null,
  creditBudget: null,
  imageCheck: DEFAULT_IMAGE_CHECK,
  models: DEFAULT_MODEL_SETTINGS,
});

export function withDefaults(stored: StoredSettings, defaultWorkflow?: string): GuildSettings {
  const settings: GuildSettings = {
    ...DEFAULT_SETTINGS,
    ...stored,
    allowedChannels: [...(stored.allowedChannels ?? DEFAULT_SETTINGS.allowedChannels)],
    bannedTerms: [...(stored.bannedTerms ?? DEFAULT_SETTINGS.bannedTerms)],
    defaults: { ...DEFAULT_SETTINGS.defaults, ...stored.defaults },
    imageCheck: { ...DEFAULT_SETTINGS.imageCheck, ...stored.imageCheck },
    models: { ...DEFAULT_MODEL_SETTINGS, ...stored.models },
  };
  if (defaultWorkflow !== undefined) settings.defaultWorkflow = defaultWorkflow;
  return settings;
}

/** Merges a patch into stored settings; nested `defaults` merge field by field. */
export function mergeStored(stored: StoredSettings, patch: SettingsPatch): StoredSettings {
  const merged: StoredSettings = { ...stored, ...definedOnly(patch) };
  if (patch.defaults !== undefined) merged.defaults = { ...stored.defaults, ...definedOnly(patch.defaults) };
  if (patch.imageCheck !== undefined) merged.imageCheck = { ...stored.imageCheck, ...definedOnly(patch.imageCheck) };
  if (patch.models !== undefined) merged.models = { ...stored.models, ...definedOnly(patch.models) };
  return merged;
}

// A command builds its patch from options the member may leave out: an undefined field changes nothing.
function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}
