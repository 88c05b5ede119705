/**
 * A language's names and descriptions of the commands, keyed by command path: the command, its
 * subcommand group, subcommand and option names joined by dots (`settings.channels.add.channel`),
 * a choice as `path=value` (`upscale.optimized_for=standard`, its name only), and a context menu
 * by its English name (its name only). A command or option entry is `[name, description]`.
 */
export type CommandTable = Readonly<Record<string, string | readonly [name: string, description: string]>>;

/**
 * Choices whose names are the service's own identifiers (model names, engines, scales,
 * resolutions): every language shows them as they are, so the member picks the value they read
 * about. Every other choice is translated in each table. Each feature adds its own (an option's
 * path for all its choices, or one `path=value`) with its command texts (`addCommandTexts`).
 */
const identifierChoices = new Set<string>();

export function addIdentifierChoices(paths: readonly string[]): void {
  for (const path of paths) identifierChoices.add(path);
}

/** Whether a choice (`path=value`) keeps its name in every language. */
export function isIdentifierChoice(choicePath: string): boolean {
  const option = choicePath.slice(0, choicePath.indexOf("="));
  return identifierChoices.has(choicePath) || identifierChoices.has(option);
}
