import { createHmac, timingSafeEqual } from "node:crypto";

/** What a signature authorises: a partner's callback for a job, or output `n` of a job. */
export type Signed = { kind: "callback"; jobId: string } | { kind: "file"; jobId: string; n: number };

/** What a file link's token says: good, past its expiry, from before links expired, or forged. */
export type FileToken = "valid" | "expired" | "unexpiring" | "forged";

/** How long a file link works unless told (FLOWBOT_FILE_LINK_DAYS). */
export const DEFAULT_FILE_LINK_DAYS = 30;
const DAY_MS = 86_400_000;
/** A file token: 4 bytes of expiry (Unix seconds) and 28 of HMAC, 32 in all, 43 characters as links had before. */
const EXPIRY_BYTES = 4;
const MAC_BYTES = 28;

/**
 * HMAC-SHA256 signatures for the HTTP server's public URLs. The key is derived from the secret
 * key, so links stay valid across restarts and processes; each job has its own key, so a
 * signature for one job or output says nothing about another. A file link carries its expiry,
 * signed with it, so it stops working by itself after `fileLinkDays`.
 */
export class Signer {
  readonly #key: Buffer;
  readonly #fileLinkMs: number;

  constructor(key: Buffer, options: { fileLinkDays?: number } = {}) {
    if (key.length < 32) throw new Error("the signing key must be at least 32 bytes");
    const days = options.fileLinkDays ?? DEFAULT_FILE_LINK_DAYS;
    if (!(days > 0)) throw new RangeError(`fileLinkDays must be above 0 (got ${days})`);
    this.#key = Buffer.from(key);
    this.#fileLinkMs = days * DAY_MS;
  }

  /** A callback's signature, or a file link's token expiring `fileLinkDays` after `now`. */
  sign(what: Signed, now = Date.now()): string {
    if (what.kind === "callback") return this.#mac(what.jobId, "callback").toString("base64url");
    return this.#fileToken(what.jobId, what.n, Math.floor((now + this.#fileLinkMs) / 1000));
  }

  verify(what: Signed, signature: string, now = Date.now()): boolean {
    if (what.kind === "file") return this.checkFile(what.jobId, what.n, signature, now) === "valid";
    return same(signature, this.sign(what));
  }

  /** A file link's token read: its signature first, then its expiry. */
  checkFile(jobId: string, n: number, token: string, now = Date.now()): FileToken {
    const bytes = Buffer.from(token, "base64url");
    if (bytes.length === EXPIRY_BYTES + MAC_BYTES) {
      const expires = bytes.readUInt32BE(0);
      if (same(token, this.#fileToken(jobId, n, expires))) return expires * 1000 > now ? "valid" : "expired";
    }
    // Links made before they expired signed the output alone, with the whole HMAC.
    return same(token, this.#mac(jobId, `file:${n}`).toString("base64url")) ? "unexpiring" : "forged";
  }

  /** The callback URL a partner task is given (`webhook_url` / `callback_url`). */
  callbackUrl(publicUrl: string, jobId: string): string {
    return `${publicUrl}/callbacks/partner/${encodeURIComponent(jobId)}/${this.sign({ kind: "callback", jobId })}`;
  }

  /** The link to output `n` of a job, streamed fresh from the service each time, until it expires. */
  fileUrl(publicUrl: string, jobId: string, n: number, now = Date.now()): string {
    return `${publicUrl}/files/${encodeURIComponent(jobId)}/${n}/${this.sign({ kind: "file", jobId, n }, now)}`;
  }

  #fileToken(jobId: string, n: number, expires: number): string {
    const expiry = Buffer.alloc(EXPIRY_BYTES);
    expiry.writeUInt32BE(Math.min(expires, 0xffff_ffff));
    const mac = this.#mac(jobId, `file:${n}:${expiry.readUInt32BE(0)}`).subarray(0, MAC_BYTES);
    return Buffer.concat([expiry, mac]).toString("base64url");
  }

  #mac(jobId: string, message: string): Buffer {
    const jobKey = createHmac("sha256", this.#key).update(`job:${jobId}`).digest();
    return createHmac("sha256", jobKey).update(message).digest();
  }
}

/** Compared in constant time, as the strings given: a token is valid in one spelling only. */
function same(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
