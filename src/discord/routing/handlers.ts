import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  Message,
  MessageContextMenuCommandInteraction,
  ModalSubmitInteraction,
  RESTPostAPIApplicationCommandsJSONBody,
  StringSelectMenuInteraction,
  User,
} from "discord.js";

/**
 * Where a command is offered and runs: `server` (the default), in servers that installed the bot
 * only; `anywhere`, also in the bot's DMs, in group DMs and in servers that did not add it (a
 * member's own install). An `anywhere` handler gets interactions with no cached server, and no
 * server at all in DMs: it must not assume one (src/discord/routing/scope.ts says whose they are).
 */
export type Reach = "server" | "anywhere";

/** The shapes of the handlers the router dispatches to, over whatever context the bot hands them. */
export type CommandHandler<C> = ServerCommandHandler<C> | AnywhereCommandHandler<C>;

interface CommandData {
  name: string;
  toJSON(): RESTPostAPIApplicationCommandsJSONBody;
}

export interface ServerCommandHandler<C> {
  reach?: "server";
  data: CommandData;
  execute(interaction: ChatInputCommandInteraction<"cached">, ctx: C): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction<"cached">, ctx: C): Promise<void>;
}

export interface AnywhereCommandHandler<C> {
  reach: "anywhere";
  data: CommandData;
  execute(interaction: ChatInputCommandInteraction, ctx: C): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: C): Promise<void>;
}

export interface ContextMenuHandler<C> {
  reach?: "server";
  data: CommandData;
  execute(interaction: MessageContextMenuCommandInteraction<"cached">, ctx: C): Promise<void>;
}

/**
 * Buttons, select menus and modals, routed by the first segment of their `custom_id`
 * (`gen:reroll:<job>`). The rest of the id is passed as `args`; everything a handler needs must be
 * in it or in the database, so components keep working after a restart.
 */
export type ComponentHandlerOf<C> = ServerComponentHandler<C> | AnywhereComponentHandler<C>;

export interface ServerComponentHandler<C> {
  prefix: string;
  reach?: "server";
  /**
   * `false`: never recorded as it arrives (src/discord/gateway/interaction-ledger.ts) though its
   * feature runs jobs: it starts none, or what it carries (a member's key) must not be stored.
   */
  recorded?: false;
  /**
   * `true`: it may start several jobs, and handled again (a process gone before it ended) it
   * starts only those not recorded yet: its record is handled again even when one is.
   */
  resumes?: true;
  button?(interaction: ButtonInteraction<"cached">, ctx: C, args: string[]): Promise<void>;
  select?(interaction: StringSelectMenuInteraction<"cached">, ctx: C, args: string[]): Promise<void>;
  modal?(interaction: ModalSubmitInteraction<"cached">, ctx: C, args: string[]): Promise<void>;
}

/** Buttons and forms of `anywhere` commands and of their jobs' messages: no server assumed. */
export interface AnywhereComponentHandler<C> {
  prefix: string;
  reach: "anywhere";
  /**
   * `false`: never recorded as it arrives (src/discord/gateway/interaction-ledger.ts) though its
   * feature runs jobs: it starts none, or what it carries (a member's key) must not be stored.
   */
  recorded?: false;
  /**
   * `true`: it may start several jobs, and handled again (a process gone before it ended) it
   * starts only those not recorded yet: its record is handled again even when one is.
   */
  resumes?: true;
  button?(interaction: ButtonInteraction, ctx: C, args: string[]): Promise<void>;
  select?(interaction: StringSelectMenuInteraction, ctx: C, args: string[]): Promise<void>;
  modal?(interaction: ModalSubmitInteraction, ctx: C, args: string[]): Promise<void>;
}

/** A reaction's emoji: a custom one by id, a Unicode one by name. */
export interface ReactionEmoji {
  id: string | null;
  name: string | null;
}

/**
 * A member's reaction in a server, fetched whole (reaction, message, user); bots' reactions never
 * arrive. A reaction has no interaction: what the handler says goes under the message with the
 * bot token. `accepts` picks the handler's own by emoji before anything is fetched.
 */
export interface ReactionHandler<C> {
  name: string;
  accepts(emoji: ReactionEmoji, guildId: string, ctx: C): Promise<boolean>;
  /** The message, read anew, is what a handler reads (a reaction taken over from a process gone has no event of its own). */
  react(emoji: ReactionEmoji, message: Message<true>, user: User, ctx: C): Promise<void>;
}

export interface Routes<C> {
  commands: CommandHandler<C>[];
  contextMenus: ContextMenuHandler<C>[];
  components: ComponentHandlerOf<C>[];
  reactions?: ReactionHandler<C>[];
}
