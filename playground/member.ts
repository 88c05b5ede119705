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
  inputs: Array<{
    customId: string;
    label: string;
    style: number;
    required: boolean;
    placeholder?: string;
    value?: string;
    minLength?: number;
    maxLength?: number;
  }>;
}

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

  commands(): CommandDefinition[] {
    const { commands, guild } = this.discord;
    return [...(commands.get(guild.id) ?? []), ...(commands.get("global") ?? [])];
  }

  async command(as: unknown, text: string, picked: PickedFile[] = []): Promise<{ modal?: Modal }> {
    const files = Object.fromEntries(picked.filter((f) => f.option).map((f) => [f.option!, toFakeFile(f)]));
    const parsed = parseCommandText(text, this.commands(), {
      files: new Set(Object.keys(files)),
      channels: this.channelNames(),
    });
    const user = this.user(as);
    const handle = await this.discord.driver.slashCommand(parsed.name, parsed.options, {
      user,
      attachments: files,
      ...(parsed.subcommand ? { subcommand: parsed.subcommand } : {}),
    });
    return this.answered(handle, { user, label: `/${[parsed.name, parsed.subcommand].filter(Boolean).join(" ")}` });
  }

  /** The bot's choices for the option being typed (the last one in `text`). */
  async autocomplete(as: unknown, text: string, focused: string): Promise<Array<{ name: string; value: unknown }>> {
    const parsed = parseCommandText(text, this.commands(), { channels: this.channelNames(), partial: true });
    const options = [
      ...parsed.options.filter((o) => o.name !== focused),
      { name: focused, type: 3, value: parsed.typed.get(focused) ?? "" },
    ];
    const handle = await this.discord.driver.autocomplete(parsed.name, options, focused, {
      user: this.user(as),
      ...(parsed.subcommand ? { subcommand: parsed.subcommand } : {}),
    });
    const answer = await handle.response(ANSWER_MS);
    return answer.type === 8 ? (answer.data?.choices ?? []) : [];
  }

  /** Presses a button, or picks `values` in a select menu. */
  async button(as: unknown, messageId: string, customId: string, values?: string[]): Promise<{ modal?: Modal }> {
    const user = this.user(as);
    const handle = await this.discord.driver.clickButton(messageId, customId, { user, ...(values ? { values } : {}) });
    return this.answered(handle, { user }, messageId);
  }

  async submitModal(
    as: unknown,
    customId: string,
    fields: Record<string, string>,
    messageId?: string,
  ): Promise<{ modal?: Modal }> {
    const user = this.user(as);
    return this.answered(
      await this.discord.driver.submitModal(customId, fields, { user, ...(messageId ? { messageId } : {}) }),
      { user },
    );
  }

  async menu(as: unknown, messageId: string, name: string): Promise<{ modal?: Modal }> {
    const user = this.user(as);
    const target = this.discord.messages.get(messageId)?.author;
    return this.answered(
      await this.discord.driver.contextMenu(name, messageId, { user }),
      { user, label: name, ...(target ? { target } : {}) },
      messageId,
    );
  }

  react(as: unknown, messageId: string, emoji: string): Promise<void> {
    return this.discord.driver.react(messageId, emoji, { user: this.user(as) });
  }

  async post(as: unknown, content: string, picked: PickedFile[] = []): Promise<void> {
    await this.discord.postUserMessage(this.discord.guild.channelId, {
      author: this.user(as),
      content,
      attachments: picked.map(toFakeFile),
    });
  }

  /** The channels a command can name, by name. */
  channelNames(): Map<string, string> {
    return new Map(this.discord.guild.channelIds.map((id, i) => [i === 0 ? "general" : `channel-${i}`, id]));
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
  const inputs = (data.components ?? []).flatMap(
    (row: any) => row.components ?? (row.component ? [row.component] : []),
  );
  return {
    customId: data.custom_id,
    title: data.title,
    ...(messageId ? { messageId } : {}),
    inputs: inputs
      .filter((c: any) => c.type === 4)
      .map((c: any) => ({
        customId: c.custom_id,
        label: c.label ?? "",
        style: c.style ?? 1,
        required: c.required ?? true,
        placeholder: c.placeholder,
        value: c.value,
        minLength: c.min_length,
        maxLength: c.max_length,
      })),
  };
}
