import { PermissionFlagsBits, type Guild, type GuildBasedChannel, type GuildMember } from "discord.js";

interface Viewer {
  guild: Guild;
  member: GuildMember;
}

/**
 * Whether a member can view a channel of the guild. A channel missing from the cache (deleted,
 * or an archived thread) is fetched; one that cannot be found is not visible. Autocomplete,
 * which answers within 3 s for up to a hundred jobs, reads the cache only (`canViewCached`).
 */
export async function canView(viewer: Viewer, channelId: string): Promise<boolean> {
  const channel =
    viewer.guild.channels.cache.get(channelId) ?? (await viewer.guild.channels.fetch(channelId).catch(() => null));
  return viewable(viewer, channel);
}

export function canViewCached(viewer: Viewer, channelId: string): boolean {
  return viewable(viewer, viewer.guild.channels.cache.get(channelId));
}

function viewable(viewer: Viewer, channel: GuildBasedChannel | null | undefined): boolean {
  return channel?.permissionsFor(viewer.member).has(PermissionFlagsBits.ViewChannel) === true;
}
