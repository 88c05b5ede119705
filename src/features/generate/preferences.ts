import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  type InteractionUpdateOptions,
} from "discord.js";
import type { Command, ComponentHandler } from "../../app.js";
import type { MemberPreferences } from "../../db/preferences.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { UserError } from "../../errors.js";
import { privateLocale, t, text, type Locale } from "./texts/index.js";
import { ASPECTS, isAspect } from "./aspect.js";
import { GENERATE_LIMITS as L } from "../../workflows/run-limits.js";

const data = new SlashCommandBuilder()
  .setName("preferences")
  .setDescription("Your own defaults for /generate in this server (aspect, steps, images per job)");

/** The choices each select offers; `server` is "keep the server's default". */
const SERVER = "server";
const STEPS = [10, 20, 30, 40, 50].filter((s) => s >= L.steps.min && s <= L.steps.max);
const COUNTS = Array.from({ length: L.count.max - L.count.min + 1 }, (_, i) => L.count.min + i);

/** The member's defaults as selects (the current one picked) and a button back to the server's. */
function view(locale: Locale, prefs: MemberPreferences): InteractionUpdateOptions & { content: string } {
  const select = (id: string, options: Array<{ value: string; label: string }>, current: string) =>
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
      new StringSelectMenuBuilder()
        .setCustomId(`pref:${id}`)
        .addOptions(options.map((o) => ({ ...o, default: o.value === current }))),
    );
  const server = (key: "creative.prefsAspectServer" | "creative.prefsStepsServer" | "creative.prefsCountServer") => ({
    value: SERVER,
    label: t(locale, key),
  });
  const aspects = ASPECTS.map((a) => ({ value: a, label: t(locale, "creative.prefsAspect", { value: a }) }));
  const steps = STEPS.map((s) => ({ value: String(s), label: t(locale, "creative.prefsSteps", { value: s }) }));
  const counts = COUNTS.map((c) => ({ value: String(c), label: t(locale, "creative.prefsCount", { value: c }) }));
  const reset = new ButtonBuilder()
    .setCustomId("pref:reset")
    .setLabel(t(locale, "creative.prefsReset"))
    .setStyle(ButtonStyle.Secondary);
  return {
    content: t(locale, "creative.prefsIntro"),
    components: [
      select("aspect", [server("creative.prefsAspectServer"), ...aspects], prefs.aspect ?? SERVER),
      select("steps", [server("creative.prefsStepsServer"), ...steps], String(prefs.steps ?? SERVER)),
      select("count", [server("creative.prefsCountServer"), ...counts], String(prefs.count ?? SERVER)),
      new ActionRowBuilder<ButtonBuilder>().addComponents(reset),
    ],
    allowedMentions: NO_MENTIONS,
  };
}

export const preferencesCommand = {
  data,
  async execute(interaction, ctx) {
    const prefs = await ctx.store.preferences.get(interaction.guildId, interaction.user.id);
    await interaction.reply({ ...view(privateLocale(interaction), prefs), flags: MessageFlags.Ephemeral });
  },
} satisfies Command;

/** A value picked in a select: the server's default (null), else one the select offers, checked again. */
function picked(
  field: string,
  value: string | undefined,
): { aspect?: string | null; steps?: number | null; count?: number | null } {
  if (value === SERVER) return { [field]: null };
  if (field === "aspect" && isAspect(value)) return { aspect: value };
  if (field === "steps" && STEPS.includes(Number(value))) return { steps: Number(value) };
  if (field === "count" && COUNTS.includes(Number(value))) return { count: Number(value) };
  throw new UserError(text("common.buttonGone"));
}

/** The selects and the reset button: saved at once, and the view drawn again with what is saved. */
export const preferencesComponents: ComponentHandler[] = [
  {
    prefix: "pref",
    async select(interaction, ctx, [field = ""]) {
      const change = picked(field, interaction.values[0]);
      await ctx.store.preferences.set(interaction.guildId, interaction.user.id, change);
      const prefs = await ctx.store.preferences.get(interaction.guildId, interaction.user.id);
      await interaction.update(view(privateLocale(interaction), prefs));
    },
    async button(interaction, ctx, [action]) {
      if (action !== "reset") throw new UserError(text("common.buttonGone"));
      const change = { aspect: null, steps: null, count: null };
      await ctx.store.preferences.set(interaction.guildId, interaction.user.id, change);
      await interaction.update(view(privateLocale(interaction), {}));
    },
  },
];
