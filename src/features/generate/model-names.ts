import { UserError } from "../../errors.js";
import type { ModelCatalogue } from "../../models/catalogue.js";
import { closestNames, resolveName } from "../../models/closest.js";
import type { ModelKind } from "../../models/kinds.js";
import type { Need } from "../../models/needs.js";
import { Recipe } from "../../workflows/recipe.js";
import { option, text } from "./texts/index.js";
import { quoted } from "../../rules/models.js";

/** The backends a job may run on: the engines, or the cloud with this key. */
export type ModelScope = { engines: true } | { engines: false; cloudKey: string };

/** The recipe's names, each with its kind and the option that gave it. */
function namesOf(recipe: Recipe): Array<{ kind: ModelKind; field: string; name: string }> {
  return [
    ...(recipe.checkpoint === undefined
      ? []
      : [{ kind: "checkpoint" as const, field: "generate.model", name: recipe.checkpoint }]),
    ...(recipe.loras ?? []).map((lora) => ({ kind: "lora" as const, field: "generate.lora", name: lora.name })),
    ...(recipe.sampler === undefined
      ? []
      : [{ kind: "sampler" as const, field: "generate.sampler", name: recipe.sampler }]),
    ...(recipe.scheduler === undefined
      ? []
      : [{ kind: "scheduler" as const, field: "generate.scheduler", name: recipe.scheduler }]),
  ];
}

/** Recent jobs counted at start: enough to order the autocompletes, read in one statement. */
const RECENT_JOBS_COUNTED = 2000;

/**
 * Counts the names of the newest jobs' recipes as if this process had started them: "most used
 * first" in the autocompletes survives a restart, from the job rows already written.
 */
export async function countRecentUses(
  jobs: { recentRecipes(kind: string, limit: number): Promise<unknown[]> },
  models: ModelCatalogue,
): Promise<void> {
  for (const stored of await jobs.recentRecipes("generate", RECENT_JOBS_COUNTED)) {
    const recipe = Recipe.safeParse(stored);
    if (recipe.success) models.used(recipeNeeds(recipe.data));
  }
}

/** What a backend must hold to run the recipe (after `checkRecipeNames`, the names as the backend spells them). */
export function recipeNeeds(recipe: Recipe | undefined): Need[] {
  return recipe ? namesOf(recipe).map(({ kind, name }) => ({ kind, name })) : [];
}

/**
 * The recipe with each name as a backend holds it (`<lora:ink:0.8>` for `ink.safetensors`), checked
 * before anything is sent: a name no backend holds is refused naming the closest that exist; on the
 * engines, names no one engine holds together, or held only by engines that do not answer now, are
 * refused saying so. While an engine's lists were never read, what it may hold is left to routing.
 */
export async function checkRecipeNames(
  models: ModelCatalogue | undefined,
  recipe: Recipe | undefined,
  scope: ModelScope,
): Promise<Recipe | undefined> {
  if (!models || !recipe) return recipe;
  if (scope.engines && !models.allRead()) return recipe;
  const backend = scope.engines ? { engines: true } : { cloudKey: scope.cloudKey };
  const lists = new Map<ModelKind, string[]>();
  const resolved = structuredClone(recipe);
  for (const { kind, field, name } of namesOf(recipe)) {
    let names = lists.get(kind);
    if (!names) lists.set(kind, (names = await models.names(kind, backend)));
    // A backend that lists none of a kind (an older engine's samplers) is not judged by it.
    if (names.length === 0) continue;
    const found = resolveName(name, names);
    if (found === undefined) throw new UserError(unknown(field, name, names));
    rename(resolved, kind, name, found);
  }
  if (!scope.engines) return resolved;
  const needs = recipeNeeds(resolved).filter((need) => (lists.get(need.kind)?.length ?? 0) > 0);
  const holders = models.holdersOfAll(needs);
  const shown = needs.filter((n) => n.kind === "checkpoint" || n.kind === "lora").map((n) => quoted(n.name));
  if (holders.length === 0 && needs.length > 1) throw new UserError(text("generate.notTogether", { names: shown }));
  if (holders.length > 0 && holders.every((holder) => !holder.up))
    throw new UserError(text("generate.nameDown", { name: shown.join(", ") }));
  return resolved;
}

function unknown(field: string, name: string, names: readonly string[]) {
  const near = closestNames(name, names).map(quoted);
  const params = { field: option(field), name: quoted(name) };
  return near.length > 0 ? text("generate.unknownNameNear", { ...params, near }) : text("generate.unknownName", params);
}

function rename(recipe: Recipe, kind: ModelKind, from: string, to: string): void {
  if (kind === "checkpoint") recipe.checkpoint = to;
  if (kind === "sampler") recipe.sampler = to;
  if (kind === "scheduler") recipe.scheduler = to;
  if (kind === "lora") for (const lora of recipe.loras ?? []) if (lora.name === from) lora.name = to;
}
