// Draws one message of the fake Discord (as playground/view.ts shapes it) with the
// @skyra/discord-components-core elements, and the hover bar Discord shows on a message.
import { markdown } from "./markup.js";
import { select, SELECT_TYPES } from "./select.js";

const BUTTON_TYPES = { 1: "primary", 2: "secondary", 3: "success", 4: "destructive", 5: "secondary" };
const COLORS = ["#5865f2", "#3ba55c", "#ed4245", "#faa61a"];

/** An avatar drawn here (Discord's CDN may not be reachable): a coloured disc with an initial. */
export function avatar(user) {
  const color = user.bot ? COLORS[0] : COLORS[1 + Number(BigInt(user.id) % 3n)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><circle cx="40" cy="40" r="40" fill="${color}"/><text x="40" y="53" font-size="38" font-family="sans-serif" fill="#fff" text-anchor="middle">${user.name[0].toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const el = (tag, attrs = {}, children = []) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key in node && typeof value !== "string") node[key] = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of [].concat(children)) if (child) node.append(child);
  return node;
};

/** "Today at 21:42", as Discord labels a message of the day; the date before that. */
function when(at) {
  const date = new Date(at);
  const time = date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hour12: false });
  return date.toDateString() === new Date().toDateString()
    ? `Today at ${time}`
    : `${date.toLocaleDateString()} ${time}`;
}

const rich = (tag, attrs, text, names) => {
  const node = el(tag, attrs);
  node.innerHTML = markdown(text, names);
  return node;
};

function embed(data, names) {
  const node = el("discord-embed", {
    slot: "embeds",
    "embed-title": data.title,
    url: data.url,
    "author-name": data.author?.name,
    color: data.color === undefined ? undefined : `#${data.color.toString(16).padStart(6, "0")}`,
    image: data.image?.url,
    thumbnail: data.thumbnail?.url,
  });
  if (data.description)
    node.append(rich("discord-embed-description", { slot: "description" }, data.description, names));
  if (data.fields?.length) {
    // Inline fields sit three to a row; the component wants each one's place in its row.
    let place = 0;
    const fields = data.fields.map((f) => {
      place = f.inline ? (place % 3) + 1 : 0;
      return rich(
        "discord-embed-field",
        { "field-title": f.name, inline: f.inline, "inline-index": f.inline ? place : undefined },
        f.value,
        names,
      );
    });
    node.append(el("discord-embed-fields", { slot: "fields" }, fields));
  }
  if (data.footer?.text)
    node.append(
      el(
        "discord-embed-footer",
        { slot: "footer", timestamp: data.timestamp ? new Date(data.timestamp) : undefined },
        data.footer.text,
      ),
    );
  return node;
}

function attachment(file) {
  if (file.contentType.startsWith("image/")) {
    const scale = Math.min(1, 300 / (file.width || 300), 300 / (file.height || 300));
    return el("discord-image-attachment", {
      url: file.url,
      alt: file.filename,
      width: Math.round((file.width || 300) * scale),
      height: Math.round((file.height || 300) * scale),
    });
  }
  if (file.contentType.startsWith("video/")) return el("discord-video-attachment", { href: file.url });
  return el("discord-file-attachment", {
    name: file.filename,
    bytes: file.size,
    "bytes-unit": "B",
    href: file.url,
    target: "_blank",
    type: file.contentType,
  });
}

function components(rows, onPress, onSelect, names) {
  return el(
    "discord-attachments",
    { slot: "components" },
    rows
      .filter((row) => row.type === 1)
      .map((row) =>
        el(
          "discord-action-row",
          {},
          row.components
            .filter((c) => c.type === 2 || SELECT_TYPES.has(c.type))
            .map((c) => {
              if (SELECT_TYPES.has(c.type)) return select(c, onSelect, names, el);
              const label = [c.emoji?.name && !c.emoji.id ? c.emoji.name : "", c.label ?? ""].filter(Boolean).join(" ");
              const button = el(
                "discord-button",
                {
                  type: BUTTON_TYPES[c.style] ?? "secondary",
                  disabled: c.disabled,
                  url: c.style === 5 ? c.url : undefined,
                },
                label,
              );
              if (c.style !== 5 && !c.disabled) button.addEventListener("click", () => onPress(c.custom_id));
              return button;
            }),
        ),
      ),
  );
}

/**
 * A message row: the message itself and, on hover, a bar with the server's upscale emoji,
 * 👍 and the Apps menu (`offers` says whether the emoji and Apps work there). `actions` has press(customId), choose(customId, values), react(emoji), apps(anchor), dismiss().
 */
export function renderMessage(view, { names, upscaleEmoji, offers = { upscale: true, apps: true }, actions }) {
  const message = el("discord-message", {
    author: view.author.name,
    avatar: avatar(view.author),
    bot: view.author.bot,
    ephemeral: view.ephemeral,
    // "(edited)" is drawn at the end of the text, as Discord draws it (below), not the component's,
    // which follows the whole message on a line of its own.
    edited: false,
    timestamp: when(view.createdAt),
    "twenty-four": true,
  });
  if (view.ephemeral) message.dismissMessageClicked = actions.dismiss;
  if (view.used) {
    const { used } = view;
    message.append(
      el("discord-command", {
        slot: "reply",
        author: used.name,
        avatar: avatar(used),
        command: used.label,
        type: used.label.startsWith("/") ? "slash_command" : "message_command",
        "context-user-name": used.target?.name,
        "context-user-image": used.target ? avatar(used.target) : undefined,
      }),
    );
  } else if (view.reply) {
    const { reply } = view;
    message.append(
      rich(
        "discord-reply",
        { slot: "reply", author: reply.author.name, avatar: avatar(reply.author), bot: reply.author.bot },
        reply.content.slice(0, 120),
        names,
      ),
    );
  }
  if (view.loading) message.append(el("span", { class: "thinking" }, `${view.author.name} is thinking…`));
  if (view.content) {
    const content = rich("div", { class: "content" }, view.content, names);
    if (view.edited) content.append(" ", el("span", { class: "edited" }, "(edited)"));
    message.append(content);
  }
  for (const data of view.embeds) {
    message.append(embed(data, names));
    // Embeds sharing a URL: Discord's one card with a gallery; the images after the first, in order.
    if (data.gallery?.length)
      message.append(
        el(
          "div",
          { slot: "embeds", class: "gallery" },
          data.gallery.map((src) => el("img", { src, alt: "" })),
        ),
      );
  }
  if (view.attachments.length)
    message.append(el("discord-attachments", { slot: "attachments" }, view.attachments.map(attachment)));
  if (view.components.length) message.append(components(view.components, actions.press, actions.choose, names));
  if (view.reactions.length) {
    message.append(
      el(
        "discord-reactions",
        { slot: "reactions" },
        view.reactions.map((r) => {
          const reaction = el("discord-reaction", {
            emoji: r.emoji.replace(/^<a?:(\w+):\d+>$/, ":$1:"),
            name: r.emoji,
            count: r.count,
            reacted: r.me,
          });
          reaction.addEventListener("click", () => actions.react(r.emoji));
          return reaction;
        }),
      ),
    );
  }
  // Only what works here (`offers`): the upscale emoji and Apps may be left out; 👍 is a reaction anywhere.
  const upscale = el(
    "button",
    { "aria-label": `React with ${upscaleEmoji}`, title: `React with ${upscaleEmoji}` },
    upscaleEmoji.replace(/^<a?:(\w+):\d+>$/, ":$1:"),
  );
  const like = el("button", { "aria-label": "React with 👍", title: "React with 👍" }, "👍");
  const apps = el("button", { "aria-label": "Apps", title: "Apps" }, "⋯");
  upscale.addEventListener("click", () => actions.react(upscaleEmoji));
  like.addEventListener("click", () => actions.react("👍"));
  apps.addEventListener("click", () => actions.apps(apps));
  const bar = el("div", { class: "hoverbar" }, [
    offers.upscale ? upscale : undefined,
    like,
    offers.apps ? apps : undefined,
  ]);
  return el("div", { class: "row", "data-id": view.id, "data-author": view.author.name }, [message, bar]);
}
