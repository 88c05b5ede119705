import type { APIEmbedField } from "discord.js";
import type { Recipe } from "../../workflows/recipe.js";
// Not `import type`: loading this module loads the texts it says.
import { type Translate } from "./texts/index.js";
import { quoted as code } from "../../rules/models.js";

/** Embed field values are at most 1024 characters. */
const FIELD_MAX = 1024;

/**
 * The result's recipe: the model, the LoRAs with their weights, the sampler, scheduler, cfg and
 * clip skip, and the second pass; only what the job set (the rest is the workflow's own).
 */
export function recipeFields(recipe: Recipe | undefined, t: Translate): APIEmbedField[] {
  if (!recipe) return [];
  const fields: APIEmbedField[] = [];
  if (recipe.checkpoint !== undefined)
    fields.push({ name: t("field.checkpoint"), value: clip(code(recipe.checkpoint)), inline: true });
  if (recipe.loras && recipe.loras.length > 0) {
    const loras = recipe.loras.map(
      (l) => `${code(l.name)} ${l.weight}${l.clipWeight === undefined ? "" : `:${l.clipWeight}`}`,
    );
    fields.push({ name: t("field.loras"), value: clip(loras.join("\n")), inline: true });
  }
  const sampling = [
    recipe.sampler === undefined ? undefined : code(recipe.sampler),
    recipe.scheduler === undefined ? undefined : code(recipe.scheduler),
    recipe.cfg === undefined ? undefined : `cfg ${recipe.cfg}`,
    recipe.clipSkip === undefined ? undefined : `clip skip ${recipe.clipSkip}`,
  ].filter((part) => part !== undefined);
  if (sampling.length > 0) fields.push({ name: t("field.sampling"), value: clip(sampling.join(" · ")), inline: true });
  if (recipe.hires)
    fields.push({
      name: t("field.hires"),
      value: t("generate.hiresValue", { scale: recipe.hires.scale, denoise: recipe.hires.denoise }),
      inline: true,
    });
  return fields;
}

function clip(value: string): string {
  return value.length <= FIELD_MAX ? value : `${value.slice(0, FIELD_MAX - 1)}…`;
}
