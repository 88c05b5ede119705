import type { FakeDiscord, FakeUser, InteractionHandle } from "../fakes/discord/server.js";
import type { FakeFile } from "../fakes/discord/options.js";
import { inspectImage } from "../src/images/inspect.js";
import { parseCommandText, type CommandDefinition } from "./command-text.js";
import type { Origin } from "./view.js";

/** A file picked in the page: base64 bytes, for the option it fills (or for a plain message). */
export interface PickedFile {
  option?: string;
  filename: string;
  contentType: string;
  base64: string;
}

/** A form the bot opened (a modal), as the page draws it. */
export interface Modal {
  customId: string;
  title: string;
  messageId?: string;
  /** The form's own text (text displays), above its fields. */
  texts: string[];
  inputs: Array<{
    customId: string;
    label: string;
    /** A label's description, under it. */
    description?: string;
    style: number;
    required: boolean;
    placeholder?: string;
    value?: string;
    minLength?: number;
    maxLength?: number;
  }>;
}

/** Who the page plays and where, as the page sends them. */
export interface Seat {
  as?: unknown;
  place?: unknown;
}

export type PagePlace = "server" | "dm" | "outside-server";

/** How long an action waits for the bot's first answer, to show a form it opens (Discord allows 3 s). */
const ANSWER_MS = 3_500;

/**
 * What a member does in the page, played on the fake Discord with the same driver the tests use:
 * each interaction reaches the bot over the gateway as on Discord. Remembers who started each
 * interaction, so that an ephemeral reply shows to that member only.
 */
export class Members {
  readonly origins = new Map<string, Origin>();

  constructor(private readonly discord: FakeDiscord) {}

  /** "owner" (Manage Server) or "member" (without). */
  user(as: unknown): FakeUser {
    return as === "owner" ? this.discord.guild.owner : this.discord.guild.member;
  }

  /** Where the page plays the member: #general (the default), the bot's DM with them, a server without the bot. */
  place(seat: Seat): PagePlace {
    return seat.place === "dm" || seat.place === "outside-server" ? seat.place : "server";
  }

  /** The channel the page shows for this seat. */
  channelOf(seat: Seat): string {
    const place = this.place(seat);
    if (place === "dm") return this.discord.places.dm(this.user(seat.as));
    return place === "outside-server" ? this.discord.places.outsideChannelId : this.discord.guild.channelId;
  }

  /** The commands Discord offers there. */
  commands(seat: Seat = {}): CommandDefinition[] {
    return this.discord.driver.offered(this.place(seat));
  }

  async command(seat: Seat, text: string, picked: PickedFile[] = []): Promise<{ modal?: Modal }> {
    const files = Object.fromEntries(picked.filter((f) => f.option).map((f) => [f.option!, toFakeFile(f)]));
    const parsed = parseCommandText(text, this.commands(seat), {
      files: new Set(Object.keys(files)),
      channels: this.channelNames(),
    });
    const actor = this.actor(seat);
    const handle = await this.discord.driver.slashCommand(parsed.name, parsed.options, {
      ...actor,
      attachments: files,
      ...(parsed.subcommand ? { subcommand: parsed.subcommand } : {}),
    });
    return this.answered(handle, {
      user: actor.user,
      label: `/${[parsed.name, parsed.subcommand].filter(Boolean).join(" ")}`,
    });
  }

  /** The bot's choices for the option being typed (the last one in `text`). */
  async autocomplete(seat: Seat, text: string, focused: string): Promise<Array<{ name: string; value: unknown }>> {
    const parsed = parseCommandText(text, this.commands(seat), { channels: this.channelNames(), partial: true });
    const options = [
      ...parsed.options.filter((o) => o.name !== focused),
      { name: focused, type: 3, value: parsed.typed.get(focused) ?? "" },
    ];
    const handle = await this.discord.driver.autocomplete(parsed.name, options, focused, {
      ...this.actor(seat),
      ...(parsed.subcommand ? { subcommand: parsed.subcommand } : {}),
    });
    const answer = await handle.response(ANSWER_MS);
    return answer.type === 8 ? (answer.data?.choices ?? []) : [];
  }

  /** Presses a button, or picks `values` in a select menu. */
  async button(seat: Seat, messageId: string, customId: string, values?: string[]): Promise<{ modal?: Modal }> {
    const actor = this.actor(seat);
    const handle = await this.discord.driver.clickButton(messageId, customId, {
      ...actor,
      ...(values ? { values } : {}),
    });
    return this.answered(handle, { user: actor.user }, messageId);
  }

  async submitModal(
    seat: Seat,
    customId: string,
    fields: Record<string, string>,
    messageId?: string,
  ): Promise<{ modal?: Modal }> {
    const actor = this.actor(seat);
    return this.answered(
      await this.discord.driver.submitModal(customId, fields, { ...actor, ...(messageId ? { messageId } : {}) }),
      { user: actor.user },
    );
  }

  async menu(seat: Seat, messageId: string, name: string): Promise<{ modal?: Modal }> {
    const actor = this.actor(seat);
    const target = this.discord.messages.get(messageId)?.author;
    return this.answered(
      await this.discord.driver.contextMenu(name, messageId, actor),
      { user: actor.user, label: name, ...(target ? { target } : {}) },
      messageId,
    );
  }

  react(seat: Seat, messageId: string, emoji: string): Promise<void> {
    return this.discord.driver.react(messageId, emoji, { user: this.user(seat.as) });
  }

  async post(seat: Seat, content: string, picked: PickedFile[] = []): Promise<void> {
    await this.discord.postUserMessage(this.channelOf(seat), {
      author: this.user(seat.as),
      content,
      attachments: picked.map(toFakeFile),
    });
  }

  /** The channels a command can name, by name. */
  channelNames(): Map<string, string> {
    return new Map(this.discord.guild.channelIds.map((id, i) => [i === 0 ? "general" : `channel-${i}`, id]));
  }

  /** The member played and where, as the driver takes them. */
  private actor(seat: Seat): { user: FakeUser; place: PagePlace } {
    return { user: this.user(seat.as), place: this.place(seat) };
  }

  /** Records who started the interaction; returns the form the bot opened, if it answered with one. */
  private async answered(handle: InteractionHandle, origin: Origin, messageId?: string): Promise<{ modal?: Modal }> {
    this.origins.set(handle.id, origin);
    const answer = await handle.response(ANSWER_MS).catch(() => undefined);
    if (answer?.type !== 9) return {};
    return { modal: toModal(answer.data, messageId) };
  }
}

function toFakeFile(file: PickedFile): FakeFile {
  const data = Buffer.from(file.base64, "base64");
  const image = inspectImage(data);
  return {
    filename: file.filename,
    contentType: file.contentType || "application/octet-stream",
    data,
    ...(image.ok ? { width: image.width, height: image.height } : {}),
  };
}

function toModal(data: any, messageId?: string): Modal {
  const top: any[] = data.components ?? [];
  // A label (type 18) carries its input's label and description; an action row (type 1), the older
  // way, carries inputs that hold their own label.
  const inputs = top.flatMap((row: any) =>
    row.type === 18
      ? [{ ...row.component, label: row.label, description: row.description }]
      : (row.components ?? (row.component ? [row.component] : [])),
  );
  return {
    customId: data.custom_id,
    title: data.title,
    ...(messageId ? { messageId } : {}),
    texts: top.filter((c: any) => c.type === 10).map((c: any) => String(c.content)),
    inputs: inputs
      .filter((c: any) => c.type === 4)
      .map((c: any) => ({
        customId: c.custom_id,
        label: c.label ?? "",
        ...(c.description ? { description: c.description } : {}),
        style: c.style ?? 1,
        required: c.required ?? true,
        placeholder: c.placeholder,
        value: c.value,
        minLength: c.min_length,
        maxLength: c.max_length,
      })),
  };
}
