import type { Kind } from "../kind.js";
import { generateComponents } from "./buttons.js";
import { permutationComponents } from "./permutations.js";
import { generatePresenter } from "./presenter.js";
import { generateJob, type GenerateRequest } from "./start.js";

/** `/generate`: a cloud prompt from the server's workflow, with Reroll, Vary and U1..Un on its result. */
export const generate = {
  presenter: generatePresenter,
  job: generateJob,
  components: [...generateComponents, ...permutationComponents],
} satisfies Kind<GenerateRequest>;

export { readGenerate } from "./options.js";
export { askPermutations } from "./permutations.js";
