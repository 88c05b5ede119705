/**
 * Discord's markdown as a terminal shows it, read as Discord reads it: a character after a
 * backslash is itself (any but a letter, digit or space), code keeps what is written in it (and its
 * backticks, the terminal's only way to set it apart), bold, italics, underline, strike-through and
 * spoiler marks go, a masked link reads "text (url)", a link in <…> and a subtext line lose their marks.
 *
 * A renderer of the demo's own, not a library's: the page and the demo need only the part the bot
 * writes, and the Discord-flavoured parsers on npm (discord-markdown and its forks, on
 * simple-markdown) turn it into HTML, which a terminal cannot show.
 */
export function asShown(text: string): string {
  const kept: string[] = [];
  const aside = (shown: string) => `\u0000${kept.push(shown) - 1}\u0000`;
  let out = text.replace(
    /\\([^0-9A-Za-z\s])|```(?:\w*\n)?([\s\S]*?)```|`([^`\n]+)`/g,
    (_, escaped?: string, block?: string, inline?: string) =>
      aside(escaped ?? (block !== undefined ? `\`\`\`${block}\`\`\`` : `\`${inline}\``)),
  );
  out = out
    .replace(/\[([^\]]+)\]\(<?(https?:[^)\s>]+)>?\)/g, "$1 ($2)")
    .replace(/<(https?:\/\/[^\s<>]+)>/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/__([^_]+)__/g, "$1")
    .replace(/~~([^~]+)~~/g, "$1")
    .replace(/\|\|([^|]+)\|\|/g, "$1")
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=$|[\s).,:;!?])/gm, "$1$2")
    .replace(/^-# /gm, "");
  // eslint-disable-next-line no-control-regex -- the placeholders are exactly what is put back
  return out.replace(/\u0000(\d+)\u0000/g, (_, i: string) => kept[Number(i)]!);
}
