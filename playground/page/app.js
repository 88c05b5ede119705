// The playground page: a Discord channel as a member sees it, kept live by the server's events.
import "@skyra/discord-components-core";
import { startComposer } from "./box.js";
import { openApps, openModal } from "./dialogs.js";
import { refreshTimestamps } from "./markup.js";
import { renderMessage } from "./render.js";

const $ = (id) => document.getElementById(id);
/** This start's token, which the server put in the page: every API call shows it. */
const token = document.querySelector('meta[name="playground-token"]').content;
const state = {
  as: localStorage.getItem("as") ?? "owner",
  place: localStorage.getItem("place") ?? "server",
  commands: [],
  channels: [{ name: "general" }],
  names: { users: {}, channels: {}, roles: {} },
  upscaleEmoji: "🔍",
  rows: new Map(),
  views: new Map(),
};
let events;

async function call(action, body) {
  const response = await fetch(`/api/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-playground-token": token },
    body: JSON.stringify({ as: state.as, place: state.place, ...body }),
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

// The channel stays scrolled to its end, as Discord's does, unless the member scrolled up: only
// the member's own scrolling (wheel, keys, the scrollbar, a touch) moves it away from the end; a
// message growing, an image loading or the composer taking more room keep it there.
const scroller = $("scroller");
let stick = true;
let touched = 0;
let held = false;
const atEnd = () => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 80;
const follow = () => stick && (scroller.scrollTop = scroller.scrollHeight);
for (const type of ["wheel", "touchmove", "keydown"])
  scroller.addEventListener(type, () => (touched = Date.now()), { passive: true });
scroller.addEventListener("pointerdown", () => (held = true));
window.addEventListener("pointerup", () => (held = false));
scroller.addEventListener("scroll", () => (stick = held || Date.now() - touched < 500 ? atEnd() : stick || atEnd()));
const resized = new ResizeObserver(follow);
resized.observe(scroller);
resized.observe($("messages"));

function draw(view) {
  state.views.set(view.id, view);
  const row = renderMessage(view, {
    names: state.names,
    upscaleEmoji: state.upscaleEmoji,
    offers: offers(),
    actions: {
      press: (customId) => call("button", { messageId: view.id, customId }).catch(failed),
      choose: (customId, values) => call("button", { messageId: view.id, customId, values }).catch(failed),
      react: (emoji) => call("react", { messageId: view.id, emoji }).catch(failed),
      apps: (anchor) =>
        openApps($("menu"), anchor, apps(), (name) => call("menu", { messageId: view.id, name }).catch(failed)),
      dismiss: () => remove(view.id),
    },
  });
  const old = state.rows.get(view.id);
  if (old) {
    resized.unobserve(old);
    old.replaceWith(row);
  } else $("messages").append(row);
  state.rows.set(view.id, row);
  resized.observe(row);
  follow();
}

function remove(id) {
  const row = state.rows.get(id);
  if (row) resized.unobserve(row);
  row?.remove();
  state.rows.delete(id);
  state.views.delete(id);
}

/** The places a member can be (the channel the page shows): a server's channel, the bot's DM, a server without it. */
const PLACES = {
  server: { hash: "#", name: "general", welcome: "Welcome to #general!" },
  dm: { hash: "@", name: "flowbot", welcome: "This is the beginning of your direct messages with flowbot." },
  "outside-server": { hash: "#", name: "lobby", welcome: "#lobby, in a server that did not add flowbot" },
};

/** The message commands offered here (Apps' items). */
const apps = () => state.commands.filter((c) => c.type === 3).map((c) => c.name);

/**
 * What the hover bar offers here, only what works: the upscale emoji where the bot sees reactions
 * (a server that added it; it is not told of them in a DM or elsewhere), Apps where it has message commands.
 */
const offers = () => ({ upscale: state.place === "server", apps: apps().length > 0 });

/** The welcome's invitation to the hover bar, naming only what works here. */
function hoverHint() {
  const { upscale, apps: menu } = offers();
  const react = upscale ? `react (${state.upscaleEmoji} upscales an image)` : "react";
  return menu ? `hover a message to ${react} or open Apps.` : `hover a message to ${react}.`;
}

function showPlace() {
  const place = PLACES[state.place] ?? PLACES.server;
  $("hash").textContent = place.hash;
  $("channel-name").textContent = place.name;
  $("welcome").textContent = place.welcome;
  $("hover-hint").textContent = hoverHint();
  $("installed").hidden = state.place === "server";
  $("input").placeholder = `Message ${place.hash}${place.name} — type / for commands`;
  $("input").setAttribute("aria-label", `Message ${place.hash}${place.name}`);
  document.title = `${place.hash}${place.name} · flowbot playground`;
  $("place").value = state.place;
}

/** Follows the channel's changes for the member played now, there, then draws it afresh (nothing falls between). */
async function load() {
  const seat = { as: state.as, place: state.place };
  if (events?.seat !== JSON.stringify(seat)) {
    events?.close();
    const query = new URLSearchParams({ ...seat, token });
    events = Object.assign(new EventSource(`/api/events?${query}`), { seat: JSON.stringify(seat) });
    events.addEventListener("message", (e) => draw(JSON.parse(e.data)));
    events.addEventListener("delete", (e) => remove(JSON.parse(e.data).id));
    // A setting the page shows changed (the upscale emoji of the hover bar): every row again.
    events.addEventListener("settings", (e) => {
      state.upscaleEmoji = JSON.parse(e.data).upscaleEmoji;
      [...state.views.values()].forEach(draw);
    });
    // After a dropped connection (or a restarted playground) what changed meanwhile is read again.
    let opened = false;
    events.addEventListener("open", () => (opened ? void load() : (opened = true)));
    // Refused for good (a restarted playground has a new token): only a reload gets the new one.
    events.addEventListener("error", (e) => {
      if (e.target.readyState === EventSource.CLOSED)
        showError("The playground restarted or stopped: reload the page.");
    });
  }
  const response = await fetch(`/api/state?${new URLSearchParams(seat)}`, { headers: { "x-playground-token": token } });
  const s = await response.json();
  if (!response.ok) return showError(s.error ?? `HTTP ${response.status}`);
  Object.assign(state, { commands: s.commands, channels: s.channels, upscaleEmoji: s.upscaleEmoji });
  state.names.channels = Object.fromEntries(s.channels.map((c) => [c.id, c.name]));
  state.names.users = Object.fromEntries([s.owner, s.member, s.bot].map((u) => [u.id, u.username]));
  state.names.roles = Object.fromEntries(s.roles.map((r) => [r.id, r.name]));
  $("services").textContent = s.services;
  $("member").value = state.as;
  showPlace();
  for (const id of [...state.rows.keys()]) remove(id);
  s.messages.forEach(draw);
}

for (const [id, key] of [
  ["member", "as"],
  ["place", "place"],
])
  $(id).addEventListener("change", (event) => {
    state[key] = event.target.value;
    localStorage.setItem(key, state[key]);
    void load();
  });

// Relative times (`<t:…:R>`, "in 2 minutes") move on as Discord's do.
setInterval(refreshTimestamps, 10_000);

const input = startComposer({ state, call, showError, failed });
void load().then(() => input.focus());
