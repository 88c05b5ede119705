import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  type ChatInputCommandInteraction,
  type Interaction,
  type InteractionUpdateOptions,
} from "discord.js";
import type { Command, ComponentHandler, Context } from "../context.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { isMemberScope, memberScope } from "../../scope.js";
import { askForMemberKey, removeMemberKey } from "./member-key.js";
import type { MemberPreferences, PreferenceChange } from "../../db/preferences.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { UserError } from "../../errors.js";
import { privateLocale, t, text, type Locale } from "./texts/index.js";
import { ASPECTS, isAspect } from "./aspect.js";
import { GENERATE_LIMITS as L } from "../../workflows/run-limits.js";
import { CHECK_MODES, type CheckMode } from "../../image-check/policy.js";
import { RECIPE_LIMITS as R } from "../../workflows/recipe.js";
import { focusedKind, namesOffered } from "./model-choices.js";
import { checkRecipeNames } from "./model-names.js";
import { quoted } from "../../rules/models.js";
import { readRecipe } from "./recipe-options.js";
import { ack } from "../../discord/routing/acknowledge.js";

const data = new SlashCommandBuilder()
  .setName("preferences")
  .setDescription("Your own defaults for /generate where you use it (aspect, steps, images per job)")
  .addStringOption((o) =>
    o
      .setName("key")
      .setDescription("Your own API key for jobs outside servers that added the bot (set opens a private form)")
      .addChoices({ name: "set", value: "set" }, { name: "remove", value: "remove" }),
  )
  .addStringOption((o) =>
    o
      .setName("images")
      .setDescription("Outside servers that added the bot: what the image check does with your flagged images")
      .addChoices(...CHECK_MODES.map((mode) => ({ name: mode, value: mode }))),
  )
  .addStringOption((o) =>
    o
      .setName("model")
      .setDescription("The checkpoint your /generate draws with when you name none")
      .setMaxLength(R.name.max)
      .setAutocomplete(true),
  )
  .addStringOption((o) =>
    o
      .setName("sampler")
      .setDescription("The sampler your /generate uses when you name none")
      .setMaxLength(R.name.max)
      .setAutocomplete(true),
  );

/** The choices each select offers; `server` is "keep the server's default". */
const SERVER = "server";
/** Where the member's results go: the channel (every server's default), or replies only they see. */
const PUBLIC = "public";
const PRIVATE = "private";
const STEPS = [10, 20, 30, 40, 50].filter((s) => s >= L.steps.min && s <= L.steps.max);
const COUNTS = Array.from({ length: L.count.max - L.count.min + 1 }, (_, i) => L.count.min + i);

/**
 * The member's defaults as selects (the current one picked) and a button back to the server's, under
 * `intro`; outside servers that added the bot (`own`), back to flowbot's own defaults: no server's apply.
 */
function view(
  locale: Locale,
  prefs: MemberPreferences,
  intro: string,
  own: boolean,
): InteractionUpdateOptions & { content: string } {
  const select = (id: string, options: Array<{ value: string; label: string }>, current: string) =>
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
      new StringSelectMenuBuilder()
        .setCustomId(`pref:${id}`)
        .addOptions(options.map((o) => ({ ...o, default: o.value === current }))),
    );
  type DefaultLabel = `creative.prefs${"Aspect" | "Steps" | "Count"}Server` | `creative.prefs${"Aspect" | "Steps"}Own`;
  const server = (key: DefaultLabel) => ({ value: SERVER, label: t(locale, key) });
  const aspects = ASPECTS.map((a) => ({ value: a, label: t(locale, "creative.prefsAspect", { value: a }) }));
  const steps = STEPS.map((s) => ({ value: String(s), label: t(locale, "creative.prefsSteps", { value: s }) }));
  const counts = COUNTS.map((c) => ({ value: String(c), label: t(locale, "creative.prefsCount", { count: c }) }));
  const reset = new ButtonBuilder()
    .setCustomId("pref:reset")
    .setLabel(t(locale, own ? "creative.prefsResetOwn" : "creative.prefsReset"))
    .setStyle(ButtonStyle.Secondary);
  const results = [
    { value: PUBLIC, label: t(locale, "privacy.resultsPublic") },
    { value: PRIVATE, label: t(locale, "privacy.resultsPrivate") },
  ];
  return {
    content: intro,
    components: [
      select(
        "aspect",
        [server(own ? "creative.prefsAspectOwn" : "creative.prefsAspectServer"), ...aspects],
        prefs.aspect ?? SERVER,
      ),
      select(
        "steps",
        [server(own ? "creative.prefsStepsOwn" : "creative.prefsStepsServer"), ...steps],
        String(prefs.steps ?? SERVER),
      ),
      select("count", [server("creative.prefsCountServer"), ...counts], String(prefs.count ?? SERVER)),
      select("results", results, prefs.resultsPrivate ? PRIVATE : PUBLIC),
      new ActionRowBuilder<ButtonBuilder>().addComponents(reset),
    ],
    allowedMentions: NO_MENTIONS,
  };
}

/**
 * The lines above the selects: whose defaults these are (a server's, or the member's own outside
 * servers that added the bot), where results go, and the member's own key: its last four characters, or how to set one.
 */
async function intro(ctx: Context, interaction: Interaction): Promise<string> {
  const { keyLast4 } = await ctx.settings.get(memberScope(interaction.user.id));
  const locale = privateLocale(interaction);
  const whose = t(locale, isMemberScope(scopeOf(interaction)) ? "anywhere.prefsIntro" : "creative.prefsIntro");
  const key = keyLast4 === null ? t(locale, "anywhere.keyNotSet") : t(locale, "anywhere.keyShown", { last4: keyLast4 });
  const prefs = await ctx.store.preferences.get(scopeOf(interaction), interaction.user.id);
  return [whose, ...modelLines(locale, prefs), t(locale, "privacy.prefsNote"), key].join("\n");
}

/** The view of these preferences for the member who asked, where they asked. */
async function drawn(ctx: Context, interaction: Interaction, prefs: MemberPreferences) {
  const own = isMemberScope(scopeOf(interaction));
  return view(privateLocale(interaction), prefs, await intro(ctx, interaction), own);
}

/** Anywhere: in a server that added the bot, the member's defaults there; elsewhere, their own everywhere else. */
export const preferencesCommand = {
  data,
  reach: "anywhere",
  async execute(interaction, ctx) {
    const key = interaction.options.getString("key");
    if (key === "set") return askForMemberKey(interaction);
    if (key === "remove") return removeMemberKey(interaction, ctx);
    const images = interaction.options.getString("images");
    if (images !== null) return setOwnImageCheck(interaction, ctx, images);
    const model = interaction.options.getString("model");
    const sampler = interaction.options.getString("sampler");
    if (model !== null || sampler !== null) return setModel(interaction, ctx, model, sampler);
    const prefs = await ctx.store.preferences.get(scopeOf(interaction), interaction.user.id);
    await ack.reply(interaction, { ...(await drawn(ctx, interaction, prefs)), flags: MessageFlags.Ephemeral });
  },
  async autocomplete(interaction, ctx) {
    const kind = focusedKind(interaction);
    await ack.choices(interaction, kind === undefined ? [] : await namesOffered(interaction, ctx, kind));
  },
} satisfies Command;

/**
 * The member's own model and sampler for /generate here, checked as /generate's are: a name the
 * engines do not hold is refused naming the closest; "Back to the server's defaults" clears them.
 */
async function setModel(
  interaction: ChatInputCommandInteraction,
  ctx: Context,
  model: string | null,
  sampler: string | null,
): Promise<void> {
  const given = readRecipe(interaction.options, "-").recipe ?? {};
  const scope = scopeOf(interaction);
  const { hasKey } = await ctx.settings.get(scope);
  const checked = ctx.remotes.onEngines(hasKey ? "server" : undefined)
    ? await checkRecipeNames(ctx.remotes.models, given, { engines: true })
    : given;
  const change = {
    ...(model === null ? {} : { model: checked?.checkpoint ?? null }),
    ...(sampler === null ? {} : { sampler: checked?.sampler ?? null }),
  };
  await ctx.store.preferences.set(scope, interaction.user.id, change);
  const prefs = await ctx.store.preferences.get(scope, interaction.user.id);
  const locale = privateLocale(interaction);
  await ack.reply(interaction, {
    content: t(locale, "creative.prefsModelSaved", { lines: modelLines(locale, prefs).join("\n") }),
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  });
}

/** The member's model and sampler, a line each, when set. */
function modelLines(locale: Locale, prefs: MemberPreferences): string[] {
  return [
    ...(prefs.model === undefined ? [] : [t(locale, "creative.prefsModel", { name: quoted(prefs.model) })]),
    ...(prefs.sampler === undefined ? [] : [t(locale, "creative.prefsSampler", { name: quoted(prefs.sampler) })]),
  ];
}

/**
 * The member's own image check, for outside servers that added the bot (where no server decides):
 * kept in their own scope wherever they set it; a server's own choice still holds in that server.
 */
async function setOwnImageCheck(interaction: ChatInputCommandInteraction, ctx: Context, value: string): Promise<void> {
  if (!(CHECK_MODES as readonly string[]).includes(value)) throw new UserError(text("common.buttonGone"));
  const own = memberScope(interaction.user.id);
  await ctx.store.preferences.set(own, interaction.user.id, { imageCheck: value as CheckMode });
  const locale = privateLocale(interaction);
  await ack.reply(interaction, {
    content: t(locale, "creative.prefsImagesSaved", { how: t(locale, `creative.prefsImages.${value as CheckMode}`) }),
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  });
}

/** A value picked in a select: the server's default (null), else one the select offers, checked again. */
function picked(field: string, value: string | undefined): PreferenceChange {
  if (field === "results" && (value === PUBLIC || value === PRIVATE)) return { resultsPrivate: value === PRIVATE };
  if (value === SERVER && (field === "aspect" || field === "steps" || field === "count")) return { [field]: null };
  if (field === "aspect" && isAspect(value)) return { aspect: value };
  if (field === "steps" && STEPS.includes(Number(value))) return { steps: Number(value) };
  if (field === "count" && COUNTS.includes(Number(value))) return { count: Number(value) };
  throw new UserError(text("common.buttonGone"));
}

/** The selects and the reset button: saved at once, and the view drawn again with what is saved. */
export const preferencesComponents: ComponentHandler[] = [
  {
    prefix: "pref",
    reach: "anywhere",
    // A member's defaults: no job to start again after a takeover.
    recorded: false,
    async select(interaction, ctx, [field = ""]) {
      const change = picked(field, interaction.values[0]);
      await ctx.store.preferences.set(scopeOf(interaction), interaction.user.id, change);
      const prefs = await ctx.store.preferences.get(scopeOf(interaction), interaction.user.id);
      await ack.update(interaction, await drawn(ctx, interaction, prefs));
    },
    async button(interaction, ctx, [action]) {
      if (action !== "reset") throw new UserError(text("common.buttonGone"));
      const change = { aspect: null, steps: null, count: null, resultsPrivate: false, model: null, sampler: null };
      await ctx.store.preferences.set(scopeOf(interaction), interaction.user.id, change);
      await ack.update(interaction, await drawn(ctx, interaction, {}));
    },
  },
];
