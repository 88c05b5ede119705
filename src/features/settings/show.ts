import { EmbedBuilder, MessageFlags, PermissionFlagsBits, type RepliableInteraction } from "discord.js";
import type { Context } from "../context.js";
import { usageLine } from "../../admission/usage.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { translator } from "./texts/index.js";
import { languageField } from "./language.js";
import { rulesFields } from "./rules.js";
import { imagesField } from "./images.js";
import { modelsField } from "./models.js";
import { ack } from "../../discord/routing/acknowledge.js";

/** `/settings show`: the server's settings and the member's own use of the day, privately. */
export async function show(interaction: RepliableInteraction<"cached">, ctx: Context): Promise<void> {
  const [guild, used, credits, top] = await Promise.all([
    ctx.settings.get(interaction.guildId),
    ctx.store.usage.day(interaction.guildId, interaction.user.id),
    ctx.store.credits.monthTotal(interaction.guildId),
    ctx.store.credits.topMembers(interaction.guildId),
  ]);
  const s = guild.settings;
  const locale = interaction.locale;
  const t = translator(locale);
  const key = guild.hasKey
    ? t("show.keySet", { last4: guild.keyLast4 ?? "" })
    : ctx.config.flow.defaultApiKey
      ? t("show.keyOperator")
      : t("show.keyNotSet");
  const embed = new EmbedBuilder().setTitle(t("show.title")).addFields(
    { name: t("show.apiKey"), value: key },
    ...whereItRuns(ctx, guild.hasKey, t),
    { name: t("show.defaultWorkflow"), value: s.defaultWorkflow ?? t("common.builtIn"), inline: true },
    {
      name: t("show.defaultSize"),
      value: t("show.sizeValue", { width: s.defaults.width, height: s.defaults.height, count: s.defaults.steps }),
      inline: true,
    },
    { name: t("show.upscaleEmoji"), value: s.upscaleEmoji, inline: true },
    {
      name: t("show.dailyQuota"),
      value: s.dailyQuota === null ? t("common.none") : String(s.dailyQuota),
      inline: true,
    },
    { name: t("show.jobsAtOnce"), value: String(s.maxConcurrentJobs), inline: true },
    {
      name: t("show.channels"),
      value: s.allowedChannels.length ? s.allowedChannels.map((c) => `<#${c}>`).join(" ") : t("common.all"),
      inline: true,
    },
    languageField(locale, guild, interaction.guild),
    imagesField(s, ctx.config.imageCheck.threshold, locale),
    modelsField(s, locale),
    ...rulesFields(s, credits, top, locale, interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild)),
    { name: t("show.yourUse"), value: usageLine(used, s.dailyQuota, new Date(), locale) },
  );
  await ack.reply(interaction, { embeds: [embed], flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
}

/** With self-hosted engines, where this server's workflows run: its own cloud key keeps the cloud, else the engines. */
function whereItRuns(ctx: Context, ownKey: boolean, t: ReturnType<typeof translator>) {
  const engines = ctx.remotes.engines;
  if (!engines) return [];
  const value = ctx.remotes.onEngines(ownKey ? "server" : undefined)
    ? t("engine.whereEngines", { count: engines.urls.length })
    : t("engine.whereCloud");
  return [{ name: t("engine.whereTitle"), value }];
}
