import { createHmac, timingSafeEqual } from "node:crypto";

/** What a signature authorises: a partner's callback for a job, or output `n` of a job. */
export type Signed = { kind: "callback"; jobId: string } | { kind: "file"; jobId: string; n: number };

/**
 * HMAC-SHA256 signatures for the HTTP server's public URLs. The key is derived from the secret
 * key, so links stay valid across restarts and processes; each job has its own key, so a
 * signature for one job or output says nothing about another.
 */
export class Signer {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length < 32) throw new Error("the signing key must be at least 32 bytes");
    this.#key = Buffer.from(key);
  }

  sign(what: Signed): string {
    const jobKey = createHmac("sha256", this.#key).update(`job:${what.jobId}`).digest();
    const message = what.kind === "file" ? `file:${what.n}` : "callback";
    return createHmac("sha256", jobKey).update(message).digest("base64url");
  }

  verify(what: Signed, signature: string): boolean {
    const expected = Buffer.from(this.sign(what));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The callback URL a partner task is given (`webhook_url` / `callback_url`). */
  callbackUrl(publicUrl: string, jobId: string): string {
    return `${publicUrl}/callbacks/partner/${encodeURIComponent(jobId)}/${this.sign({ kind: "callback", jobId })}`;
  }

  /** The link to output `n` of a job, streamed fresh from the service each time. */
  fileUrl(publicUrl: string, jobId: string, n: number): string {
    return `${publicUrl}/files/${encodeURIComponent(jobId)}/${n}/${this.sign({ kind: "file", jobId, n })}`;
  }
}
