/**
 * Text from the node registry is written by whoever publishes a pack: every piece of it that a
 * `/node` view shows goes through here, so it reads as itself (no heading, list, masked link or
 * mention of the publisher's making) and within Discord's limits, whatever length it came in.
 */

/** Discord's embed limits (total 6000 a message): a view keeps each piece within these. */
export const EMBED_LIMITS = { title: 256, description: 4096, fieldName: 256, fieldValue: 1024 } as const;
/** A repository URL longer than this is not linked (its host is enough to say where it goes). */
const MAX_LINK = 300;

/** Cut to `max` characters, an ellipsis marking the cut. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** On one line: line breaks, tabs and other control characters become spaces. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029\s]+/g, " ").trim();
}

/**
 * Registry text shown as plain text, on one line, at most `max` characters once escaped. Every
 * character markdown could read is escaped wherever it stands (`escapeMarkdown` escapes only the
 * pairs it recognises: a long run of `*` kept some bare); at the start of a line, a heading, quote
 * or list mark too.
 */
export function plain(text: string | undefined, max: number, where: { startsLine?: boolean } = {}): string {
  const inline = clip(oneLine(text ?? ""), max).replace(/[\\*_~`|[\]()<>]/g, "\\$&");
  const escaped = where.startsLine ? inline.replace(/^([#>+-]|\d+\.)/, "\\$1") : inline;
  if (escaped.length <= max) return escaped;
  // The escapes made it longer: cut again, never between a backslash and what it escapes.
  let cut = escaped.slice(0, max - 1);
  if ((/\\+$/.exec(cut)?.[0].length ?? 0) % 2 === 1) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Registry text for inside inline code: a backtick would end it, so it is shown as a look-alike. */
export function inCode(text: string, max = 200): string {
  return clip(oneLine(text).replace(/`/g, "ˋ"), max) || " ";
}

/** Registry text in inline code. */
export function code(text: string, max = 200): string {
  return `\`${inCode(text, max)}\``;
}

/** Whole items, as many as fit in `max` with "…" after them when some are left out: no code span is cut open. */
export function fitLines(items: string[], max: number, separator = "\n"): string {
  const kept: string[] = [];
  let length = 0;
  for (const item of items) {
    const next = length + (kept.length > 0 ? separator.length : 0) + item.length;
    if (next > max - 1 - separator.length) return [...kept, "…"].join(separator);
    kept.push(item);
    length = next;
  }
  return kept.join(separator);
}

export interface RegistryLink {
  /** The URL, for an embed's title link. */
  url: string;
  /** The URL as a link whose text is its own host, e.g. `[github.com](https://github.com/…)`. */
  shown: string;
}

/**
 * A link from the registry, only when it is an https URL written plainly (no space, bracket,
 * quote or credentials): shown as its own host, so its text cannot claim another address.
 */
export function registryLink(raw: string | undefined): RegistryLink | undefined {
  if (!raw || raw.length > MAX_LINK || !/^https:\/\/[^\s<>()[\]{}"'`\\|^]+$/i.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname) return undefined;
  return { url: url.href, shown: `[${plain(url.host, MAX_LINK)}](${url.href})` };
}
