import { waitFor, type Clock } from "./clock.js";
import type { FakeContext, RegisteredCommand } from "./context.js";
import { addReaction } from "./events.js";
import { randomToken, snowflake } from "./ids.js";
import type { Callback, InteractionRecord } from "./interactions.js";
import type { StoredMessage } from "./messages.js";
import {
  nestSubcommand,
  optionsOf,
  toOptions,
  type FakeFile,
  type OptionDefinition,
  type OptionsInput,
} from "./options.js";
import { PERMISSIONS, type FakeUser, type World } from "./world.js";

export interface InteractionHandle {
  id: string;
  token: string;
  callbacks: Callback[];
  /** Waits for the first callback. */
  response(timeoutMs?: number): Promise<Callback>;
  originalMessage(): StoredMessage | undefined;
  followUps(): StoredMessage[];
  /** The INTERACTION_CREATE payload as dispatched (or, `undelivered`, as it would have been). */
  payload: Record<string, unknown>;
}

export interface ActorOptions {
  user?: FakeUser;
  channelId?: string;
  attachmentSizeLimit?: number;
  /** The bot's permissions in the channel (default: what its roles give it). */
  appPermissions?: bigint;
  /** The member's client language, as Discord sends it in `locale` (default en-US). */
  locale?: string;
  /**
   * Where the member is (default `server`, a server that installed the bot, in `channelId`):
   * `dm`, the bot's DM with them; `group-dm`, a group DM; `outside-server`, a server that did not
   * install the bot. The last three come through the member's own install of the bot (src: user install).
   */
  place?: Place;
}

export type Place = "server" | "dm" | "group-dm" | "outside-server";

export interface SlashOptions extends ActorOptions {
  attachments?: Record<string, FakeFile>;
  subcommand?: string;
  /** Made (Discord knows it) but sent to no shard, as if the process that had it were gone. */
  undelivered?: boolean;
}

/** Plays a member: builds valid INTERACTION_CREATE payloads and reactions, dispatched on the gateway. */
export class Driver {
  constructor(
    private readonly ctx: FakeContext,
    private readonly clock: Clock,
  ) {}

  async slashCommand(name: string, options?: OptionsInput, opts: SlashOptions = {}): Promise<InteractionHandle> {
    const definitions = this.definitions(name, opts.place, opts.subcommand);
    const built = toOptions(this.ctx.store, options, opts.attachments, definitions);
    const data = {
      ...this.command(name, 1, opts.place),
      options: nestSubcommand(built.options, opts.subcommand),
      ...(built.resolved ? { resolved: built.resolved } : {}),
    };
    return this.interact(2, data, opts);
  }

  async autocomplete(
    name: string,
    options: OptionsInput,
    focused: string,
    opts: ActorOptions & { subcommand?: string } = {},
  ): Promise<InteractionHandle> {
    const definitions = this.definitions(name, opts.place, opts.subcommand);
    const built = toOptions(this.ctx.store, options, {}, definitions).options.map((o) =>
      o.name === focused ? { ...o, focused: true } : o,
    );
    const focusedType = definitions.find((d) => d.name === focused)?.type ?? 3;
    if (!built.some((o) => o.focused)) built.push({ name: focused, type: focusedType, value: "", focused: true });
    return this.interact(
      4,
      { ...this.command(name, 1, opts.place), options: nestSubcommand(built, opts.subcommand) },
      opts,
    );
  }

  async contextMenu(name: string, targetMessageId: string, opts: ActorOptions = {}): Promise<InteractionHandle> {
    const target = this.message(targetMessageId);
    const data = {
      ...this.command(name, 3, opts.place),
      target_id: target.id,
      resolved: { messages: { [target.id]: this.api(target) } },
    };
    return this.interact(2, data, { channelId: target.channelId, ...opts });
  }

  /** Clicks a button (or picks `values` in a select) that the message really has. */
  async clickButton(
    messageId: string,
    customId: string,
    opts: ActorOptions & { values?: string[]; undelivered?: boolean } = {},
  ): Promise<InteractionHandle> {
    const message = this.message(messageId);
    const component = findComponent(message.components, customId);
    if (!component) throw new Error(`fake Discord: message ${messageId} has no component ${customId}`);
    if (component.disabled) throw new Error(`fake Discord: component ${customId} is disabled`);
    if (opts.values) checkPicked(component, opts.values);
    const resolved = opts.values ? resolvedPicks(this.ctx.world, component.type, opts.values) : undefined;
    const data = {
      custom_id: customId,
      component_type: component.type,
      ...(opts.values ? { values: opts.values } : {}),
      ...(resolved ? { resolved } : {}),
    };
    return this.interact(3, data, { channelId: message.channelId, ...opts }, message);
  }

  async submitModal(
    customId: string,
    fields: Record<string, string>,
    opts: ActorOptions & { messageId?: string } = {},
  ): Promise<InteractionHandle> {
    const components = Object.entries(fields).map(([id, value]) => ({
      type: 1,
      components: [{ type: 4, custom_id: id, value }],
    }));
    const message = opts.messageId ? this.message(opts.messageId) : undefined;
    return this.interact(
      5,
      { custom_id: customId, components },
      { ...(message ? { channelId: message.channelId } : {}), ...opts },
      message,
    );
  }

  async react(messageId: string, emoji: string, opts: { user?: FakeUser } = {}): Promise<void> {
    const message = this.message(messageId);
    await this.connected(this.ctx.world.guildOf(message.channelId));
    addReaction(this.ctx, message, emoji, opts.user ?? this.ctx.world.member);
  }

  /** `undelivered`: made (Discord knows it) but sent to no shard, as if the process that had it were gone. */
  private async interact(
    type: number,
    data: object,
    opts: ActorOptions & { undelivered?: boolean },
    message?: StoredMessage,
  ): Promise<InteractionHandle> {
    const { world, interactions, store } = this.ctx;
    const user = opts.user ?? world.member;
    const channelId = placeChannel(world, user, opts);
    const where = whereFields(world, user, channelId, opts.place ?? "server");
    // DMs go to shard 0, as Discord sends every event without a guild.
    await this.connected(where.guild_id ?? "0");
    // A server that did not add the bot: Discord allows five follow-ups there (fakes/discord/rest/interaction-routes.ts).
    const userInstallOnly = where.context === 0 && !("0" in where.authorizing_integration_owners);
    const attachmentSizeLimit = opts.attachmentSizeLimit ?? this.ctx.guildUploadLimit;
    const record = interactions.add({
      id: snowflake(this.clock.now()),
      token: randomToken("aW50ZXJhY3Rpb24"),
      type,
      user,
      channelId,
      attachmentSizeLimit,
      ...(message ? { sourceMessageId: message.id } : {}),
      ...(userInstallOnly ? { userInstallOnly } : {}),
    });
    const payload = {
      id: record.id,
      application_id: this.ctx.applicationId,
      type,
      token: record.token,
      version: 1,
      ...where,
      channel_id: channelId,
      app_permissions: (opts.appPermissions ?? where.app_permissions).toString(),
      locale: opts.locale ?? "en-US",
      entitlements: [],
      attachment_size_limit: attachmentSizeLimit,
      data,
      ...(message ? { message: this.api(message) } : {}),
    };
    if (!opts.undelivered) this.ctx.gateway.dispatch("INTERACTION_CREATE", payload);
    return { ...handle(record, store), payload };
  }

  /** The registered commands Discord offers a member in `place` (as the command box lists them). */
  offered(place: Place = "server"): RegisteredCommand[] {
    const { commands, world } = this.ctx;
    const scopes = place === "server" ? [world.guildId, "global"] : ["global"];
    return scopes.flatMap((scope) => commands.get(scope) ?? []).filter((c) => offeredIn(c, place));
  }

  /**
   * The registered command, as Discord offers it: outside a server that installed the bot only a
   * global command registered for a member's install (`integration_types` 1) and that context.
   */
  private registered(name: string, type: number, place: Place = "server"): RegisteredCommand | undefined {
    const scopes = place === "server" ? [this.ctx.world.guildId, "global"] : ["global"];
    return scopes
      .flatMap((scope) => this.ctx.commands.get(scope) ?? [])
      .find((c) => c.name === name && c.type === type);
  }

  /** The option definitions of a registered chat command (or of its subcommand); none if it is not registered. */
  private definitions(name: string, place?: Place, subcommand?: string): OptionDefinition[] {
    const registered = this.registered(name, 1, place);
    return optionsOf(registered?.options as OptionDefinition[] | undefined, subcommand);
  }

  private command(name: string, type: number, place: Place = "server") {
    const registered = this.registered(name, type, place);
    if (registered && !offeredIn(registered, place))
      throw new Error(
        `fake Discord: /${name} is not offered there (integration_types ${JSON.stringify(registered.integration_types ?? [0])}, contexts ${JSON.stringify(registered.contexts)})`,
      );
    return {
      id: registered?.id ?? snowflake(),
      name,
      type,
      ...(registered?.guild_id ? { guild_id: registered.guild_id } : {}),
    };
  }

  private message(id: string): StoredMessage {
    const message = this.ctx.store.get(id);
    if (!message || message.deleted) throw new Error(`fake Discord: no message ${id}`);
    return message;
  }

  private api(message: StoredMessage) {
    return this.ctx.store.toApi(message, this.ctx.world, this.ctx.applicationId);
  }

  /** Waits for a session that receives the guild's events (the one of its shard). */
  private connected(guildId: string): Promise<boolean> {
    return waitFor(() => this.ctx.gateway.serves(guildId), 10_000, "a client to identify on the gateway");
  }
}

/** Whether Discord offers a command in `place`: outside a server that installed the bot, only one for a member's install, in that context. */
function offeredIn(command: RegisteredCommand, place: Place): boolean {
  if (place === "server") return true;
  const contexts = command.contexts as number[] | null | undefined;
  const installs = (command.integration_types as number[] | undefined) ?? [0];
  const context = { "outside-server": 0, dm: 1, "group-dm": 2 }[place];
  return installs.includes(1) && (!contexts || contexts.includes(context));
}

/** The channel an interaction comes from: the one asked for, else the place's own. */
function placeChannel(world: World, user: FakeUser, opts: ActorOptions): string {
  if (opts.channelId) return opts.channelId;
  if (opts.place === "dm") return world.dmChannel(user);
  if (opts.place === "group-dm") return world.groupDmChannel([user, world.owner]);
  if (opts.place === "outside-server") return world.outsideChannelId;
  return world.channelId;
}

/**
 * The fields that say where an interaction happens, as Discord sends them: in a server that
 * installed the bot, its guild, the member and `authorizing_integration_owners` {"0": guild};
 * through a member's own install, {"1": user}: in a server without the bot (context 0) the guild's
 * id and the member but no guild object the bot holds; in DMs (context 1 the bot's, 2 others) no
 * guild at all, `user` instead of `member`, and the channel with its recipients.
 */
function whereFields(world: World, user: FakeUser, channelId: string, place: Place) {
  const channel = world.channel(channelId);
  if (world.isPrivate(channelId)) {
    return {
      channel,
      user: world.user(user),
      authorizing_integration_owners: { "1": user.id },
      context: channel.type === 1 ? 1 : 2,
      app_permissions: DM_APP_PERMISSIONS,
      guild_id: undefined,
    };
  }
  const guildId = world.guildOf(channelId);
  const member = world.interactionMember(user);
  const inServer = { channel: { ...channel, permissions: world.permissions(user).toString() }, member, context: 0 };
  if (place === "outside-server" || !world.hasGuild(guildId)) {
    return {
      ...inServer,
      guild_id: guildId,
      authorizing_integration_owners: { "1": user.id },
      app_permissions: DM_APP_PERMISSIONS,
    };
  }
  return {
    ...inServer,
    guild_id: guildId,
    guild: { id: guildId, locale: world.guildLocale, features: world.guildFeatures() },
    guild_locale: world.guildLocale,
    authorizing_integration_owners: { "0": guildId },
    app_permissions: world.permissions(world.botUser),
  };
}

/** What a member's install may do where the bot is not a member: embed, attach, use external emoji. */
const DM_APP_PERMISSIONS = PERMISSIONS.EmbedLinks | PERMISSIONS.AttachFiles | PERMISSIONS.UseApplicationCommands;

function handle(record: InteractionRecord, store: FakeContext["store"]): Omit<InteractionHandle, "payload"> {
  return {
    id: record.id,
    token: record.token,
    callbacks: record.callbacks,
    response: (timeoutMs = 10_000) =>
      waitFor(() => record.callbacks[0], timeoutMs, `the response to interaction ${record.id}`),
    originalMessage: () => (record.originalMessageId ? store.get(record.originalMessageId) : undefined),
    followUps: () => record.followUpIds.map((id) => store.get(id)!),
  };
}

/** What Discord's client lets a member pick in a select: between its `min_values` and `max_values` (1 and 1 unless set). */
function checkPicked(component: any, values: string[]): void {
  const min = component.min_values ?? 1;
  const max = component.max_values ?? 1;
  if (values.length < min || values.length > max)
    throw new Error(`fake Discord: select ${component.custom_id} takes ${min} to ${max} values, not ${values.length}`);
}

/**
 * The `resolved` objects Discord sends with a pick in a user (5), role (6), mentionable (7) or
 * channel (8) select: each picked id's user and member, role or channel. A string select has none.
 */
function resolvedPicks(world: FakeContext["world"], type: number, values: string[]) {
  if (type < 5 || type > 8) return undefined;
  const users = world.users.filter((u) => values.includes(u.id));
  const roles = world.roles().filter((r) => values.includes(r.id));
  const channels = type === 8 ? values.map((id) => world.channel(id)) : [];
  const byId = <T extends { id: string }>(list: T[]) => Object.fromEntries(list.map((x) => [x.id, x]));
  // A resolved member is the interaction's member object without its user.
  const members = Object.fromEntries(
    users.map((u) => {
      const { user, ...member } = world.interactionMember(u);
      return [user.id, member];
    }),
  );
  return {
    ...(type === 5 || type === 7 ? { users: byId(users.map((u) => world.user(u))), members } : {}),
    ...(type === 6 || type === 7 ? { roles: byId(roles) } : {}),
    ...(type === 8 ? { channels: byId(channels) } : {}),
  };
}

function findComponent(components: any[], customId: string): any {
  for (const component of components ?? []) {
    if (component?.custom_id === customId) return component;
    const inner = findComponent(
      [...(component?.components ?? []), ...(component?.accessory ? [component.accessory] : [])],
      customId,
    );
    if (inner) return inner;
  }
  return undefined;
}
