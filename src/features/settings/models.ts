import type {
  APIEmbedField,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandGroupBuilder,
  SlashCommandSubcommandBuilder,
} from "discord.js";
import { SETTINGS_LIMITS, type GuildSettings } from "../../db/store.js";
import type { ModelSettings } from "../../db/settings.js";
import { UserError } from "../../errors.js";
import { checkText } from "../../member-input/options.js";
import type { ModelKind } from "../../models/kinds.js";
import { closestNames, resolveName } from "../../models/closest.js";
import { listed, quoted } from "../../rules/models.js";
import type { Context } from "../context.js";
import type { SettingsChange } from "./change.js";
import { option, t, text } from "./texts/index.js";

const L = SETTINGS_LIMITS.models;
type Names = Pick<ModelSettings, "offeredModels" | "offeredLoras" | "restrictedModels" | "restrictedLoras">;

const nameOption =
  (name: "model" | "lora", description: string, required = false) =>
  (s: SlashCommandSubcommandBuilder) =>
    s.addStringOption((o) =>
      o.setName(name).setDescription(description).setRequired(required).setMaxLength(L.name).setAutocomplete(true),
    );

/** `/settings models`: the default model, which models and LoRAs are offered, and which only in age-restricted channels. */
export function modelsGroup(g: SlashCommandSubcommandGroupBuilder): SlashCommandSubcommandGroupBuilder {
  const both = (s: SlashCommandSubcommandBuilder) =>
    nameOption("lora", "A LoRA")(nameOption("model", "A checkpoint")(s));
  return g
    .setName("models")
    .setDescription("The models and LoRAs /generate offers here")
    .addSubcommand((s) =>
      nameOption(
        "model",
        "Leave empty for the workflow's own",
      )(s.setName("default").setDescription("The model /generate draws with when the member names none")),
    )
    .addSubcommand((s) => both(s.setName("offer").setDescription("Add a model or LoRA to the ones offered")))
    .addSubcommand((s) => both(s.setName("withdraw").setDescription("Stop offering a model or LoRA")))
    .addSubcommand((s) => s.setName("offer-all").setDescription("Offer every model and LoRA the engines hold"))
    .addSubcommand((s) =>
      both(
        s.setName("age-restricted").setDescription("Offer and run a model or LoRA only in age-restricted channels"),
      ).addBooleanOption((o) =>
        o.setName("restricted").setDescription("Only in age-restricted channels").setRequired(true),
      ),
    );
}

/** The change a `/settings models` subcommand makes, its names checked before anything is written. */
export function modelsChange(interaction: ChatInputCommandInteraction<"cached">, held?: HeldNames): SettingsChange {
  const o = interaction.options;
  const sub = o.getSubcommand();
  const name = (field: "model" | "lora") => {
    const value = o.getString(field);
    if (value === null) return undefined;
    const typed = checkText(option(`settings.models.${sub}.${field}`), value.trim(), { min: 1, max: L.name });
    // Withdrawing takes any name on the list; the others, a name the backends hold, as they spell it.
    const names = sub === "withdraw" ? undefined : held?.(field === "model" ? "checkpoint" : "lora");
    if (!names || names.length === 0) return typed;
    const found = resolveName(typed, names);
    if (found !== undefined) return found;
    const near = closestNames(typed, names).map(quoted);
    const params = { field: option(`settings.models.${sub}.${field}`), name: quoted(typed) };
    throw new UserError(
      near.length > 0 ? text("models.unknownNear", { ...params, near }) : text("models.unknown", params),
    );
  };
  // A message holds 2,000 characters: lists of long names are cut (autocomplete and /settings show hold them).
  const confirm = (saved: GuildSettings, locale: string) =>
    clip(t(locale, "models.saved", { summary: describe(saved.models, locale) }), 2000);
  if (sub === "default") {
    const model = name("model") ?? null;
    return { patch: () => ({ models: { defaultModel: model } }), confirm };
  }
  if (sub === "offer-all") return { patch: () => ({ models: { offeredModels: [], offeredLoras: [] } }), confirm };
  const model = name("model");
  const lora = name("lora");
  if (model === undefined && lora === undefined) throw new UserError(text("models.none"));
  const lists: Record<string, [keyof Names, keyof Names]> = {
    offer: ["offeredModels", "offeredLoras"],
    withdraw: ["offeredModels", "offeredLoras"],
    "age-restricted": ["restrictedModels", "restrictedLoras"],
  };
  const [models, loras] = lists[sub] ?? lists.offer!;
  const adding = sub === "offer" || (sub === "age-restricted" && o.getBoolean("restricted", true));
  const edit = (list: readonly string[], given: string | undefined) => {
    if (given === undefined) return [...list];
    if (!adding) return list.filter((entry) => entry !== given && !listed([given], entry));
    if (listed(list, given)) return [...list];
    if (list.length >= L.names) throw new UserError(text("models.tooMany", { max: L.names }));
    return [...list, given];
  };
  return {
    patch: (current) => ({
      models: { [models]: edit(current.models[models], model), [loras]: edit(current.models[loras], lora) },
    }),
    confirm,
  };
}

/** The model settings in words, a line each: the default, the lists offered, those only for age-restricted channels. */
function describe(m: ModelSettings, locale: string): string {
  const names = (list: readonly string[]) => (list.length > 0 ? list.map(quoted).join(", ") : t(locale, "models.all"));
  const restricted = [...m.restrictedModels, ...m.restrictedLoras];
  return [
    m.defaultModel === null
      ? t(locale, "models.defaultNone")
      : t(locale, "models.default", { name: quoted(m.defaultModel) }),
    t(locale, "models.offeredModels", { names: names(m.offeredModels) }),
    t(locale, "models.offeredLoras", { names: names(m.offeredLoras) }),
    ...(restricted.length > 0 ? [t(locale, "models.restricted", { names: restricted.map(quoted).join(", ") })] : []),
  ].join("\n");
}

/** `/settings show`'s field. */
export function modelsField(settings: GuildSettings, locale: string): APIEmbedField {
  return { name: t(locale, "show.models"), value: clip(describe(settings.models, locale), 1024) };
}

/** The names of a kind a server's jobs may use, when known. */
export type HeldNames = (kind: ModelKind) => string[] | undefined;

/**
 * What a server's jobs may use: the engines' names (once all were read) for a server running on
 * them; for one on the cloud (its own key, or the operator's), the names in the cloud's
 * `object_info` for that key. Unknown (nothing checked) while the lists cannot be read.
 */
export async function heldNames(ctx: Context, guildId: string, ownKey: boolean): Promise<HeldNames | undefined> {
  const models = ctx.remotes.models;
  if (!models) return undefined;
  if (ctx.remotes.onEngines(ownKey ? "server" : undefined))
    return models.allRead() ? (kind) => models.engineNames(kind) : undefined;
  const key = await ctx.apiKeyFor(guildId).catch(() => undefined);
  if (key === undefined) return undefined;
  const lists = await Promise.all([models.cloudNames("checkpoint", key), models.cloudNames("lora", key)]).catch(
    () => undefined,
  );
  if (!lists) return undefined;
  const [checkpoints, loras] = lists;
  return (kind) => (kind === "checkpoint" ? checkpoints : kind === "lora" ? loras : undefined);
}

/** The names the server's backends hold, for `/settings models`' options (each once, filtered by what is typed). */
export async function modelNameChoices(interaction: AutocompleteInteraction<"cached">, ctx: Context) {
  const focused = interaction.options.getFocused(true);
  const kind: ModelKind = focused.name === "lora" ? "lora" : "checkpoint";
  const typed = focused.value.toLowerCase();
  const { hasKey } = await ctx.settings.get(interaction.guildId);
  const names =
    (await heldNames(ctx, interaction.guildId, hasKey))?.(kind) ?? ctx.remotes.models?.engineNames(kind) ?? [];
  return names
    .filter((n) => n.length <= 100 && n.toLowerCase().includes(typed))
    .slice(0, 25)
    .map((n) => ({ name: n, value: n }));
}

function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}
