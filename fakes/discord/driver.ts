import { waitFor, type Clock } from "./clock.js";
import type { FakeContext } from "./context.js";
import { addReaction } from "./events.js";
import { randomToken, snowflake } from "./ids.js";
import type { Callback, InteractionRecord } from "./interactions.js";
import type { StoredMessage } from "./messages.js";
import { nestSubcommand, toOptions, type FakeFile, type OptionsInput } from "./options.js";
import type { FakeUser } from "./world.js";

export interface InteractionHandle {
  id: string;
  token: string;
  callbacks: Callback[];
  /** Waits for the first callback. */
  response(timeoutMs?: number): Promise<Callback>;
  originalMessage(): StoredMessage | undefined;
  followUps(): StoredMessage[];
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
   * Where the member is (default `server`, one that added the bot, in `channelId`); `outside-server`:
   * a server that did not add the bot, through the member's own install: `authorizing_integration_owners`
   * names the member only, the bot has none of the server's events and sees none of its channels.
   */
  place?: "server" | "outside-server";
}

/** What an app may do where only a member installed it: what interaction responses can use (Discord's docs). */
const USER_INSTALL_APP_PERMISSIONS = (1n << 15n) | (1n << 14n) | (1n << 17n) | (1n << 18n);

export interface SlashOptions extends ActorOptions {
  attachments?: Record<string, FakeFile>;
  subcommand?: string;
}

/** Plays a member: builds valid INTERACTION_CREATE payloads and reactions, dispatched on the gateway. */
export class Driver {
  constructor(
    private readonly ctx: FakeContext,
    private readonly clock: Clock,
  ) {}

  async slashCommand(name: string, options?: OptionsInput, opts: SlashOptions = {}): Promise<InteractionHandle> {
    const built = toOptions(this.ctx.store, options, opts.attachments);
    const data = {
      ...this.command(name, 1),
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
    const built = toOptions(this.ctx.store, options).options.map((o) =>
      o.name === focused ? { ...o, focused: true } : o,
    );
    if (!built.some((o) => o.focused)) built.push({ name: focused, type: 3, value: "", focused: true });
    return this.interact(4, { ...this.command(name, 1), options: nestSubcommand(built, opts.subcommand) }, opts);
  }

  async contextMenu(name: string, targetMessageId: string, opts: ActorOptions = {}): Promise<InteractionHandle> {
    const target = this.message(targetMessageId);
    const data = {
      ...this.command(name, 3),
      target_id: target.id,
      resolved: { messages: { [target.id]: this.api(target) } },
    };
    return this.interact(2, data, { channelId: target.channelId, ...opts });
  }

  /** Clicks a button (or picks `values` in a select) that the message really has. */
  async clickButton(
    messageId: string,
    customId: string,
    opts: ActorOptions & { values?: string[] } = {},
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

  private async interact(
    type: number,
    data: object,
    opts: ActorOptions,
    message?: StoredMessage,
  ): Promise<InteractionHandle> {
    const { world, interactions, store } = this.ctx;
    const user = opts.user ?? world.member;
    const channelId =
      opts.place === "outside-server"
        ? world.elsewhere.serverWithoutBot().channelId
        : (opts.channelId ?? world.channelId);
    const guildId = world.guildOf(channelId);
    const userInstallOnly = opts.place === "outside-server";
    await this.connected(guildId);
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
    const appPermissions = userInstallOnly
      ? USER_INSTALL_APP_PERMISSIONS
      : (opts.appPermissions ?? world.permissions(world.botUser));
    this.ctx.gateway.dispatch("INTERACTION_CREATE", {
      id: record.id,
      application_id: this.ctx.applicationId,
      type,
      token: record.token,
      version: 1,
      guild_id: guildId,
      guild: { id: guildId, locale: world.guildLocale, features: userInstallOnly ? [] : world.guildFeatures() },
      channel: { ...world.channel(channelId), permissions: world.permissions(user).toString() },
      channel_id: channelId,
      member: world.interactionMember(user),
      app_permissions: appPermissions.toString(),
      locale: opts.locale ?? "en-US",
      guild_locale: world.guildLocale,
      entitlements: [],
      authorizing_integration_owners: userInstallOnly ? { "1": user.id } : { "0": guildId },
      context: 0,
      attachment_size_limit: attachmentSizeLimit,
      data,
      ...(message ? { message: this.api(message) } : {}),
    });
    return handle(record, store);
  }

  private command(name: string, type: number) {
    const { commands, world } = this.ctx;
    const registered = [...(commands.get(world.guildId) ?? []), ...(commands.get("global") ?? [])].find(
      (c) => c.name === name && c.type === type,
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

function handle(record: InteractionRecord, store: FakeContext["store"]): InteractionHandle {
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
