import { Elsewhere } from "./elsewhere.js";
import { snowflake, timeOf } from "./ids.js";

export interface FakeUser {
  id: string;
  username: string;
  bot?: boolean;
}

export const PERMISSIONS = {
  AddReactions: 1n << 6n,
  ManageGuild: 1n << 5n,
  ManageMessages: 1n << 13n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  UseApplicationCommands: 1n << 31n,
} as const;

const EVERYONE =
  PERMISSIONS.ViewChannel |
  PERMISSIONS.SendMessages |
  PERMISSIONS.AddReactions |
  PERMISSIONS.EmbedLinks |
  PERMISSIONS.AttachFiles |
  PERMISSIONS.ReadMessageHistory |
  PERMISSIONS.UseApplicationCommands;

/**
 * One guild with text channels (one unless asked for more), a bot, a member with Manage Server
 * (`owner`) and a plain member; and, when asked for, more guilds of one text channel each with
 * the same members (a bot in many servers, for sharding).
 */
export class World {
  readonly botUser: FakeUser;
  readonly owner: FakeUser;
  readonly member: FakeUser;
  /** A member with Manage Messages only; not in the member list the bot receives (it never needs one). */
  readonly moderator: FakeUser = { id: snowflake(), username: "moderator" };
  readonly users: FakeUser[];
  readonly guildId: string;
  readonly channelId: string;
  /** A text channel only Managers (and the bot) can see: @everyone is denied View Channel. */
  readonly staffChannelId: string;
  readonly channels: Set<string>;
  /** Every text channel everyone can see, the first one (`channelId`) first; the staff channel is apart. */
  readonly channelIds: string[];
  /** Channel types other than text (0) of channels added while running, e.g. a voice channel (2). */
  readonly channelTypes = new Map<string, number>();
  /** Channels marked age-restricted (Discord's `nsfw`). */
  readonly nsfwChannels = new Set<string>();
  /** The guild's custom emoji. */
  readonly emojis: Array<{ id: string; name: string; animated: boolean }> = [];
  /** The server's preferred locale (`guild_locale`); Discord gives it meaning on Community servers only. */
  guildLocale = "en-US";
  /** A Community server: its features list `COMMUNITY`. */
  community = false;
  readonly managerRoleId: string;
  readonly botRoleId: string;
  private readonly founderId: string;
  private readonly joinedAt = new Date().toISOString();

  /**
   * A server that did not install the bot (no GUILD_CREATE for it), where a member who installed
   * the bot for themselves uses its commands; and its one text channel.
   */
  readonly outsideGuildId: string;
  readonly outsideChannelId: string;
  /** Private channels by id: the bot's DM with a member (type 1) and group DMs (type 3), with their members. */
  private readonly privateChannels = new Map<string, { type: 1 | 3; recipients: FakeUser[] }>();

  /** Every guild, the first (`guildId`) first, each with its first text channel. */
  readonly guilds: Array<{ id: string; channelId: string }>;
  /** A server that did not add the bot, and the members' DMs with it. */
  /** The places the bot is not in, as the REST routes and tests see them (./elsewhere.ts). */
  readonly elsewhere: Elsewhere;
  private readonly guildOfChannel = new Map<string, string>();

  /** `id` makes the ids: random snowflakes by default, `stableSnowflakes()` for the same ids on every start. */
  constructor(channelCount = 1, guildCount = 1, id: () => string = snowflake) {
    this.botUser = { id: id(), username: "flowbot", bot: true };
    this.owner = { id: id(), username: "server-owner" };
    this.member = { id: id(), username: "plain-member" };
    this.users = [this.botUser, this.owner, this.member];
    this.guildId = id();
    this.channelId = id();
    this.staffChannelId = id();
    this.channels = new Set([this.channelId, this.staffChannelId]);
    this.managerRoleId = id();
    this.botRoleId = id();
    this.founderId = id();
    this.channelIds = [this.channelId];
    for (let i = 1; i < channelCount; i++) this.channelIds.push(id());
    for (const id of this.channelIds) this.channels.add(id);
    this.guilds = [{ id: this.guildId, channelId: this.channelId }];
    this.outsideGuildId = id();
    this.outsideChannelId = id();
    this.channels.add(this.outsideChannelId);
    this.guildOfChannel.set(this.outsideChannelId, this.outsideGuildId);
    this.elsewhere = new Elsewhere(this);
    for (let i = 1; i < guildCount; i++) {
      // A millisecond apart, so that consecutive guilds fall on consecutive shards, as many servers spread on Discord.
      const guild = { id: snowflake(timeOf(this.guildId) - i), channelId: snowflake() };
      this.guilds.push(guild);
      this.channels.add(guild.channelId);
      this.guildOfChannel.set(guild.channelId, guild.id);
    }
  }

  /** The bot's DM channel with a member (type 1), made on first use; the same one afterwards. */
  dmChannel(user: FakeUser): string {
    for (const [id, dm] of this.privateChannels) if (dm.type === 1 && dm.recipients[0]!.id === user.id) return id;
    const id = snowflake();
    this.privateChannels.set(id, { type: 1, recipients: [user] });
    this.channels.add(id);
    return id;
  }

  /** The member at the other end of the bot's DM channel (type 1); undefined for any other channel. */
  dmRecipient(channelId: string): FakeUser | undefined {
    const dm = this.privateChannels.get(channelId);
    return dm?.type === 1 ? dm.recipients[0] : undefined;
  }

  /** A group DM of these members (type 3), where the bot is not a member: new on every call. */
  groupDmChannel(users: FakeUser[]): string {
    const id = snowflake();
    this.privateChannels.set(id, { type: 3, recipients: users });
    this.channels.add(id);
    return id;
  }

  /** A DM or group DM: no guild. */
  isPrivate(channelId: string): boolean {
    return this.privateChannels.has(channelId);
  }

  /** A channel added while running to a guild other than the first. */
  addToGuild(channelId: string, guildId: string): void {
    this.channels.add(channelId);
    this.guildOfChannel.set(channelId, guildId);
  }

  /** The guild a channel belongs to (channels added while running belong to the first guild unless added to another). */
  guildOf(channelId: string): string {
    return this.guildOfChannel.get(channelId) ?? this.guildId;
  }

  hasGuild(id: string): boolean {
    return this.guilds.some((g) => g.id === id);
  }

  /** Permissions a user has in the guild, as Discord computes them for `member.permissions`. */
  permissions(user: FakeUser): bigint {
    if (user.id === this.owner.id) return EVERYONE | PERMISSIONS.ManageGuild;
    if (user.id === this.moderator.id) return EVERYONE | PERMISSIONS.ManageMessages;
    return EVERYONE;
  }

  roleIds(user: FakeUser): string[] {
    if (user.id === this.owner.id) return [this.managerRoleId];
    if (user.id === this.botUser.id) return [this.botRoleId];
    return [];
  }

  user(user: FakeUser) {
    return {
      id: user.id,
      username: user.username,
      discriminator: "0",
      global_name: user.username,
      avatar: null,
      bot: user.bot ?? false,
      flags: 0,
      public_flags: 0,
    };
  }

  guildMember(user: FakeUser) {
    return {
      user: this.user(user),
      roles: this.roleIds(user),
      nick: null,
      avatar: null,
      joined_at: this.joinedAt,
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      communication_disabled_until: null,
    };
  }

  /** The member object inside an interaction: carries the computed permissions. */
  interactionMember(user: FakeUser) {
    return { ...this.guildMember(user), permissions: this.permissions(user).toString() };
  }

  channel(id: string) {
    const dm = this.privateChannels.get(id);
    if (dm)
      return { id, type: dm.type, recipients: dm.recipients.map((u) => this.user(u)), last_message_id: null, flags: 0 };
    return {
      id,
      type: this.channelTypes.get(id) ?? 0,
      guild_id: this.guildOf(id),
      name:
        id === this.staffChannelId
          ? "staff"
          : id === this.channelId || this.guildOfChannel.has(id)
            ? "general"
            : `channel-${this.channelIds.indexOf(id)}`,
      position: id === this.staffChannelId ? this.channelIds.length : Math.max(0, this.channelIds.indexOf(id)),
      permission_overwrites: id === this.staffChannelId ? this.staffOverwrites() : [],
      nsfw: this.nsfwChannels.has(id),
      parent_id: null,
      topic: null,
      last_message_id: null,
      rate_limit_per_user: 0,
      flags: 0,
    };
  }

  emoji(emoji: { id: string; name: string; animated: boolean }) {
    return { ...emoji, roles: [], require_colons: true, managed: false, available: true };
  }

  private staffOverwrites() {
    const view = PERMISSIONS.ViewChannel.toString();
    return [
      { id: this.guildId, type: 0, allow: "0", deny: view },
      { id: this.managerRoleId, type: 0, allow: view, deny: "0" },
      { id: this.botRoleId, type: 0, allow: view, deny: "0" },
    ];
  }

  /** A guild's roles as Discord lists them (its `@everyone` has the guild's id). */
  roles(guildId = this.guildId) {
    return [
      this.role(guildId, "@everyone", EVERYONE, 0),
      this.role(this.managerRoleId, "Managers", EVERYONE | PERMISSIONS.ManageGuild, 1),
      this.role(this.botRoleId, "flowbot", EVERYONE, 2),
    ];
  }

  private role(id: string, name: string, permissions: bigint, position: number) {
    return {
      id,
      name,
      permissions: permissions.toString(),
      position,
      color: 0,
      hoist: false,
      managed: false,
      mentionable: false,
      flags: 0,
      icon: null,
      unicode_emoji: null,
    };
  }

  guildFeatures(): string[] {
    return this.community ? ["COMMUNITY"] : [];
  }

  guildCreate(id = this.guildId) {
    const members = this.users.map((u) => this.guildMember(u));
    const first = id === this.guildId;
    return {
      id,
      name: first ? "Fake Guild" : `Fake Guild ${this.guilds.findIndex((g) => g.id === id) + 1}`,
      icon: null,
      splash: null,
      discovery_splash: null,
      banner: null,
      description: null,
      owner_id: this.founderId,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      mfa_level: 0,
      system_channel_id: null,
      system_channel_flags: 0,
      rules_channel_id: null,
      public_updates_channel_id: null,
      premium_tier: 0,
      premium_subscription_count: 0,
      preferred_locale: this.guildLocale,
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      features: this.guildFeatures(),
      emojis: first ? this.emojis.map((e) => this.emoji(e)) : [],
      stickers: [],
      vanity_url_code: null,
      application_id: null,
      roles: this.roles(id),
      joined_at: this.joinedAt,
      large: false,
      unavailable: false,
      member_count: members.length,
      members,
      channels: [...this.channels].filter((c) => this.guildOf(c) === id).map((c) => this.channel(c)),
      threads: [],
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }
}
