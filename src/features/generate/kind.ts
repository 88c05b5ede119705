import type { Kind } from "../feature.js";
import { generatePresenter } from "./presenter.js";
import { generateJob, type GenerateRequest } from "./start.js";
import { withRegion } from "./region/job.js";

/** A cloud prompt from the server's workflow, with Reroll, Vary and U1..Un on its result. */
export const generateKind = {
  name: "generate",
  presenter: generatePresenter,
  job: (deps) => withRegion(deps, generateJob(deps)),
} satisfies Kind<GenerateRequest>;
