import type { BaseInteraction } from "discord.js";
import { memberScope } from "../../scope.js";

/**
 * Whose settings, key, line and quota an interaction's jobs go by (src/scope.ts): the server's
 * when it comes from a server that installed the bot (one this process holds), else the member's
 * own, in the bot's DMs, in group DMs and in servers that did not add the bot.
 */
export function scopeOf(interaction: BaseInteraction): string {
  return interaction.inCachedGuild() ? interaction.guildId : memberScope(interaction.user.id);
}
