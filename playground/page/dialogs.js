// A form the bot opens (a modal: /settings key, Extend), drawn as Discord draws one, and the
// Apps menu of a message.

const el = (tag, attrs = {}, text) => {
  const node = Object.assign(document.createElement(tag), attrs);
  if (text !== undefined) node.textContent = text;
  return node;
};

/** Shows `modal` in `dialog`; `submit(fields)` sends it and resolves to an error text or nothing. */
export function openModal(dialog, modal, submit) {
  const form = el("form", { method: "dialog", className: "modal-form" });
  form.append(el("h2", {}, modal.title));
  for (const text of modal.texts ?? []) form.append(el("p", { className: "modal-text" }, text));
  for (const input of modal.inputs) {
    // The label's words and its required mark are one line of the label (a flex column), as Discord draws them.
    const title = el("span", { className: "label-title" }, input.label.toUpperCase());
    if (input.required) title.append(el("span", { className: "required" }, " *"));
    const label = el("label", {}, undefined);
    label.append(title);
    if (input.description) label.append(el("span", { className: "description" }, input.description));
    const field = el(input.style === 2 ? "textarea" : "input", {
      name: input.customId,
      required: input.required,
      placeholder: input.placeholder ?? "",
      value: input.value ?? "",
    });
    if (input.maxLength) field.maxLength = input.maxLength;
    if (input.minLength) field.minLength = input.minLength;
    label.append(field);
    form.append(label);
  }
  const error = el("p", { className: "error", hidden: true });
  const cancel = el("button", { type: "button", className: "link" }, "Cancel");
  const send = el("button", { type: "submit", className: "primary" }, "Submit");
  form.append(error, el("div", { className: "modal-buttons" }));
  form.lastChild.append(cancel, send);
  cancel.addEventListener("click", () => dialog.close());
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    send.disabled = true;
    const fields = Object.fromEntries(modal.inputs.map((i) => [i.customId, form.elements[i.customId].value]));
    const problem = await submit(fields);
    send.disabled = false;
    if (problem) Object.assign(error, { hidden: false, textContent: problem });
    else dialog.close();
  });
  dialog.replaceChildren(form);
  dialog.showModal();
  form.querySelector("input, textarea")?.focus();
}

/** The Apps menu under `anchor`: one item per message command the bot registered. */
export function openApps(menu, anchor, names, choose) {
  const box = anchor.getBoundingClientRect();
  menu.replaceChildren(el("li", { className: "menu-title" }, "Apps"));
  for (const name of names) {
    const item = el("li", { role: "menuitem", tabIndex: 0 }, name);
    item.addEventListener("click", () => {
      menu.hidden = true;
      choose(name);
    });
    menu.append(item);
  }
  Object.assign(menu.style, { top: `${box.bottom + 4}px`, left: `${Math.max(8, box.right - 200)}px` });
  menu.hidden = false;
  setTimeout(() => document.addEventListener("click", () => (menu.hidden = true), { once: true }));
}
