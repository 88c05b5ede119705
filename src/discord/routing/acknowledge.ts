import {
  InteractionResponseType,
  makeURLSearchParams,
  MessageFlags,
  Routes,
  type RESTPostAPIInteractionCallbackWithResponseResult,
  type ApplicationCommandOptionChoiceData,
  type AutocompleteInteraction,
  type BaseInteraction,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  type MessageComponentInteraction,
  type ModalComponentData,
  type JSONEncodable,
  type APIModalInteractionResponseCallbackData,
  type RepliableInteraction,
} from "discord.js";
import type { Answered } from "../../db/accepted.js";
import { NO_MENTIONS } from "../render/render.js";

/*
 * The one owner of an interaction's acknowledgement. Discord takes one first answer per
 * interaction, within 3 s: a reply, a deferral ("thinking", or a component's "update later"), a
 * message update, a form or autocomplete choices; then only edits and follow-ups. Every handler
 * answers through `ack`, which picks the call that fits what was answered already, and lets
 * answers made at once go one after another (discord.js learns that an interaction was
 * acknowledged only once Discord's response is back: two answers at once would both try to be
 * the first, and the second be refused).
 */

/** Discord forgets an interaction not acknowledged within 3 s; `inTime` answers by this. */
export const ACKNOWLEDGE_BY_MS = 2_000;

type Form = JSONEncodable<APIModalInteractionResponseCallbackData> | ModalComponentData;

/** How an interaction was first answered: a reply of its own (said, or deferred), or the component's message. */
type How = "reply" | "message" | "form" | "choices";

/** The first answer under way, per interaction: later answers wait for it. */
const firsts = new WeakMap<BaseInteraction, Promise<unknown>>();
const hows = new WeakMap<BaseInteraction, How>();
/** Told how an interaction was first answered, once Discord took the answer (`ack.watch`). */
const watchers = new WeakMap<BaseInteraction, (answered: Answered) => void>();

function acknowledged(interaction: BaseInteraction): boolean {
  if (interaction.isAutocomplete()) return interaction.responded;
  return interaction.isRepliable() && (interaction.deferred || interaction.replied);
}

/** Whether the interaction was answered already (or its first answer is on its way). */
export function isAcknowledged(interaction: BaseInteraction): boolean {
  return acknowledged(interaction) || firsts.has(interaction);
}

/**
 * `first` when the interaction has no answer yet, else `after`; a first answer under way is
 * waited for (and when it failed, this one may be the first).
 */
async function once<T>(
  interaction: BaseInteraction,
  how: How,
  first: () => Promise<T>,
  after: () => Promise<T>,
): Promise<T> {
  for (let before = firsts.get(interaction); before && !acknowledged(interaction);) {
    await before.catch(() => undefined);
    const now = firsts.get(interaction);
    if (now === before) break;
    before = now;
  }
  if (acknowledged(interaction)) return after();
  const answer = first();
  firsts.set(interaction, answer);
  hows.set(interaction, how);
  const watcher = watchers.get(interaction);
  if (watcher && interaction.isRepliable() && (how === "reply" || how === "message")) {
    // What discord.js says once Discord took it: deferred (and not filled yet) or replied.
    const kind = (deferred: boolean): Answered =>
      how === "message" ? (deferred ? "deferUpdate" : "update") : deferred ? "defer" : "reply";
    answer.then(
      () => watcher(kind(interaction.deferred && !interaction.replied)),
      () => undefined, // the caller sees the failure
    );
  }
  return answer;
}

/**
 * `deferReply({ withResponse: true })` as discord.js sends it, reading only the id of the reply
 * from Discord's response: discord.js builds a whole Message of it (and caches it), the largest
 * part of discord.js's own work for a command under a burst of them, for an id.
 */
async function deferForId(interaction: RepliableInteraction, flags: number): Promise<string | undefined> {
  const response = (await interaction.client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
    body: { type: InteractionResponseType.DeferredChannelMessageWithSource, data: { flags } },
    auth: false,
    query: makeURLSearchParams({ with_response: true }),
  })) as RESTPostAPIInteractionCallbackWithResponseResult;
  interaction.deferred = true;
  interaction.ephemeral = (flags & MessageFlags.Ephemeral) !== 0;
  return response.interaction.response_message_id ?? response.resource?.message?.id;
}

/** Without the flags that only a first answer or a follow-up takes. */
function asEdit(payload: InteractionReplyOptions): InteractionEditReplyOptions {
  const { flags: _flags, ...rest } = payload;
  return rest;
}

export const ack = {
  /**
   * `told` learns how the interaction was first answered once Discord took that answer (so that a
   * process taking it over resumes it so: `resume`); a form or autocomplete choices are not told.
   */
  watch(interaction: BaseInteraction, told: (answered: Answered) => void): void {
    watchers.set(interaction, told);
  },

  /**
   * An interaction answered by a process gone, handled again here: as answered as it was there, so
   * that what follows edits its reply (or, after its component's message was acknowledged, follows
   * up, leaving that message as it is) rather than answer it anew.
   */
  resume(interaction: BaseInteraction, answered: Answered, { ephemeral = false } = {}): void {
    if (!interaction.isRepliable()) return;
    if (answered === "reply" || answered === "update") interaction.replied = true;
    else interaction.deferred = true;
    interaction.ephemeral = ephemeral;
    hows.set(interaction, answered === "reply" || answered === "defer" ? "reply" : "message");
  },

  /**
   * The interaction's own reply deferred and not filled yet: the member sees "thinking" until it
   * is edited. Not a component deferred with its message: that message is not the answer's to replace.
   */
  thinking(interaction: BaseInteraction): boolean {
    return (
      interaction.isRepliable() && interaction.deferred && !interaction.replied && hows.get(interaction) !== "message"
    );
  },

  /** Resolves once a first answer on its way (if any) is back: `deferred` and `replied` are then true to Discord. */
  async settled(interaction: BaseInteraction): Promise<void> {
    await firsts.get(interaction)?.catch(() => undefined);
  },

  /**
   * Says `payload`: the first answer; else the deferred reply it fills; else a follow-up
   * (private when `payload` asks to be).
   */
  async reply(interaction: RepliableInteraction, payload: InteractionReplyOptions): Promise<void> {
    await once(
      interaction,
      "reply",
      async () => void (await interaction.reply(payload)),
      async () => {
        if (ack.thinking(interaction)) await interaction.editReply(asEdit(payload));
        else await interaction.followUp(payload);
      },
    );
  },

  /** Acknowledges with a "thinking" reply, edited later (`edit`); nothing when answered already. */
  async defer(interaction: RepliableInteraction, { privately = false } = {}): Promise<void> {
    const flags = privately ? MessageFlags.Ephemeral : undefined;
    await once(
      interaction,
      "reply",
      async () => void (await interaction.deferReply(flags ? { flags } : {})),
      () => Promise.resolve(),
    );
  },

  /**
   * As `defer`, and the id of the reply: of the deferral, else of the reply the interaction has.
   * The reply is private when `privately`.
   */
  async open(interaction: RepliableInteraction, { privately = false } = {}): Promise<string> {
    return once(
      interaction,
      "reply",
      async () => {
        const id = await deferForId(interaction, privately ? MessageFlags.Ephemeral : 0);
        return id ?? (await interaction.fetchReply()).id;
      },
      async () => (await interaction.fetchReply()).id,
    );
  },

  /** Edits what the interaction answered: its reply, or the component's message it acknowledged. A first answer when none was made. */
  async edit(interaction: RepliableInteraction, payload: InteractionEditReplyOptions): Promise<void> {
    await once(
      interaction,
      "reply",
      async () => void (await interaction.reply(payload as InteractionReplyOptions)),
      async () => void (await interaction.editReply(payload)),
    );
  },

  /** A component acknowledged: its message is edited later (`edit`); nothing when answered already. */
  async deferUpdate(interaction: MessageComponentInteraction): Promise<void> {
    await once(
      interaction,
      "message",
      async () => void (await interaction.deferUpdate()),
      () => Promise.resolve(),
    );
  },

  /** A component's message replaced: as the first answer, else through an edit. */
  async update(interaction: MessageComponentInteraction, payload: InteractionUpdateOptions): Promise<void> {
    await once(
      interaction,
      "message",
      async () => void (await interaction.update(payload)),
      async () => void (await interaction.editReply(payload as InteractionEditReplyOptions)),
    );
  },

  /** A follow-up once the interaction was answered (a private one when `payload` asks to be); the first answer else. */
  async followUp(interaction: RepliableInteraction, payload: InteractionReplyOptions): Promise<string> {
    return once(
      interaction,
      "reply",
      async () => (await interaction.reply({ ...payload, withResponse: true })).resource?.message?.id ?? "",
      async () => (await interaction.followUp(payload)).id,
    );
  },

  /** A form: Discord takes it only as the first answer. */
  async form(interaction: Extract<RepliableInteraction, { showModal: unknown }>, form: Form): Promise<void> {
    await once(
      interaction,
      "form",
      async () => void (await interaction.showModal(form)),
      () => Promise.reject(new Error("a form can only be an interaction's first answer")),
    );
  },

  /** Autocomplete's choices, once: later ones are dropped (Discord takes one answer). */
  async choices(interaction: AutocompleteInteraction, choices: ApplicationCommandOptionChoiceData[]): Promise<void> {
    await once(
      interaction,
      "choices",
      () => interaction.respond(choices),
      () => Promise.resolve(),
    );
  },

  /**
   * A deferred reply taken back: deleted, and `content` said privately in a follow-up. False
   * when the reply could not be deleted (the caller says it otherwise).
   */
  async takeBack(
    interaction: RepliableInteraction,
    content: string,
    notDeleted: (error: unknown) => void = () => undefined,
  ): Promise<boolean> {
    try {
      await interaction.deleteReply();
    } catch (error) {
      notDeleted(error);
      return false;
    }
    await ack.followUp(interaction, { content, flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
    return true;
  },

  /**
   * What went wrong, said where the member looks: a deferred reply still "thinking" shows it (it
   * must not stay so forever); after an answer (a component's message deferred included: it stays
   * as it is), a private follow-up; else a private reply.
   */
  async failure(interaction: BaseInteraction, content: string): Promise<void> {
    if (interaction.isAutocomplete()) return ack.choices(interaction, []);
    if (!interaction.isRepliable()) return;
    const payload = { content, flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS } as const;
    await once(
      interaction,
      "reply",
      async () => void (await interaction.reply(payload)),
      async () => {
        if (ack.thinking(interaction))
          await interaction.editReply({ content, embeds: [], components: [], files: [], allowedMentions: NO_MENTIONS });
        else await interaction.followUp(payload);
      },
    );
  },

  /**
   * Answers with `acknowledge` by `ACKNOWLEDGE_BY_MS` after the interaction was made, unless it
   * was answered by then: a slow handler is deferred in time. Returns the way to call it off.
   */
  inTime(interaction: BaseInteraction, acknowledge: () => Promise<unknown>): () => void {
    const timer = setTimeout(
      () => {
        if (isAcknowledged(interaction)) return;
        acknowledge().catch(() => undefined); // a failure shows again when the handler answers
      },
      Math.max(0, interaction.createdTimestamp + ACKNOWLEDGE_BY_MS - Date.now()),
    );
    timer.unref();
    return () => clearTimeout(timer);
  },
};
