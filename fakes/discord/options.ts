import type { MessageStore } from "./messages.js";

export interface FakeFile {
  filename: string;
  contentType: string;
  data: Buffer;
  width?: number;
  height?: number;
  /** The size Discord declares, when a test wants it to differ from the bytes (a huge file without the bytes). */
  size?: number;
}

export interface CommandOption {
  name: string;
  type: number;
  value?: unknown;
  focused?: boolean;
  options?: CommandOption[];
}

/** An option as the application registered it: its type, and a subcommand's or group's own options. */
export interface OptionDefinition {
  name: string;
  type: number;
  options?: OptionDefinition[];
}

export type OptionsInput = CommandOption[] | Record<string, unknown>;

export interface ResolvedAttachments {
  [id: string]: {
    id: string;
    filename: string;
    size: number;
    url: string;
    proxy_url: string;
    content_type: string;
    width?: number;
    height?: number;
  };
}

const isFile = (value: unknown): value is FakeFile =>
  typeof value === "object" && value !== null && Buffer.isBuffer((value as FakeFile).data);

/**
 * Turns `{ prompt: "x", steps: 20, image: file }` into Discord's option list; uploads files so the
 * bot can fetch them. Each option has the type the registered command gives it (`definitions`), as
 * Discord sends it: `cfg: 7` is a number option (10) if registered so, though whole. Options of a
 * command nobody registered have types inferred from their values (string 3, integer 4, boolean 5,
 * number 10, attachment 11).
 */
export function toOptions(
  store: MessageStore,
  input: OptionsInput = {},
  files: Record<string, FakeFile> = {},
  definitions: OptionDefinition[] = [],
) {
  const typeOf = (name: string, value: unknown) => definitions.find((d) => d.name === name)?.type ?? guessedType(value);
  const resolved: ResolvedAttachments = {};
  const attach = (name: string, file: FakeFile): CommandOption => {
    const stored = store.addAttachment(file);
    resolved[stored.id] = {
      id: stored.id,
      filename: stored.filename,
      size: stored.size,
      url: stored.url,
      proxy_url: stored.url,
      content_type: stored.contentType,
      ...(file.width === undefined ? {} : { width: file.width, height: file.height }),
    };
    return { name, type: 11, value: stored.id };
  };
  const options: CommandOption[] = Array.isArray(input)
    ? [...input]
    : Object.entries(input)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => (isFile(value) ? attach(name, value) : { name, type: typeOf(name, value), value }));
  for (const [name, file] of Object.entries(files)) options.push(attach(name, file));
  return { options, resolved: Object.keys(resolved).length ? { attachments: resolved } : undefined };
}

function guessedType(value: unknown): number {
  if (typeof value === "boolean") return 5;
  if (typeof value === "number") return Number.isInteger(value) ? 4 : 10;
  return 3;
}

/** The options a command's subcommand ("key", or "workflow add" in a group) is registered with. */
export function optionsOf(definitions: OptionDefinition[] | undefined, subcommand?: string): OptionDefinition[] {
  let level = definitions ?? [];
  for (const name of subcommand?.split(" ") ?? []) level = level.find((d) => d.name === name)?.options ?? [];
  return level;
}

/** "key" → one subcommand; "workflow add" → a group holding a subcommand. */
export function nestSubcommand(options: CommandOption[], subcommand?: string): CommandOption[] {
  if (!subcommand) return options;
  const [first, second] = subcommand.split(" ");
  const sub = { name: second ?? first!, type: 1, options };
  return second ? [{ name: first!, type: 2, options: [sub] }] : [sub];
}
