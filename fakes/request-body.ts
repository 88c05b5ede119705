import type { IncomingMessage } from "node:http";

/** A request's whole body. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A multipart body's fields: text as strings, files as `{filename, contentType, data}`. */
export async function formFields(contentType: string, raw: Buffer): Promise<Record<string, unknown>> {
  const form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) {
    fields[name] =
      typeof value === "string"
        ? value
        : { filename: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) };
  }
  return fields;
}

/** A body as JSON, or as the text it is when it is not JSON. */
export function jsonOrText(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    return raw.toString("utf8");
  }
}
