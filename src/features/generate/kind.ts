import type { Kind } from "../feature.js";
import { generatePresenter } from "./presenter.js";
import { generateJob, type GenerateRequest } from "./start.js";

/** A cloud prompt from the server's workflow, with Reroll, Vary and U1..Un on its result. */
export const generateKind = {
  name: "generate",
  presenter: generatePresenter,
  job: generateJob,
} satisfies Kind<GenerateRequest>;
