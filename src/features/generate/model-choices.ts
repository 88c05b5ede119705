import type { AutocompleteInteraction } from "discord.js";
import type { Context } from "../context.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { offeredHere } from "../../rules/models.js";
import type { ModelCatalogue } from "../../models/catalogue.js";
import type { ModelKind } from "../../models/kinds.js";
import type { ModelScope } from "./model-names.js";

/** The options offered from the backends' lists, by the kind of name each takes. */
export const MODEL_OPTIONS: Readonly<Record<string, ModelKind>> = {
  model: "checkpoint",
  lora: "lora",
  sampler: "sampler",
  scheduler: "scheduler",
};

/** Discord's most choices per answer, and longest choice value. */
const MAX_CHOICES = 25;
const MAX_VALUE = 100;

/**
 * The names of a kind the job's backends hold, each once, those containing what was typed (any
 * case), the most used first, then in alphabetical order. A name longer than a choice may be is
 * typed instead. `lora`'s `NAME:WEIGHT` is filtered by its name.
 */
export async function modelChoices(
  models: ModelCatalogue,
  kind: ModelKind,
  typed: string,
  scope: ModelScope,
  /** Whether the server offers a name where the member types (`/settings models`). */
  offered: (name: string) => boolean = () => true,
): Promise<Array<{ name: string; value: string }>> {
  const names = await models.names(kind, scope.engines ? { engines: true } : { cloudKey: scope.cloudKey });
  const wanted = (kind === "lora" ? typed.replace(/:[^:]*$/, "") : typed).trim().toLowerCase();
  return names
    .filter((name) => name.length <= MAX_VALUE && name.toLowerCase().includes(wanted) && offered(name))
    .map((name, order) => ({ name, order, uses: models.usesOf(kind, name) }))
    .sort((a, b) => b.uses - a.uses || a.order - b.order)
    .slice(0, MAX_CHOICES)
    .map(({ name }) => ({ name, value: name }));
}

/** The focused option's kind, when it is one of the backends' names. */
export function focusedKind(interaction: AutocompleteInteraction): ModelKind | undefined {
  const name = interaction.options.getFocused(true).name;
  return Object.hasOwn(MODEL_OPTIONS, name) ? MODEL_OPTIONS[name] : undefined;
}

/** The names of a kind offered where the member types: the engines' unless the server runs on its own cloud key. */
export async function namesOffered(interaction: AutocompleteInteraction, ctx: Context, kind: ModelKind) {
  const models = ctx.remotes.models;
  if (!models) return [];
  const scope = scopeOf(interaction);
  const guild = await ctx.settings.get(scope);
  const typed = interaction.options.getFocused();
  const offered = (name: string) => offeredHere(guild.settings.models, kind, name, interaction.channel);
  if (ctx.remotes.onEngines(guild.hasKey ? "server" : undefined))
    return modelChoices(models, kind, typed, { engines: true }, offered);
  // The key a job here would run with: the server's own, else the operator's.
  const key = await ctx.apiKeyFor(scope).catch(() => undefined);
  if (key === undefined) return [];
  return modelChoices(models, kind, typed, { engines: false, cloudKey: key }, offered);
}
