import type { ObjectInfo, Workflow } from "../../src/api/cloud-types.js";
import { modelNodes, type Holdings } from "./model-nodes.js";
import { CLOUD_MODELS } from "./models.js";
import { INT, node } from "./node-spec.js";

export const CHECKPOINTS = CLOUD_MODELS.checkpoints;
export const PARTNER_NODE = "FlowPartnerImageNode";

/**
 * The node catalogue of `GET /api/object_info`, in the real shape (wire-notes.md): the loaders
 * list what the backend holds (the cloud's own models unless told otherwise).
 */
export function objectInfo(uploads: string[], holdings: Holdings = { models: CLOUD_MODELS }): ObjectInfo {
  const info: ObjectInfo = {
    ...modelNodes(holdings, uploads),
    CLIPTextEncode: node("conditioning", { text: ["STRING", { multiline: true }], clip: ["CLIP", {}] }, [
      "CONDITIONING",
    ]),
    EmptyLatentImage: node(
      "latent",
      { width: INT(16, 16384, 512), height: INT(16, 16384, 512), batch_size: INT(1, 4096, 1) },
      ["LATENT"],
    ),
    VAEDecode: node("latent", { samples: ["LATENT", {}], vae: ["VAE", {}] }, ["IMAGE"]),
    VAEEncode: node("latent", { pixels: ["IMAGE", {}], vae: ["VAE", {}] }, ["LATENT"]),
    RepeatLatentBatch: node("latent/batch", { samples: ["LATENT", {}], amount: INT(1, 64, 1) }, ["LATENT"]),
    LoadImage: node("image", { image: [uploads, { image_upload: true }] }, ["IMAGE", "MASK"]),
    ImageScale: node(
      "image/upscaling",
      {
        image: ["IMAGE", {}],
        upscale_method: [["nearest-exact", "bilinear", "area"], {}],
        width: INT(0, 16384, 512),
        height: INT(0, 16384, 512),
        crop: [["disabled", "center"], {}],
      },
      ["IMAGE"],
    ),
    ImagePadForOutpaint: node(
      "image",
      {
        image: ["IMAGE", {}],
        left: INT(0, 16384, 0),
        top: INT(0, 16384, 0),
        right: INT(0, 16384, 0),
        bottom: INT(0, 16384, 0),
        feathering: INT(0, 16384, 40),
      },
      ["IMAGE", "MASK"],
    ),
    SaveImage: node("image", { images: ["IMAGE", {}], filename_prefix: ["STRING", { default: "flow" }] }, [], {
      output_node: true,
    }),
    PreviewImage: node("image", { images: ["IMAGE", {}] }, [], { output_node: true }),
    [PARTNER_NODE]: node("api node/image", { prompt: ["STRING", {}], seed: INT(0, 2147483647, 0) }, ["IMAGE"], {
      api_node: true,
      python_module: "flow_api_nodes",
    }),
  };
  for (const [name, entry] of Object.entries(info)) Object.assign(entry, { name, display_name: name });
  return info;
}

export interface ValidationFailure {
  error: { type: string; message: string; details: string; extra_info: Record<string, unknown> };
  node_errors: Record<string, unknown>;
}

function failure(type: string, message: string, nodeErrors: Record<string, unknown> = {}): ValidationFailure {
  return { error: { type, message, details: "", extra_info: {} }, node_errors: nodeErrors };
}

/** The service's own checks of a submitted workflow, with its 400 body shapes. */
export function validateWorkflow(prompt: unknown, info: ObjectInfo): ValidationFailure | undefined {
  if (typeof prompt !== "object" || prompt === null || Array.isArray(prompt))
    return failure("no_prompt", "No prompt provided");
  const workflow = prompt as Workflow;
  for (const [id, entry] of Object.entries(workflow)) {
    if (!entry || typeof entry.class_type !== "string" || !info[entry.class_type]) {
      return failure(
        "invalid_prompt",
        `Cannot execute because node ${String(entry?.class_type)} (${id}) does not exist.`,
      );
    }
  }
  const outputs = Object.keys(workflow).filter((id) => info[workflow[id]!.class_type]!.output_node === true);
  if (outputs.length === 0) return failure("prompt_no_outputs", "Prompt has no outputs");
  const nodeErrors: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries(workflow)) {
    const missing = Object.keys(info[entry.class_type]!.input.required ?? {}).filter(
      (name) => entry.inputs?.[name] === undefined,
    );
    if (missing.length === 0) continue;
    nodeErrors[id] = {
      errors: missing.map((name) => ({
        type: "required_input_missing",
        message: "Required input is missing",
        details: name,
        extra_info: { input_name: name },
      })),
      dependent_outputs: outputs,
      class_type: entry.class_type,
    };
  }
  if (Object.keys(nodeErrors).length === 0) return undefined;
  const result = failure("prompt_outputs_failed_validation", "Prompt outputs failed validation", nodeErrors);
  result.error.details = Object.values(nodeErrors).length + " node(s) failed validation";
  return result;
}
