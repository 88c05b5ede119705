import type { Workflow } from "../api/cloud.js";
import { isRecord } from "../api/loose-json.js";
import { unstorableString } from "../api/schemas/member-text.js";
import { UserError } from "../errors.js";
import { fetchAttachment } from "../jobs/read.js";
import { WORKFLOW_LIMITS as L } from "./limits.js";

const MB = 1024 * 1024;

/** What Discord tells about an attachment before it is downloaded. */
export interface AttachmentInfo {
  url: string;
  name: string;
  size: number;
}

/** Refuses an attachment by its declared size alone, before a byte is downloaded. */
export function checkWorkflowAttachment(file: AttachmentInfo): void {
  if (file.size === 0) throw new UserError("`file` is empty: attach the workflow's JSON (Export (API) in the editor).");
  if (file.size > L.fileBytes) {
    throw new UserError(`\`file\` must be at most ${L.fileBytes / MB} MB (it is ${(file.size / MB).toFixed(1)} MB).`);
  }
}

/** Downloads and parses an API-format workflow; every refusal names `file` and what was expected. */
export async function readWorkflowFile(file: AttachmentInfo): Promise<Workflow> {
  const data = await fetchAttachment(file.url, L.fileBytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    throw new UserError("`file` is not text: attach the workflow's JSON (Export (API) in the editor).");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UserError("`file` is not valid JSON: attach the workflow's JSON (Export (API) in the editor).");
  }
  const workflow = parseWorkflow(json);
  // JSON may spell a NUL or half an emoji as an escape, anywhere in an input; the database refuses both.
  if (unstorableString(json) !== undefined) {
    throw new UserError("`file` holds a text with a NUL or a broken character (an unpaired surrogate): fix it in the editor and export again.");
  }
  return workflow;
}

/** Checks the API format's shape: `{ "<node id>": { class_type, inputs } }`. */
export function parseWorkflow(json: unknown): Workflow {
  if (!isRecord(json)) throw new UserError("`file` must hold a JSON object of nodes (the API format).");
  if (Array.isArray(json.nodes) && Array.isArray(json.links)) {
    throw new UserError("`file` is in the editor's format. Export it with **Export (API)** and attach that file.");
  }
  const ids = Object.keys(json);
  if (ids.length === 0) throw new UserError("`file` holds no nodes.");
  if (ids.length > L.nodes) throw new UserError(`\`file\` may hold at most ${L.nodes} nodes (it has ${ids.length}).`);
  for (const id of ids) {
    const node = json[id];
    const label = `node ${JSON.stringify(id.slice(0, 40))}`;
    if (id.length > 40 || /\p{Cc}/u.test(id)) throw new UserError(`\`file\`: ${label} has an id that is not a node id.`);
    if (!isRecord(node) || typeof node.class_type !== "string" || !isRecord(node.inputs)) {
      throw new UserError(`\`file\`: ${label} must be an object with \`class_type\` and \`inputs\` (the API format).`);
    }
    if (node.class_type === "" || node.class_type.length > 200 || /\p{Cc}/u.test(node.class_type)) {
      throw new UserError(`\`file\`: ${label} has a \`class_type\` that is not a node class name.`);
    }
  }
  return json as Workflow;
}
