// Discord's markup as the page draws it: the Markdown the bot uses, timestamps, links, mentions.

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/** How Discord writes a `<t:seconds:style>` timestamp, in the reader's language and time zone. */
const TIME_STYLES = {
  t: { timeStyle: "short" },
  T: { timeStyle: "medium" },
  d: { dateStyle: "short" },
  D: { dateStyle: "long" },
  f: { dateStyle: "long", timeStyle: "short" },
  F: { dateStyle: "full", timeStyle: "short" },
};
const UNITS = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
];

/** `<t:…:R>` as words, "in 2 minutes", "3 hours ago"; any other style as a date and/or time. */
export function timestamp(ms, style, now = Date.now()) {
  if (style !== "R") return new Intl.DateTimeFormat(undefined, TIME_STYLES[style] ?? TIME_STYLES.f).format(ms);
  const seconds = (ms - now) / 1000;
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? UNITS.at(-1);
  return new Intl.RelativeTimeFormat(undefined, { numeric: "always" }).format(Math.round(seconds / size), unit);
}

/** Moves every relative time on the page on to now. */
export function refreshTimestamps() {
  for (const node of document.querySelectorAll(".timestamp[data-style='R']"))
    node.textContent = timestamp(Number(node.dataset.at), "R");
}

const timeTag = (written, seconds, style = "f") => {
  const ms = Number(seconds) * 1000;
  if (Number.isNaN(new Date(ms).getTime())) return written; // beyond what a date can hold: as written
  const full = new Intl.DateTimeFormat(undefined, TIME_STYLES.F).format(ms);
  return `<span class="timestamp" data-at="${ms}" data-style="${style}" title="${full}">${timestamp(ms, style)}</span>`;
};

/** The Markdown Discord renders in messages and embeds, the part the bot uses. */
export function markdown(text, names) {
  let html = escapeHtml(text ?? "");
  // Code is shown as written, and a character after a backslash as itself (Discord's escape: any
  // character but a letter, digit or space): both set aside until the end, out of reach of the rules
  // below. One pass, left to right, as Discord reads: `\`` starts no code, a backslash in code is kept.
  const code = [];
  const aside = (shown) => `\u0000${code.push(shown) - 1}\u0000`;
  html = html.replace(
    /\\(&(?:amp|lt|gt|quot);|[^0-9A-Za-z\s])|```(?:\w*\n)?([\s\S]*?)```|`([^`\n]+)`/g,
    (_, escaped, block, inline) =>
      aside(escaped ?? (block !== undefined ? `<pre>${block}</pre>` : `<code>${inline}</code>`)),
  );
  html = html.replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>");
  html = html.replace(/__([^_]+)__/g, "<u>$1</u>");
  html = html.replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=$|[\s).,:;!?])/g, "$1<em>$2</em>");
  // Links: masked `[text](url)` (the url may be in <…>), and `<https://…>` (a link without a preview).
  html = html.replace(
    /\[([^\]]+)\]\((?:&lt;)?(https?:[^)\s]+?)(?:&gt;)?\)/g,
    '<a href="$2" target="_blank" rel="noreferrer">$1</a>',
  );
  html = html.replace(/&lt;(https?:\/\/[^\s<>]+?)&gt;/g, '<a href="$1" target="_blank" rel="noreferrer">$1</a>');
  html = html.replace(/&lt;t:(-?\d{1,13})(?::([tTdDfFR]))?&gt;/g, (written, seconds, style) =>
    timeTag(written, seconds, style),
  );
  html = html.replace(
    /&lt;#(\d+)&gt;/g,
    (_, id) => `<span class="mention">#${escapeHtml(names.channels[id] ?? "channel")}</span>`,
  );
  html = html.replace(
    /&lt;@!?(\d+)&gt;/g,
    (_, id) => `<span class="mention">@${escapeHtml(names.users[id] ?? "unknown-user")}</span>`,
  );
  html = html.replace(
    /&lt;@&amp;(\d+)&gt;/g,
    (_, id) => `<span class="mention">@${escapeHtml(names.roles?.[id] ?? "role")}</span>`,
  );
  html = html.replace(/&lt;\/([\w-]+(?: [\w-]+){0,2}):\d+&gt;/g, '<span class="mention">/$1</span>');
  html = html.replace(/&lt;a?:(\w+):\d+&gt;/g, ":$1:");
  html = html.replace(/^-# (.*)$/gm, '<small class="subtext">$1</small>');
  return html.replace(/\n/g, "<br>").replace(/\u0000(\d+)\u0000/g, (_, i) => code[Number(i)]);
}
