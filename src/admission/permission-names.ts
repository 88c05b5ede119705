import { text, type Word } from "../i18n/index.js";

/** The permissions flowbot asks for, each with its name as Discord's own client shows it in each language. */
const NAMED = {
  ViewChannel: text("permission.ViewChannel"),
  SendMessages: text("permission.SendMessages"),
  EmbedLinks: text("permission.EmbedLinks"),
  AttachFiles: text("permission.AttachFiles"),
  ReadMessageHistory: text("permission.ReadMessageHistory"),
} as const satisfies Record<string, Word>;

/** Missing permissions as a refusal lists them: in the reader's words, any other by its flag name. */
export function permissionNames(missing: readonly string[]): Word[] {
  return missing.map((name) => (Object.hasOwn(NAMED, name) ? NAMED[name as keyof typeof NAMED] : name));
}
