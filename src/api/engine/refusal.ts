import { isRecord } from "../loose-json.js";
import type { ApiError } from "../errors.js";

/** A value an engine refused at `POST /prompt` because it is not among an input's choices. */
export interface RefusedValue {
  node: string;
  classType: string;
  input: string;
  value: string;
}

/**
 * The values a refused prompt named that the engine does not list (`value_not_in_list`,
 * engine-notes.md): a model it lacks, or a sampler it does not know. Empty for any other error.
 */
export function refusedValues(error: ApiError): RefusedValue[] {
  const refused: RefusedValue[] = [];
  for (const [node, entry] of Object.entries(error.nodeErrors ?? {})) {
    if (!isRecord(entry) || !Array.isArray(entry.errors)) continue;
    for (const problem of entry.errors) {
      if (!isRecord(problem) || problem.type !== "value_not_in_list" || !isRecord(problem.extra_info)) continue;
      const { input_name: input, received_value: value } = problem.extra_info;
      if (typeof input !== "string" || typeof value !== "string") continue;
      refused.push({ node, classType: String(entry.class_type), input, value });
    }
  }
  return refused;
}
