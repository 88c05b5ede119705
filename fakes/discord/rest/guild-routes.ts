import type { FakeContext } from "../context.js";
import { DiscordError, unknownChannel } from "../errors.js";
import type { Router } from "./router.js";

const unknownGuild = () => new DiscordError(404, 10004, "Unknown Guild");
const unknownMember = () => new DiscordError(404, 10007, "Unknown Member");
const unknownEmoji = () => new DiscordError(404, 10014, "Unknown Emoji");
const unknownUser = () => new DiscordError(404, 10013, "Unknown User");

/** Look-ups discord.js makes for uncached structures, and the typing indicator. */
export function addGuildRoutes(router: Router, ctx: FakeContext): void {
  const { world } = ctx;
  const guild = (id: string) => {
    if (!world.hasGuild(id)) throw unknownGuild();
    return world.guildCreate(id);
  };
  const options = { group: "default", major: ["guild"], auth: "bot" } as const;

  router.add("GET", "/guilds/:guild", options, ({ params }) => {
    const { members: _members, channels: _channels, threads: _threads, ...rest } = guild(params.guild!);
    return { status: 200, body: rest };
  });
  router.add("GET", "/guilds/:guild/channels", options, ({ params }) => ({
    status: 200,
    body: guild(params.guild!).channels,
  }));
  router.add("GET", "/guilds/:guild/members/:user", options, ({ params }) => {
    const member = guild(params.guild!).members.find((m) => m.user.id === params.user);
    if (!member) throw unknownMember();
    return { status: 200, body: member };
  });
  router.add("GET", "/guilds/:guild/emojis/:emoji", options, ({ params }) => {
    guild(params.guild!);
    const emoji = world.emojis.find((e) => e.id === params.emoji);
    if (!emoji) throw unknownEmoji();
    return { status: 200, body: world.emoji(emoji) };
  });
  router.add("GET", "/users/:user", { ...options, major: [] }, ({ params }) => {
    const user = world.users.find((u) => u.id === params.user);
    if (!user) throw unknownUser();
    return { status: 200, body: world.user(user) };
  });
  router.add("POST", "/channels/:channel/typing", { ...options, major: ["channel"] }, ({ params }) => {
    if (!world.channels.has(params.channel!)) throw unknownChannel();
    return { status: 204 };
  });
}
