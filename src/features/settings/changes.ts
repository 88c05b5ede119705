import { t, text } from "./texts/index.js";
import { ChannelType, type ChatInputCommandInteraction } from "discord.js";
import { z } from "zod";
import { GenerateOptions, range } from "../../workflows/run-limits.js";
import { SETTINGS_LIMITS as L, type GuildSettings } from "../../db/store.js";
import type { WorkflowStore } from "../../db/workflows.js";
import { UserError } from "../../errors.js";
import { issueText } from "../../member-input/option-issues.js";
import { parseEmojiSetting } from "../../discord/render/emoji.js";
import type { SettingsChange } from "./change.js";
import { rulesChange } from "./rules.js";
import { imagesChange } from "./images.js";
import { modelsChange, type HeldNames } from "./models.js";

/** Where jobs may be started and their results posted. */
export const JOB_CHANNEL_TYPES = [ChannelType.GuildText, ChannelType.GuildAnnouncement] as const;

type Interaction = ChatInputCommandInteraction<"cached">;

const Defaults = GenerateOptions.pick({ width: true, height: true, steps: true }).partial();
const Quota = range("jobs", L.dailyQuota.min, L.dailyQuota.max).nullable();
const Concurrency = range("jobs", L.maxConcurrentJobs.min, L.maxConcurrentJobs.max);
const SNOWFLAKE = /^\d{17,20}$/;

/** `path`: the option (or, for an object of options, the subcommand) the value came from. */
function parse<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
  const parsed = schema.safeParse(value, { reportInput: true });
  const named = (name: string) => (name ? `${path}.${name}` : path);
  if (!parsed.success)
    throw new UserError(
      issueText(parsed.error.issues, named, schema) ?? parsed.error.issues.map((issue) => issue.message).join("\n"),
    );
  return parsed.data;
}

/** Reads and validates the options of a `/settings` subcommand, before anything is written. */
export async function readChange(
  interaction: Interaction,
  workflows: WorkflowStore,
  /** The names of a kind the server's jobs may use, to check `/settings models`' names by; undefined: unknown. */
  held?: HeldNames,
): Promise<SettingsChange> {
  const o = interaction.options;
  const group = o.getSubcommandGroup();
  const sub = o.getSubcommand();
  if (group === "channels") return channelsChange(interaction, sub);
  if (group === "models") return modelsChange(interaction, held);
  if (sub === "images") return imagesChange(interaction);
  const rules = await rulesChange(interaction, workflows);
  if (rules) return rules;
  switch (sub) {
    case "defaults": {
      const given = Object.fromEntries(
        (["width", "height", "steps"] as const).flatMap((field) => {
          const value = o.getInteger(field);
          return value === null ? [] : [[field, value]];
        }),
      );
      if (Object.keys(given).length === 0) throw new UserError(text("settings.defaultsNone"));
      const defaults = parse(Defaults, given, "settings.defaults");
      return {
        patch: () => ({ defaults }),
        confirm: ({ defaults: d }, locale) =>
          t(locale, "settings.defaultsSaved", { width: d.width, height: d.height, count: d.steps }),
      };
    }
    case "upscale-emoji": {
      const emoji = await parseEmojiSetting(o.getString("emoji", true), interaction.guild);
      return {
        patch: () => ({ upscaleEmoji: emoji }),
        confirm: (s, locale) => t(locale, "settings.emojiSaved", { emoji: s.upscaleEmoji }),
      };
    }
    case "quota": {
      const dailyQuota = parse(Quota, o.getInteger("jobs"), "settings.quota.jobs");
      return {
        patch: () => ({ dailyQuota }),
        confirm: (s, locale) =>
          s.dailyQuota === null
            ? t(locale, "settings.quotaNone")
            : t(locale, "settings.quotaSaved", { count: s.dailyQuota }),
      };
    }
    case "concurrency": {
      const maxConcurrentJobs = parse(Concurrency, o.getInteger("jobs", true), "settings.concurrency.jobs");
      return {
        patch: () => ({ maxConcurrentJobs }),
        confirm: (s, locale) => t(locale, "settings.concurrencySaved", { count: s.maxConcurrentJobs }),
      };
    }
  }
  throw new UserError(text("common.settingGone", { name: sub }));
}

function channelsChange(interaction: Interaction, sub: string): SettingsChange {
  const confirm = (s: GuildSettings, locale: string) =>
    s.allowedChannels.length === 0
      ? t(locale, "settings.channelsAll")
      : t(locale, "settings.channelsSome", { channels: s.allowedChannels.map((id) => `<#${id}>`) });
  if (sub === "clear") return { patch: () => ({ allowedChannels: [] }), confirm };
  const id = String(interaction.options.get("channel", true).value ?? "");
  if (!SNOWFLAKE.test(id)) throw new UserError(text("settings.channelInvalid"));
  if (sub === "remove") {
    return {
      patch: (current) => {
        // A deleted channel can still be removed: only its id is checked, against the list.
        if (!current.allowedChannels.includes(id))
          throw new UserError(text("settings.channelNotListed", { channel: `<#${id}>` }));
        return { allowedChannels: current.allowedChannels.filter((c) => c !== id) };
      },
      confirm,
    };
  }
  // Checked against the server's own channels: an option's value can be forged.
  const channel = interaction.guild.channels.cache.get(id);
  if (!channel || !(JOB_CHANNEL_TYPES as readonly ChannelType[]).includes(channel.type)) {
    throw new UserError(text("settings.channelWrongType"));
  }
  return {
    patch: (current) => {
      if (current.allowedChannels.includes(id)) return {};
      if (current.allowedChannels.length >= L.allowedChannels.max) {
        throw new UserError(text("settings.channelsFull", { max: L.allowedChannels.max }));
      }
      return { allowedChannels: [...current.allowedChannels, id] };
    },
    confirm,
  };
}
