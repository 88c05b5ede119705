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
 * about. Every other choice is translated in each table.
 */
export const IDENTIFIER_CHOICES: readonly string[] = [
  "upscale.scale",
  "generate.aspect",
  "generate.hires",
  "upscale.engine=upscaler_illusio",
  "upscale.engine=upscaler_sharpy",
  "upscale.engine=upscaler_sparkle",
  "style-transfer.engine",
  "style-transfer.flavor",
  "style-transfer.portrait_style",
  "node.search.os",
  "node.search.accelerator",
  "video.start-end.model",
  "video.start-end.resolution",
  "video.extend.model",
  "video.extend.resolution",
  "video.multiframe.model",
  "video.multiframe.resolution",
  // Each language by its own name (the server's default is translated).
  ...["en", "de", "fr", "es-ES", "pt-BR", "ja", "ko"].map((locale) => `settings.language.language=${locale}`),
];

/** Whether a choice (`path=value`) keeps its name in every language. */
export function isIdentifierChoice(choicePath: string): boolean {
  const option = choicePath.slice(0, choicePath.indexOf("="));
  return IDENTIFIER_CHOICES.includes(choicePath) || IDENTIFIER_CHOICES.includes(option);
}
