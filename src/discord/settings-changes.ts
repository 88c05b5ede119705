import { ChannelType, type ChatInputCommandInteraction } from "discord.js";
import { z } from "zod";
import { GenerateOptions, range } from "../api/schemas/generate.js";
import { SETTINGS_LIMITS as L, type GuildSettings, type SettingsPatch } from "../db/store.js";
import { UserError } from "../errors.js";
import { parseEmojiSetting } from "./emoji.js";

/** Where jobs may be started and their results posted. */
export const JOB_CHANNEL_TYPES = [ChannelType.GuildText, ChannelType.GuildAnnouncement] as const;

type Interaction = ChatInputCommandInteraction<"cached">;

/**
 * One change of `/settings`: its patch, computed from the current settings under the row lock,
 * and the confirmation shown once it is saved.
 */
export interface SettingsChange {
  patch(current: GuildSettings): SettingsPatch;
  confirm(saved: GuildSettings): string;
}

const Defaults = GenerateOptions.pick({ width: true, height: true, steps: true }).partial();
const Quota = range("jobs", L.dailyQuota.min, L.dailyQuota.max).nullable();
const Concurrency = range("jobs", L.maxConcurrentJobs.min, L.maxConcurrentJobs.max);
const SNOWFLAKE = /^\d{17,20}$/;

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UserError(parsed.error.issues.map((issue) => issue.message).join("\n"));
  return parsed.data;
}

/** Reads and validates the options of a `/settings` subcommand, before anything is written. */
export async function readChange(interaction: Interaction): Promise<SettingsChange> {
  const o = interaction.options;
  const group = o.getSubcommandGroup();
  const sub = o.getSubcommand();
  if (group === "channels") return channelsChange(interaction, sub);
  switch (sub) {
    case "defaults": {
      const given = Object.fromEntries(
        (["width", "height", "steps"] as const).flatMap((field) => {
          const value = o.getInteger(field);
          return value === null ? [] : [[field, value]];
        }),
      );
      if (Object.keys(given).length === 0) throw new UserError("Give at least one of width, height or steps.");
      const defaults = parse(Defaults, given);
      return {
        patch: () => ({ defaults }),
        confirm: ({ defaults: d }) => `Saved. \`/generate\` now defaults to ${d.width}×${d.height}, ${d.steps} steps.`,
      };
    }
    case "upscale-emoji": {
      const emoji = await parseEmojiSetting(o.getString("emoji", true), interaction.guild);
      return { patch: () => ({ upscaleEmoji: emoji }), confirm: (s) => `Saved. Reacting with ${s.upscaleEmoji} to an image now upscales it.` };
    }
    case "quota": {
      const dailyQuota = parse(Quota, o.getInteger("jobs"));
      return {
        patch: () => ({ dailyQuota }),
        confirm: (s) =>
          s.dailyQuota === null
            ? "Saved. Members may start any number of jobs a day."
            : `Saved. Each member may start ${s.dailyQuota} ${s.dailyQuota === 1 ? "job" : "jobs"} a day (the count resets at midnight UTC).`,
      };
    }
    case "concurrency": {
      const maxConcurrentJobs = parse(Concurrency, o.getInteger("jobs", true));
      return { patch: () => ({ maxConcurrentJobs }), confirm: (s) => `Saved. This server now runs at most ${s.maxConcurrentJobs} jobs at once.` };
    }
  }
  throw new UserError(`The setting ${sub} is not available in this version of the bot.`);
}

function channelsChange(interaction: Interaction, sub: string): SettingsChange {
  const confirm = (s: GuildSettings) =>
    s.allowedChannels.length === 0
      ? "Saved. Jobs may start in every channel."
      : `Saved. Jobs may start only in ${s.allowedChannels.map((id) => `<#${id}>`).join(", ")}.`;
  if (sub === "clear") return { patch: () => ({ allowedChannels: [] }), confirm };
  const id = String(interaction.options.get("channel", true).value ?? "");
  if (!SNOWFLAKE.test(id)) throw new UserError("`channel` must be a channel of this server.");
  if (sub === "remove") {
    return {
      patch: (current) => {
        // A deleted channel can still be removed: only its id is checked, against the list.
        if (!current.allowedChannels.includes(id)) throw new UserError(`\`channel\`: <#${id}> is not in the list of allowed channels.`);
        return { allowedChannels: current.allowedChannels.filter((c) => c !== id) };
      },
      confirm,
    };
  }
  // Checked against the server's own channels: an option's value can be forged.
  const channel = interaction.guild.channels.cache.get(id);
  if (!channel || !(JOB_CHANNEL_TYPES as readonly ChannelType[]).includes(channel.type)) {
    throw new UserError("`channel` must be a text or announcement channel of this server.");
  }
  return {
    patch: (current) => {
      if (current.allowedChannels.includes(id)) return {};
      if (current.allowedChannels.length >= L.allowedChannels.max) {
        throw new UserError(`\`channel\`: at most ${L.allowedChannels.max} channels can be allowed. Remove one first.`);
      }
      return { allowedChannels: [...current.allowedChannels, id] };
    },
    confirm,
  };
}
