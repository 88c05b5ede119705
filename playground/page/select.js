// Select menus as Discord draws them under a message: a string select (component type 3) with
// its options, and the selects whose options Discord's client fills in itself: users (5), roles
// (6), users and roles (7), channels (8). One value, or several where `max_values` allows them.

/** What the member may pick in an auto-filled select, from the names the page knows. */
function autoOptions(c, names) {
  const entries = (kind, map, prefix = "") =>
    Object.entries(map ?? {}).map(([id, name]) => ({ value: id, label: `${prefix}${name}`, kind }));
  const users = () => entries("user", names.users);
  // Discord's role select offers every role but @everyone.
  const roles = () => entries("role", names.roles, "@").filter((o) => o.label !== "@@everyone");
  const channels = () => entries("channel", names.channels, "#");
  const options = { 5: users, 6: roles, 7: () => [...users(), ...roles()], 8: channels }[c.type]();
  const picked = new Set((c.default_values ?? []).map((d) => d.id));
  return options.map((o) => ({ ...o, default: picked.has(o.value) }));
}

/**
 * A select: its options (the default ones picked), a placeholder while none is; a pick sends its
 * values (`onSelect(customId, values)`) once it is as many as the select takes, as Discord's
 * client sends one interaction when its menu closes.
 */
export function select(c, onSelect, names, el) {
  const options = c.type === 3 ? c.options : autoOptions(c, names);
  const min = c.min_values ?? 1;
  const max = c.max_values ?? 1;
  const multiple = max > 1;
  const picked = options.filter((o) => o.default);
  const items = options.map((o) =>
    el("option", { value: o.value, selected: o.default === true }, [
      o.emoji?.name && !o.emoji.id ? `${o.emoji.name} ` : "",
      o.label,
    ]),
  );
  const placeholder = c.placeholder ?? "Make a selection";
  if (picked.length === 0 && !multiple)
    items.unshift(el("option", { value: "", disabled: true, selected: true }, placeholder));
  const node = el(
    "select",
    {
      class: "select",
      multiple,
      size: multiple ? Math.min(options.length, 6) : undefined,
      disabled: c.disabled,
      "aria-label": c.placeholder ?? (multiple ? undefined : picked[0]?.label) ?? c.custom_id,
      "data-type": String(c.type),
    },
    items,
  );
  node.addEventListener("change", () => {
    const values = [...node.selectedOptions].map((o) => o.value);
    if (values.length >= min && values.length <= max) onSelect(c.custom_id, values);
  });
  return node;
}

/** Component types this module draws. */
export const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);
