import { text } from "../i18n/index.js";
import type { Workflow } from "../api/cloud.js";
import { isRecord } from "../api/loose-json.js";
import { unstorableString } from "../member-input/member-text.js";
import { UserError } from "../errors.js";
import { fetchAttachment } from "../images/read.js";
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
  if (file.size === 0) throw new UserError(text("graph.fileEmpty"));
  if (file.size > L.fileBytes) {
    throw new UserError(
      text("graph.fileTooLarge", {
        max: text("size.mb", { n: L.fileBytes / MB }),
        size: text("size.mb", { n: Math.ceil((file.size / MB) * 10) / 10 }),
      }),
    );
  }
}

/** Downloads and parses an API-format workflow; every refusal names `file` and what was expected. */
export async function readWorkflowFile(file: AttachmentInfo): Promise<Workflow> {
  const data = await fetchAttachment(file.url, L.fileBytes);
  let source: string;
  try {
    source = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    throw new UserError(text("graph.fileNotText"));
  }
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    throw new UserError(text("graph.fileNotJson"));
  }
  const workflow = parseWorkflow(json);
  // JSON may spell a NUL or half an emoji as an escape, anywhere in an input; the database refuses both.
  if (unstorableString(json) !== undefined) {
    throw new UserError(text("graph.fileBroken"));
  }
  return workflow;
}

/** Checks the API format's shape: `{ "<node id>": { class_type, inputs } }`. */
export function parseWorkflow(json: unknown): Workflow {
  if (!isRecord(json)) throw new UserError(text("graph.fileNotObject"));
  if (Array.isArray(json.nodes) && Array.isArray(json.links)) {
    throw new UserError(text("graph.fileEditorFormat"));
  }
  const ids = Object.keys(json);
  if (ids.length === 0) throw new UserError(text("graph.fileNoNodes"));
  if (ids.length > L.nodes) throw new UserError(text("graph.fileTooManyNodes", { max: L.nodes, count: ids.length }));
  for (const id of ids) {
    const node = json[id];
    const label = text("graph.nodeId", { id: JSON.stringify(id.slice(0, 40)) });
    if (id.length > 40 || /\p{Cc}/u.test(id)) throw new UserError(text("graph.fileBadId", { label }));
    if (!isRecord(node) || typeof node.class_type !== "string" || !isRecord(node.inputs)) {
      throw new UserError(text("graph.fileBadNode", { label }));
    }
    if (node.class_type === "" || node.class_type.length > 200 || /\p{Cc}/u.test(node.class_type)) {
      throw new UserError(text("graph.fileBadClass", { label }));
    }
  }
  return json as Workflow;
}
