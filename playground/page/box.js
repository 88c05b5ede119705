// The message box under the channel: suggestions as the member types, the files picked with +
// (as chips that can be removed), and Enter, which sends a command or posts a message.
import { fileOption, readFile, suggest } from "./composer.js";

const $ = (id) => document.getElementById(id);

/** Wires the box; `call(action, body)` asks the server. Returns the input, to focus. */
export function startComposer({ state, call, showError, failed }) {
  const input = $("input");
  const list = $("suggestions");
  /** The files picked: for a command's options, by option name; for a plain message, in order. */
  const files = { options: {}, loose: [] };
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

  /** A chip per file picked, with a button that takes it away again (and its option from the text). */
  function drawFiles() {
    const chip = (text, name, drop) => {
      const node = Object.assign(document.createElement("span"), { className: "chip", textContent: `📎 ${text}` });
      const button = Object.assign(document.createElement("button"), { type: "button", textContent: "×" });
      button.setAttribute("aria-label", `Remove ${name}`);
      button.addEventListener("click", () => (drop(), drawFiles(), input.focus(), void refresh()));
      node.append(button);
      return node;
    };
    $("files").replaceChildren(
      ...Object.entries(files.options).map(([option, f]) =>
        chip(`${option}: ${f.filename}`, f.filename, () => {
          delete files.options[option];
          input.value = input.value.replace(optionText(option), " ").replace(/\s+$/, " ");
        }),
      ),
      ...files.loose.map((f, i) => chip(f.filename, f.filename, () => files.loose.splice(i, 1))),
    );
  }

  // + (or a file option's suggestion): the file fills the command's file option being typed or
  // still free; with no command, it goes with the message.
  $("file").addEventListener("change", async (event) => {
    const file = event.target.files[0];
    event.target.value = "";
    const option =
      picking ?? (input.value.startsWith("/") ? fileOption(input.value, state.commands, files.options) : undefined);
    picking = undefined;
    if (!file) return;
    if (input.value.startsWith("/") && !option) {
      showError(`${input.value.split(" ")[0]} takes no (more) files.`);
      return;
    }
    const read = await readFile(file);
    if (option) {
      files.options[option] = { ...read, option };
      const name = file.name.replace(/\s+/g, "_");
      const text = input.value.replace(optionText(option), " ").trimEnd();
      input.value = `${text} ${option}:${name} `;
    } else files.loose.push(read);
    showError();
    drawFiles();
    input.focus();
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
    if (!text && files.loose.length === 0) return;
    try {
      if (text.startsWith("/")) await call("command", { text, files: Object.values(files.options) });
      else await call("post", { content: text, files: files.loose });
      Object.assign(files, { options: {}, loose: [] });
      input.value = "";
      list.hidden = true;
      drawFiles();
    } catch (error) {
      failed(error);
    }
  }

  return input;
}

/** `image:cat.png` in the text (a file's name has no spaces there). */
const optionText = (option) => new RegExp(`(?:^|\\s)${option.replace(/[-_]/g, "\\$&")}:\\S*`);
