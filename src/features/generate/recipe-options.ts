import type { ChatInputCommandInteraction } from "discord.js";
import { UserError } from "../../errors.js";
import { RECIPE_LIMITS as L, Recipe, type LoraChoice } from "../../workflows/recipe.js";
import { takeLoraTags, type LoraTag } from "./lora-tags.js";
import { option, text } from "./texts/index.js";

type Options = ChatInputCommandInteraction["options"];

/** The hires pass's denoise when the member gives none: enough to add detail, not to redraw. */
export const DEFAULT_HIRES_DENOISE = 0.5;

/**
 * The recipe a member asked `/generate` for: `model`, `lora` and the `<lora:NAME:WEIGHT>` tags of
 * the prompt (taken out of its text), `sampler`, `scheduler`, `cfg`, `clip_skip`, `hires` with its
 * denoise; each checked against RECIPE_LIMITS before anything is sent, a refusal naming the
 * option and its range. Whether a backend holds the names is checked when the job is built.
 */
export function readRecipe(o: Options, typed: string): { prompt: string; recipe?: Recipe } {
  const { prompt, tags } = takeLoraTags(typed);
  const given = o.getString("lora");
  const loras = checkedLoras([...(given === null ? [] : [loraOption(given)]), ...tags]);
  const hires = o.getNumber("hires");
  const denoise = o.getNumber("hires_denoise");
  if (denoise !== null && hires === null) throw new UserError(text("generate.denoiseWithoutHires"));
  const clipSkip = o.getInteger("clip_skip");
  if (clipSkip !== null && (clipSkip < L.clipSkip.min || clipSkip > L.clipSkip.max))
    throw new UserError(text("check.range", { field: option("generate.clip_skip"), ...L.clipSkip }));
  if (hires !== null && !(L.hiresScales as readonly number[]).includes(hires))
    throw new UserError(text("check.oneOf", { field: option("generate.hires"), values: L.hiresScales.join(", ") }));
  const recipe: Recipe = {
    ...named("checkpoint", "generate.model", o.getString("model")),
    ...(loras.length > 0 ? { loras } : {}),
    ...named("sampler", "generate.sampler", o.getString("sampler")),
    ...named("scheduler", "generate.scheduler", o.getString("scheduler")),
    ...numberIn("cfg", "generate.cfg", o.getNumber("cfg"), L.cfg),
    ...(clipSkip === null ? {} : { clipSkip }),
    ...(hires === null
      ? {}
      : {
          hires: {
            scale: hires as 1.5 | 2,
            ...numberIn("denoise", "generate.hires_denoise", denoise ?? DEFAULT_HIRES_DENOISE, L.hiresDenoise),
          } as Recipe["hires"],
        }),
  };
  // Every field was checked above with the member's words; the schema is the last word on the shape.
  const parsed = Recipe.parse(recipe);
  return Object.keys(parsed).length > 0 ? { prompt, recipe: parsed } : { prompt };
}

/** The LoRAs of the `lora` option and the prompt's tags, checked: each weight in range, at most RECIPE_LIMITS.loras, each once. */
export function checkedLoras(tags: readonly LoraTag[]): LoraChoice[] {
  const loras = tags.map(loraChoice);
  if (loras.length > L.loras.max) throw new UserError(text("generate.tooManyLoras", { max: L.loras.max }));
  const twice = loras.find((lora, i) => loras.findIndex((other) => other.name === lora.name) !== i);
  if (twice) throw new UserError(text("generate.loraTwice", { name: twice.name }));
  return loras;
}

/** `lora`: a name, or `NAME:WEIGHT` as in a tag. */
function loraOption(value: string): LoraTag {
  const at = value.lastIndexOf(":");
  const weight = at < 0 ? "" : value.slice(at + 1).trim();
  if (weight !== "" && Number.isFinite(Number(weight))) return { tag: value, name: value.slice(0, at).trim(), weight };
  return { tag: value, name: value.trim() };
}

function loraChoice(tag: LoraTag): LoraChoice {
  const { name } = named("name", "generate.lora", tag.name) as { name: string };
  const weight = loraWeight(tag, tag.weight);
  const clipWeight = tag.clipWeight === undefined ? undefined : loraWeight(tag, tag.clipWeight);
  return { name, weight, ...(clipWeight === undefined ? {} : { clipWeight }) };
}

function loraWeight(tag: LoraTag, typed: string | undefined): number {
  if (typed === undefined) return 1;
  const weight = typed === "" ? NaN : Number(typed);
  if (!Number.isFinite(weight) || weight < L.loraWeight.min || weight > L.loraWeight.max)
    throw new UserError(text("generate.loraWeight", { tag: tag.tag, ...L.loraWeight }));
  return weight;
}

// Control characters serve no file name, and would disguise one in a message.
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function named<K extends string>(key: K, field: string, value: string | null): Partial<Record<K, string>> {
  if (value === null) return {};
  const name = value.trim();
  if (name.length < L.name.min || name.length > L.name.max || CONTROL.test(name))
    throw new UserError(text("generate.badName", { field: option(field), ...L.name }));
  return { [key]: name } as Partial<Record<K, string>>;
}

function numberIn<K extends string>(
  key: K,
  field: string,
  value: number | null,
  range: { min: number; max: number },
): Partial<Record<K, number>> {
  if (value === null) return {};
  if (!Number.isFinite(value) || value < range.min || value > range.max)
    throw new UserError(text("generate.numberRange", { field: option(field), ...range }));
  return { [key]: value } as Partial<Record<K, number>>;
}
