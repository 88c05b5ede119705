import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  Message,
  MessageContextMenuCommandInteraction,
  MessageReaction,
  PartialMessageReaction,
  ModalSubmitInteraction,
  RESTPostAPIApplicationCommandsJSONBody,
  StringSelectMenuInteraction,
  User,
} from "discord.js";

/** The shapes of the handlers the router dispatches to, over whatever context the bot hands them. */
export interface CommandHandler<C> {
  data: { name: string; toJSON(): RESTPostAPIApplicationCommandsJSONBody };
  execute(interaction: ChatInputCommandInteraction<"cached">, ctx: C): Promise<void>;
  /** Runs the command in a server that did not add the bot (a member's own install); absent: refused there. */
  outside?(interaction: ChatInputCommandInteraction<"raw">, ctx: C): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction<"cached">, ctx: C): Promise<void>;
}

export interface ContextMenuHandler<C> {
  data: { name: string; toJSON(): RESTPostAPIApplicationCommandsJSONBody };
  execute(interaction: MessageContextMenuCommandInteraction<"cached">, ctx: C): Promise<void>;
}

/**
 * Buttons, select menus and modals, routed by the first segment of their `custom_id`
 * (`gen:reroll:<job>`). The rest of the id is passed as `args`; everything a handler needs must be
 * in it or in the database, so components keep working after a restart.
 */
export interface ComponentHandlerOf<C> {
  prefix: string;
  button?(interaction: ButtonInteraction<"cached">, ctx: C, args: string[]): Promise<void>;
  /** The button in a server that did not add the bot (on a job's reply there); absent: refused there. */
  outsideButton?(interaction: ButtonInteraction<"raw">, ctx: C, args: string[]): Promise<void>;
  select?(interaction: StringSelectMenuInteraction<"cached">, ctx: C, args: string[]): Promise<void>;
  modal?(interaction: ModalSubmitInteraction<"cached">, ctx: C, args: string[]): Promise<void>;
}

/**
 * A member's reaction in a server, fetched whole (reaction, message, user); bots' reactions never
 * arrive. A reaction has no interaction: what the handler says goes under the message with the
 * bot token. `accepts` picks the handler's own by emoji before anything is fetched.
 */
export interface ReactionHandler<C> {
  name: string;
  accepts(emoji: { id: string | null; name: string | null }, guildId: string, ctx: C): Promise<boolean>;
  /** `reaction` may be partial (not fetched): the message, read anew, is what a handler reads. */
  react(reaction: MessageReaction | PartialMessageReaction, message: Message<true>, user: User, ctx: C): Promise<void>;
}

export interface Routes<C> {
  commands: CommandHandler<C>[];
  contextMenus: ContextMenuHandler<C>[];
  components: ComponentHandlerOf<C>[];
  reactions?: ReactionHandler<C>[];
}
