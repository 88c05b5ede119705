import type { Feature } from "../feature.js";
import { generateComponents } from "./buttons.js";
import { generateCommand } from "./command.js";
import { generateKind } from "./kind.js";
import { permutationComponents } from "./permutations.js";
import { preferencesCommand, preferencesComponents } from "./preferences.js";
import { memberKeyComponents } from "./member-key.js";
import { countRecentUses } from "./model-names.js";
import { editPage } from "./region/page.js";
// Its texts, with its commands' names in every language (texts/commands.ts), loaded with the feature.
import "./texts/index.js";

/**
 * `/generate`: a cloud prompt from the server's workflow, with U1..Un, V1..Vn, Reroll, Remix, Zoom Out
 * Pan and Vary (Region) on its result (its edit page, `/edit/`); `/preferences`, a member's own defaults for it.
 */
export const generate: Feature = {
  name: "generate",
  commands: [generateCommand, preferencesCommand],
  components: [...generateComponents, ...permutationComponents, ...preferencesComponents, ...memberKeyComponents],
  kinds: [generateKind],
  pages: [editPage],
  // U1..Un: the platform's upscaler.
  needsPlatform: { buttons: ["gen:up:"] },
  // "Most used first" in the model autocompletes outlives a restart: counted from the jobs already written.
  warm: async ({ store, remotes }) => {
    if (remotes.models) await countRecentUses(store.jobs, remotes.models);
  },
};
