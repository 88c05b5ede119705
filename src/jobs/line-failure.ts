import { text, type Text } from "../i18n/index.js";
import { failure } from "./failure.js";

/** The refusal past the server's ceiling on waiting jobs. */
export function lineFull(waiting: number): Text {
  return text("line.full", { count: waiting });
}

/** Why a job could not take its turn: the line filled meanwhile, or the database was out of reach. */
export const lineFailure = {
  full: (waiting: number) => failure("queue_full", lineFull(waiting)),
  noDatabase: () => failure("queue", text("line.noDatabase")),
};
