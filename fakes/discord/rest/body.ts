import type { IncomingMessage } from "node:http";
import { DiscordError, tooLarge } from "../errors.js";

export const MAX_BODY_BYTES = 25 * 1024 * 1024;

export interface UploadedFile {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface ParsedBody {
  json: any;
  files: UploadedFile[];
}

/** Reads a JSON or multipart (`payload_json` + `files[n]`) body; over 25 MiB is 413 code 40005. */
export async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  const raw = await readWhole(req);
  if (raw.length > MAX_BODY_BYTES) throw tooLarge();
  const type = req.headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data")) return parseMultipart(raw, type);
  if (raw.length === 0) return { json: undefined, files: [] };
  return { json: parseJson(raw.toString("utf8")), files: [] };
}

/** The request's bytes, read with its events: an async iterator per request cost more than the rest of a callback's handling. */
function readWhole(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once("error", reject);
    req.once("close", () => {
      if (!req.complete) reject(new Error("the request was aborted"));
    });
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new DiscordError(400, 50109, "The request body contains invalid JSON.");
  }
}

async function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedBody> {
  const form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
  const files: UploadedFile[] = [];
  let json: any = {};
  for (const [name, value] of form) {
    if (typeof value === "string") {
      if (name === "payload_json") json = parseJson(value);
      continue;
    }
    files.push({
      name,
      filename: value.name,
      contentType: value.type || "application/octet-stream",
      data: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json, files };
}
