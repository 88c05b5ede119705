// The playground page: a Discord channel as a member sees it, kept live by the server's events.
import "@skyra/discord-components-core";
import { readFile, suggest } from "./composer.js";
import { openApps, openModal } from "./dialogs.js";
import { renderMessage } from "./render.js";

const $ = (id) => document.getElementById(id);
const state = {
  as: localStorage.getItem("as") ?? "owner",
  commands: [],
  channels: [{ name: "general" }],
  names: { users: {}, channels: {} },
  upscaleEmoji: "🔍",
  files: {},
  loose: [],
  rows: new Map(),
};
let events;

async function call(action, body) {
  const response = await fetch(`/api/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ as: state.as, ...body }),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.error ?? `HTTP ${response.status}`);
  if (answer.modal) showModal(answer.modal);
  return answer;
}

function showModal(modal) {
  openModal($("modal"), modal, (fields) =>
    call("modal", { customId: modal.customId, fields, messageId: modal.messageId }).then(
      () => undefined,
      (e) => e.message,
    ),
  );
}

const failed = (error) => showError(error.message);
function showError(text) {
  Object.assign($("error"), { hidden: !text, textContent: text ?? "" });
}

// The channel stays scrolled to its end, as Discord's does, unless the member scrolled up.
const scroller = $("scroller");
let stick = true;
scroller.addEventListener(
  "scroll",
  () => (stick = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 80),
);
new ResizeObserver(() => stick && (scroller.scrollTop = scroller.scrollHeight)).observe($("messages"));

function draw(view) {
  const row = renderMessage(view, {
    names: state.names,
    upscaleEmoji: state.upscaleEmoji,
    actions: {
      press: (customId) => call("button", { messageId: view.id, customId }).catch(failed),
      react: (emoji) => call("react", { messageId: view.id, emoji }).catch(failed),
      apps: (anchor) =>
        openApps(
          $("menu"),
          anchor,
          state.commands.filter((c) => c.type === 3).map((c) => c.name),
          (name) => call("menu", { messageId: view.id, name }).catch(failed),
        ),
      dismiss: () => remove(view.id),
    },
  });
  const old = state.rows.get(view.id);
  if (old) old.replaceWith(row);
  else $("messages").append(row);
  state.rows.set(view.id, row);
}

function remove(id) {
  state.rows.get(id)?.remove();
  state.rows.delete(id);
}

/** Follows the channel's changes for the member played now, then draws it afresh (nothing falls between). */
async function load() {
  if (events?.as !== state.as) {
    events?.close();
    events = Object.assign(new EventSource(`/api/events?as=${state.as}`), { as: state.as });
    events.addEventListener("message", (e) => draw(JSON.parse(e.data)));
    events.addEventListener("delete", (e) => remove(JSON.parse(e.data).id));
    // After a dropped connection (or a restarted playground) what changed meanwhile is read again.
    let opened = false;
    events.addEventListener("open", () => (opened ? void load() : (opened = true)));
  }
  const s = await (await fetch(`/api/state?as=${state.as}`)).json();
  Object.assign(state, { commands: s.commands, channels: s.channels, upscaleEmoji: s.upscaleEmoji });
  state.names.channels = Object.fromEntries(s.channels.map((c) => [c.id, c.name]));
  state.names.users = Object.fromEntries([s.owner, s.member, s.bot].map((u) => [u.id, u.username]));
  $("services").textContent = s.services;
  $("member").value = state.as;
  for (const id of [...state.rows.keys()]) remove(id);
  s.messages.forEach(draw);
}

// The composer.
const input = $("input");
const list = $("suggestions");
let picking;
let shown = [];
let highlighted = -1;

async function refresh() {
  const text = input.value;
  const found = await suggest(text, state, (t, focused) =>
    call("autocomplete", { text: t, focused }).then(
      (a) => a.choices,
      () => [],
    ),
  );
  if (input.value !== text) return;
  shown = found;
  highlighted = -1;
  list.replaceChildren(
    ...found.slice(0, 25).map((s, i) => {
      const item = document.createElement("li");
      item.innerHTML = `<b></b><span></span>`;
      item.firstChild.textContent = s.label;
      item.lastChild.textContent = s.hint ?? "";
      item.addEventListener("mousedown", (e) => (e.preventDefault(), apply(i)));
      return item;
    }),
  );
  list.hidden = found.length === 0;
}

function apply(i) {
  const s = shown[i];
  if (!s) return;
  if (s.insert !== null) input.value = s.insert;
  if (s.file) {
    picking = s.file;
    $("file").click();
  }
  input.focus();
  void refresh();
}

function drawFiles() {
  const chips = [
    ...Object.entries(state.files).map(([o, f]) => `${o}: ${f.filename}`),
    ...state.loose.map((f) => f.filename),
  ];
  $("files").replaceChildren(
    ...chips.map((text) =>
      Object.assign(document.createElement("span"), { className: "chip", textContent: `📎 ${text}` }),
    ),
  );
}

$("file").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  event.target.value = "";
  if (!file) return;
  const read = await readFile(file);
  if (picking) {
    state.files[picking] = { ...read, option: picking };
    if (!input.value.endsWith(":")) input.value = `${input.value.trimEnd()} ${picking}:`;
    input.value += `${file.name} `;
  } else state.loose.push(read);
  picking = undefined;
  drawFiles();
  void refresh();
});

input.addEventListener("input", () => (showError(), void refresh()));
input.addEventListener("keydown", async (event) => {
  if (!list.hidden && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
    event.preventDefault();
    highlighted = (highlighted + (event.key === "ArrowDown" ? 1 : -1) + shown.length) % shown.length;
    [...list.children].forEach((li, i) => li.classList.toggle("on", i === highlighted));
  } else if (event.key === "Tab" && !list.hidden) {
    event.preventDefault();
    apply(Math.max(0, highlighted));
  } else if (event.key === "Escape") list.hidden = true;
  else if (event.key === "Enter" && highlighted >= 0 && !list.hidden) {
    event.preventDefault();
    apply(highlighted);
  } else if (event.key === "Enter") {
    event.preventDefault();
    await send();
  }
});

async function send() {
  const text = input.value.trim();
  if (!text && state.loose.length === 0) return;
  try {
    if (text.startsWith("/")) await call("command", { text, files: Object.values(state.files) });
    else await call("post", { content: text, files: state.loose });
    Object.assign(state, { files: {}, loose: [] });
    input.value = "";
    list.hidden = true;
    drawFiles();
  } catch (error) {
    failed(error);
  }
}

$("member").addEventListener("change", (event) => {
  state.as = event.target.value;
  localStorage.setItem("as", state.as);
  void load();
});

void load().then(() => input.focus());
