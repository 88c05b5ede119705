import type { Store } from "../../db/store.js";
import type { RulesRequest } from "../../rules/admission.js";
import type { GenerateParams } from "./params.js";

/** A saved workflow as the server's rules see it. */
type Restriction = { name: string; ageRestricted: boolean };

/** What the server's rules judge of a generation: the member's prompt and negative, and the saved workflow it runs. */
export function generateRules(
  params: Pick<GenerateParams, "prompt" | "negative" | "recipe">,
  saved: Restriction | undefined,
): RulesRequest {
  const recipe = params.recipe;
  return {
    texts: { prompt: params.prompt, negative: params.negative },
    ...(saved ? { workflow: { name: saved.name, ageRestricted: saved.ageRestricted } } : {}),
    ...(recipe ? { models: { checkpoint: recipe.checkpoint, loras: recipe.loras?.map((l) => l.name) } } : {}),
  };
}

/** Reroll and Vary: the stored texts judged again by today's rules, and the workflow as it is saved now. */
export async function storedGenerateRules(
  store: Pick<Store, "workflows">,
  guildId: string,
  params: GenerateParams,
): Promise<RulesRequest> {
  const saved = params.workflow === undefined ? undefined : await store.workflows.get(guildId, params.workflow);
  return generateRules(params, saved);
}
