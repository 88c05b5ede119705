import type { InputSpec, ObjectInfo, Workflow } from "../../src/api/cloud-types.js";

interface InputError {
  type: string;
  message: string;
  details: string;
  extra_info: Record<string, unknown>;
}

export interface EngineRefusal {
  status: number;
  body: unknown;
}

/** Longer lists are not sent back whole (a folder may hold thousands of models). */
const LISTED_AT_MOST = 20;

const refuse = (type: string, message: string, details = ""): EngineRefusal => ({
  status: 400,
  body: { error: { type, message, details, extra_info: {} }, node_errors: {} },
});

/** The engine's checks of a submitted prompt, with its 400 body (engine-notes.md); undefined when it runs. */
export function validateEnginePrompt(prompt: unknown, info: ObjectInfo): EngineRefusal | undefined {
  if (prompt === undefined) return refuse("no_prompt", "No prompt provided");
  if (typeof prompt !== "object" || prompt === null || Array.isArray(prompt))
    return { status: 500, body: "500 Internal Server Error\n\nServer got itself in trouble" };
  const workflow = prompt as Workflow;
  for (const [id, entry] of Object.entries(workflow)) {
    if (!entry || typeof entry.class_type !== "string" || !info[entry.class_type]) {
      const name = String(entry?.class_type);
      return refuse("invalid_prompt", `Cannot execute because node ${name} does not exist.`, `Node ID '#${id}'`);
    }
  }
  const outputs = Object.keys(workflow).filter((id) => info[workflow[id]!.class_type]!.output_node === true);
  if (outputs.length === 0) return refuse("prompt_no_outputs", "Prompt has no outputs");
  const nodeErrors: Record<string, unknown> = {};
  const lines: string[] = [];
  for (const [id, entry] of Object.entries(workflow)) {
    const { required = {}, optional = {} } = info[entry.class_type]!.input;
    const present = Object.fromEntries(Object.entries(optional).filter(([name]) => entry.inputs?.[name] !== undefined));
    const errors = inputErrors(entry.inputs ?? {}, { ...required, ...present });
    if (errors.length === 0) continue;
    nodeErrors[id] = { errors, dependent_outputs: outputs, class_type: entry.class_type };
    lines.push(...errors.map((e) => `${e.message}: ${e.details}`));
  }
  if (lines.length === 0) return undefined;
  return {
    status: 400,
    body: {
      error: {
        type: "prompt_outputs_failed_validation",
        message: "Prompt outputs failed validation",
        details: lines.join("\n"),
        extra_info: {},
      },
      node_errors: nodeErrors,
    },
  };
}

function inputErrors(inputs: Record<string, unknown>, specs: Record<string, InputSpec>): InputError[] {
  const errors: InputError[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const value = inputs[name];
    const extra = { input_name: name, input_config: spec, received_value: value };
    if (value === undefined) {
      errors.push({
        type: "required_input_missing",
        message: "Required input is missing",
        details: name,
        extra_info: { input_name: name },
      });
      continue;
    }
    if (Array.isArray(value)) continue; // a link
    const choices = Array.isArray(spec[0])
      ? spec[0]
      : spec[0] === "COMBO"
        ? (spec[1]?.options as unknown[])
        : undefined;
    if (choices && !(spec[1] as { image_upload?: boolean } | undefined)?.image_upload && !choices.includes(value)) {
      const long = choices.length > LISTED_AT_MOST;
      const listed = long
        ? `(list of length ${choices.length})`
        : `[${choices.map((c) => `'${String(c)}'`).join(", ")}]`;
      errors.push({
        type: "value_not_in_list",
        message: "Value not in list",
        details: `${name}: '${show(value)}' not in ${listed}`,
        extra_info: { ...extra, input_config: long ? null : spec },
      });
    }
    const { min, max } = spec[1] ?? {};
    if (typeof value === "number" && typeof min === "number" && value < min) {
      errors.push({
        type: "value_smaller_than_min",
        message: `Value ${value} smaller than min of ${min}`,
        details: name,
        extra_info: extra,
      });
    }
    if (typeof value === "number" && typeof max === "number" && value > max) {
      errors.push({
        type: "value_bigger_than_max",
        message: `Value ${value} bigger than max of ${max}`,
        details: name,
        extra_info: extra,
      });
    }
  }
  return errors;
}

function show(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}
