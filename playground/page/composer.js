// The message box: `/` lists the registered commands, then their subcommands and options (with
// choices, the bot's autocomplete, channels, and a file pick for attachment options); Enter
// sends the text as typed, `/generate prompt:a lighthouse count:2`, or posts a plain message.

const TYPE_NAMES = {
  3: "text",
  4: "integer",
  5: "true/false",
  6: "user",
  7: "channel",
  8: "role",
  10: "number",
  11: "file",
};

/** Where the text stands: the command, its subcommand path, the option being typed, the options given. */
export function analyse(text, commands) {
  const words = text.slice(1).split(" ");
  const command = commands.find((c) => c.type === 1 && c.name === words[0]);
  if (!command || words.length === 1) return { stage: "command", typed: words[0] };
  let options = command.options ?? [];
  let i = 1;
  while (options.some((o) => o.type === 1 || o.type === 2)) {
    const next = options.find((o) => (o.type === 1 || o.type === 2) && o.name === words[i]);
    if (!next || i === words.length - 1)
      return { stage: "subcommand", typed: words[i] ?? "", choices: options, command };
    options = next.options ?? [];
    i++;
  }
  const rest = words.slice(i).join(" ");
  const names = options.map((o) => o.name.replace(/[-_]/g, "\\$&")).join("|");
  const marks = names ? [...rest.matchAll(new RegExp(`(?:^|\\s)(${names}):`, "g"))] : [];
  const given = new Set(marks.map((m) => m[1]));
  const last = marks.at(-1);
  const value = last ? rest.slice(last.index + last[0].length) : "";
  const free = options.filter((o) => !given.has(o.name));
  // A value ends at a space (a text value goes on only while typed without a pause at its end).
  if (last && !value.endsWith(" "))
    return { stage: "value", option: options.find((o) => o.name === last[1]), typed: value, command, free };
  // The word being typed, if any, is the start of an option's name.
  return { stage: "option", options: free, typed: /\S*$/.exec(rest)[0], command };
}

/** The options whose names start with `typed`, each to replace the word typed: `/generate pro` → `/generate prompt:`. */
function optionSuggestions(options, typed, base) {
  return options
    .filter((o) => o.name.startsWith(typed))
    .map((o) => ({
      label: `${o.name}:`,
      hint: `${TYPE_NAMES[o.type] ?? ""}${o.required ? ", required" : ""} — ${o.description ?? ""}`,
      insert: `${base}${o.name}:`,
      file: o.type === 11 ? o.name : undefined,
    }));
}

/**
 * The file option a file picked with + fills, for a command being typed: the one being typed,
 * else the first free one (required first); undefined when the command takes no file (more).
 */
export function fileOption(text, commands, picked) {
  const at = analyse(text, commands);
  if (at.stage === "value" && at.option?.type === 11) return at.option.name;
  const free = (at.stage === "option" ? at.options : (at.free ?? [])).filter((o) => o.type === 11 && !picked[o.name]);
  return (free.find((o) => o.required) ?? free[0])?.name;
}

/** Suggestions for where the text stands: [{label, hint, insert}] or a promise of them. */
export function suggest(text, state, fetchChoices) {
  if (!text.startsWith("/")) return [];
  const at = analyse(text, state.commands);
  const base = text.replace(/\S*$/, "");
  if (at.stage === "command") {
    return state.commands
      .filter((c) => c.type === 1 && c.name.startsWith(at.typed))
      .map((c) => ({ label: `/${c.name}`, hint: c.description, insert: `/${c.name} ` }));
  }
  if (at.stage === "subcommand") {
    return at.choices
      .filter((o) => o.name.startsWith(at.typed))
      .map((o) => ({ label: o.name, hint: o.description, insert: `${base}${o.name} ` }));
  }
  if (at.stage === "option") {
    const spaced = base === "" || base.endsWith(" ") ? base : `${base} `;
    return optionSuggestions(at.options, at.typed, spaced);
  }
  const { option, typed } = at;
  const head = text.slice(0, text.length - typed.length);
  if (option.type === 11)
    return [{ label: `Pick a file for ${option.name}`, hint: "from this computer", insert: head, file: option.name }];
  if (option.type === 7)
    return state.channels.map((c) => ({ label: `#${c.name}`, hint: "channel", insert: `${head}#${c.name} ` }));
  if (option.choices?.length) {
    return option.choices
      .filter((c) => c.name.toLowerCase().includes(typed.toLowerCase()))
      .map((c) => ({ label: c.name, hint: String(c.value), insert: `${head}${c.name} ` }));
  }
  if (option.autocomplete) {
    return fetchChoices(text, option.name).then((choices) =>
      choices.map((c) => ({ label: c.name, hint: String(c.value), insert: `${head}${c.value} ` })),
    );
  }
  // Free text: what it is, and the options the last word typed may start (the text ends before them).
  const word = typed.includes(" ") ? /\S*$/.exec(typed)[0] : "";
  return [
    ...(word ? optionSuggestions(at.free, word, base) : []),
    { label: `${option.name}: ${TYPE_NAMES[option.type] ?? ""}`, hint: option.description ?? "", insert: null },
  ];
}

/** Reads a picked file as base64 for the JSON body. */
export function readFile(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({
        filename: file.name,
        contentType: file.type,
        base64: String(reader.result).replace(/^data:[^,]*,/, ""),
      });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
