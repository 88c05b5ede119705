import type { CommandOption } from "../fakes/discord/options.js";

/** An option or subcommand as registered with Discord (the JSON `deploy-commands` sends). */
export interface OptionDefinition {
  type: number;
  name: string;
  description?: string;
  required?: boolean;
  autocomplete?: boolean;
  choices?: Array<{ name: string; value: string | number }>;
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
  options?: OptionDefinition[];
}

export interface CommandDefinition {
  name: string;
  type: number;
  description?: string;
  options?: OptionDefinition[];
}

export interface ParsedCommand {
  name: string;
  /** "key", or "channels add" for a subcommand in a group. */
  subcommand?: string;
  options: CommandOption[];
  /** The text typed for each option, by name (autocomplete sends the focused one as typed). */
  typed: Map<string, string>;
}

export class CommandTextError extends Error {}

export interface TextContext {
  /** Attachment options that have a file. */
  files?: ReadonlySet<string>;
  /** Channel ids by name, for `channel:#general`. */
  channels?: ReadonlyMap<string, string>;
  /** A command still being typed (for autocomplete): what is missing or wrong is left out, not refused. */
  partial?: boolean;
}

const SUBCOMMAND = 1;
const GROUP = 2;
const TYPES: Record<number, string> = {
  3: "text",
  4: "whole number",
  5: "true or false",
  6: "user",
  7: "channel",
  8: "role",
  10: "number",
  11: "file",
};

/**
 * Reads a command typed in Discord's text form, `/generate prompt:a lighthouse count:2`, against
 * the registered definitions, and checks what Discord's own client checks before it sends:
 * a known command and options, every required option, the type, choices and ranges. `files` are
 * the attachment options picked in the page, by option name.
 */
export function parseCommandText(
  text: string,
  commands: CommandDefinition[],
  context: TextContext = {},
): ParsedCommand {
  const files = context.files ?? new Set();
  const words = text.trim().replace(/^\//, "").split(/\s+/);
  const name = words.shift() ?? "";
  const command = commands.find((c) => c.type === 1 && c.name === name);
  if (!command) throw new CommandTextError(`There is no command /${name}.`);
  let definitions = command.options ?? [];
  const path: string[] = [];
  while (definitions.some((o) => o.type === SUBCOMMAND || o.type === GROUP)) {
    const next = definitions.find((o) => (o.type === SUBCOMMAND || o.type === GROUP) && o.name === words[0]);
    if (!next)
      throw new CommandTextError(
        `/${[name, ...path].join(" ")} needs one of: ${definitions.map((o) => o.name).join(", ")}.`,
      );
    path.push(words.shift()!);
    definitions = next.options ?? [];
  }
  const values = splitOptions(words.join(" "), definitions);
  const options: CommandOption[] = [];
  for (const definition of definitions) {
    const raw = values.get(definition.name);
    if (definition.type === 11) {
      if (files.has(definition.name) || context.partial) continue;
      if (raw !== undefined)
        throw new CommandTextError(`Pick a file for \`${definition.name}\` (the + next to the box).`);
    }
    if (raw === undefined || raw === "") {
      if (definition.required && !context.partial)
        throw new CommandTextError(`Missing required option \`${definition.name}\`.`);
      continue;
    }
    const channel = definition.type === 7 ? context.channels?.get(raw.replace(/^#/, "")) : undefined;
    try {
      options.push({ name: definition.name, type: definition.type, value: coerce(definition, channel ?? raw) });
    } catch (error) {
      if (!context.partial) throw error;
    }
  }
  return { name, ...(path.length ? { subcommand: path.join(" ") } : {}), options, typed: values };
}

/** `prompt:a lighthouse count:2` → {prompt: "a lighthouse", count: "2"}, only at known option names. */
function splitOptions(text: string, definitions: OptionDefinition[]): Map<string, string> {
  const names = definitions.map((o) => o.name.replace(/[-_]/g, "\\$&"));
  const values = new Map<string, string>();
  if (text.trim() === "") return values;
  if (names.length === 0) throw new CommandTextError(`This command takes no options: "${text.trim()}" is not one.`);
  const marker = new RegExp(`(?:^|\\s)(${names.join("|")}):`, "g");
  const marks = [...text.matchAll(marker)];
  const before = text.slice(0, marks[0]?.index ?? text.length).trim();
  if (before)
    throw new CommandTextError(
      `"${before}" is not an option; options are ${definitions.map((o) => `${o.name}:`).join(" ")}.`,
    );
  marks.forEach((mark, i) => {
    const end = marks[i + 1]?.index ?? text.length;
    values.set(mark[1]!, text.slice(mark.index + mark[0].length, end).trim());
  });
  return values;
}

function coerce(definition: OptionDefinition, raw: string): string | number | boolean {
  const bad = (why: string): never => {
    throw new CommandTextError(`\`${definition.name}\` ${why}`);
  };
  let value: string | number | boolean = raw;
  if (definition.type === 4 || definition.type === 10) {
    value = Number(raw);
    if (!Number.isFinite(value) || (definition.type === 4 && !Number.isInteger(value)))
      bad(`must be a ${TYPES[definition.type]}.`);
    if (
      (definition.min_value !== undefined && value < definition.min_value) ||
      (definition.max_value !== undefined && value > definition.max_value)
    ) {
      bad(`must be between ${definition.min_value ?? "−∞"} and ${definition.max_value ?? "∞"}.`);
    }
  } else if (definition.type === 5) {
    if (!/^(true|false)$/i.test(raw)) bad("must be true or false.");
    value = raw.toLowerCase() === "true";
  } else if (definition.type === 7 || definition.type === 6 || definition.type === 8) {
    value = /\d{17,20}/.exec(raw)?.[0] ?? bad(`must be a ${TYPES[definition.type]} (pick one from the list).`);
  } else if (definition.type === 3 && definition.min_length !== undefined && raw.length < definition.min_length) {
    bad(`must be at least ${definition.min_length} characters long.`);
  } else if (definition.type === 3 && definition.max_length !== undefined && raw.length > definition.max_length) {
    bad(`must be at most ${definition.max_length} characters long.`);
  }
  if (definition.choices?.length) {
    const choice = definition.choices.find((c) => c.name === raw || String(c.value) === raw);
    if (!choice) bad(`must be one of: ${definition.choices.map((c) => c.name).join(", ")}.`);
    value = choice!.value;
  }
  return value;
}
