import { option, text } from "../../i18n/index.js";
import { DiscordAPIError, RESTJSONErrorCodes, type Guild } from "discord.js";
import { UserError } from "../../errors.js";
import { checkText } from "../../member-input/options.js";

// Built at run time: TypeScript's ES2023 target does not know the `v` flag, Node 20 does.
const ONE_EMOJI = new RegExp("^\\p{RGI_Emoji}$", "v");
const CUSTOM = /^<(a?):(\w{2,32}):(\d{17,20})>$/;
const VARIATION_SELECTOR = /\uFE0F/g;
export const EMOJI_MAX_LENGTH = 100;

/**
 * A member's `emoji` option as the setting stores it: one standard emoji (`🔍`), or one of this
 * server's custom emoji in Discord's `<:name:id>` form. Anything else is refused, naming the field.
 */
export async function parseEmojiSetting(value: string, guild: Guild): Promise<string> {
  const typed = checkText(option("settings.upscale-emoji.emoji"), value, { max: EMOJI_MAX_LENGTH });
  if (ONE_EMOJI.test(typed)) return typed;
  // Keyboards often drop the emoji presentation selector (❤ for ❤️); Discord reacts with the full form.
  if (ONE_EMOJI.test(`${typed}\uFE0F`)) return `${typed}\uFE0F`;
  const custom = CUSTOM.exec(typed);
  if (!custom) throw new UserError(text("emoji.invalid"));
  const emoji = await guildEmoji(guild, custom[3]!);
  if (!emoji) throw new UserError(text("emoji.foreign"));
  return `<${emoji.animated ? "a" : ""}:${emoji.name ?? custom[2]}:${emoji.id}>`;
}

/** Whether a reaction's emoji is the one a setting names (custom emoji by id, standard ones by text). */
export function emojiMatches(setting: string, emoji: { id: string | null; name: string | null }): boolean {
  const custom = CUSTOM.exec(setting);
  if (custom) return emoji.id === custom[3];
  return emoji.id === null && emoji.name !== null && strip(emoji.name) === strip(setting);
}

function strip(text: string): string {
  return text.replace(VARIATION_SELECTOR, "");
}

async function guildEmoji(guild: Guild, id: string) {
  const cached = guild.emojis.cache.get(id);
  if (cached) return cached;
  try {
    // The cache misses emoji added since the bot connected (their events need another intent).
    return await guild.emojis.fetch(id);
  } catch (error) {
    if (error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownEmoji) return undefined;
    throw error;
  }
}
