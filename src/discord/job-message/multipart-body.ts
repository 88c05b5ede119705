import { randomUUID } from "node:crypto";
import type { Pieces } from "../../pieces.js";

/** A file to send as one part of a multipart body: its bytes in one Buffer or in pieces (see `Pieces`). */
export interface FilePart {
  /** The form field: `files[0]`, `files[1]`… */
  field: string;
  filename: string;
  type: string;
  data: Buffer | Pieces;
}

const CRLF = "\r\n";

/** Quotes a field or file name as browsers do (the HTML form encoding): `"`, CR and LF escaped. */
const quoted = (name: string) => `"${name.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}"`;

/**
 * A `multipart/form-data` body of files and one JSON field whose bytes go to the socket as they
 * are held, never copied, as often as it is sent (a retry sends it again), its length known
 * before. undici's FormData copies every piece of a Blob once more (`new Uint8Array(chunk)` in its
 * body extraction), and @discordjs/rest reads any other stream or Blob whole into one Buffer.
 */
export class MultipartBody implements AsyncIterable<Buffer> {
  readonly contentType: string;
  readonly length: number;
  private readonly parts: readonly Buffer[];

  constructor(files: readonly FilePart[], json: { field: string; value: string }) {
    const boundary = `flowbot-${randomUUID()}`;
    const head = (disposition: string, type: string) =>
      Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; ${disposition}${CRLF}${type}${CRLF}${CRLF}`);
    const parts: Buffer[] = [];
    for (const file of files) {
      parts.push(head(`name=${quoted(file.field)}; filename=${quoted(file.filename)}`, `Content-Type: ${file.type}`));
      parts.push(...(Buffer.isBuffer(file.data) ? [file.data] : file.data.pieces), Buffer.from(CRLF));
    }
    parts.push(head(`name=${quoted(json.field)}`, "Content-Type: application/json"));
    parts.push(Buffer.from(json.value), Buffer.from(`${CRLF}--${boundary}--${CRLF}`));
    this.parts = parts;
    this.length = parts.reduce((n, part) => n + part.length, 0);
    this.contentType = `multipart/form-data; boundary=${boundary}`;
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- undici reads a body given as an async iterable without copying it; nothing here waits
  async *[Symbol.asyncIterator](): AsyncIterator<Buffer> {
    yield* this.parts;
  }
}
