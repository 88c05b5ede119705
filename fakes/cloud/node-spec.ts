import type { InputSpec, NodeInfo } from "../../src/api/cloud-types.js";

/** One node class of `object_info`, in the real shape (wire-notes.md). */
export function node(
  category: string,
  required: NodeInfo["input"]["required"],
  output: string[],
  extra: Partial<NodeInfo> = {},
): NodeInfo {
  return {
    input: { required, optional: {} },
    input_order: { required: Object.keys(required ?? {}) },
    output,
    output_is_list: output.map(() => false),
    output_name: output,
    description: "",
    category,
    output_node: false,
    python_module: "nodes",
    api_node: false,
    ...extra,
  };
}

export const INT = (min: number, max: number, def: number): InputSpec => ["INT", { default: def, min, max }];
export const FLOAT = (min: number, max: number, def: number, step = 0.01): InputSpec => [
  "FLOAT",
  { default: def, min, max, step },
];

/** A list of choices in the older `[[choice, ...], {}]` format or the newer `["COMBO", {options}]` one. */
export type ComboFormat = "list" | "combo";

export function combo(choices: readonly string[], format: ComboFormat = "list", options = {}): InputSpec {
  return format === "combo" ? ["COMBO", { ...options, options: [...choices] }] : [[...choices], options];
}
