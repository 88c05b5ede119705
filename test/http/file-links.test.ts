import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startHttpServer, type HttpServer } from "../../src/http/server.js";
import { Signer } from "../../src/http/sign.js";
import { createLogger } from "../../src/logging/logger.js";

const DAY = 86_400_000;
const key = randomBytes(32);
const signer = new Signer(key, { fileLinkDays: 2 });

describe("a file link's token", () => {
  test("carries its expiry: valid until fileLinkDays after it was made, expired after", () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signer.sign({ kind: "file", jobId: "j", n: 0 }, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.checkFile("j", 0, token, now + 2 * DAY - 1_000)).toBe("valid");
    expect(signer.checkFile("j", 0, token, now + 2 * DAY)).toBe("expired");
    // Another key reads the same link with its own days: the expiry is in the link, not the reader.
    expect(new Signer(key, { fileLinkDays: 365 }).checkFile("j", 0, token, now + 3 * DAY)).toBe("expired");
  });

  test("an expiry moved forward, another output or job, or another spelling of the bytes is forged", () => {
    const token = signer.sign({ kind: "file", jobId: "j", n: 0 });
    const bytes = Buffer.from(token, "base64url");
    bytes.writeUInt32BE(bytes.readUInt32BE(0) + 365 * 86_400);
    expect(signer.checkFile("j", 0, bytes.toString("base64url"))).toBe("forged");
    expect(signer.checkFile("j", 1, token)).toBe("forged");
    expect(signer.checkFile("k", 0, token)).toBe("forged");
    // The last character holds 4 bits: a neighbour decodes to the same bytes, and is still refused.
    const last = token.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const twin = token.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(Buffer.from(twin, "base64url").equals(Buffer.from(token, "base64url"))).toBe(true);
    expect(signer.checkFile("j", 0, twin)).toBe("forged");
    expect(signer.checkFile("j", 0, "A".repeat(43))).toBe("forged");
  });

  test("a link from before links expired is told apart from a forged one", async () => {
    const { createHmac } = await import("node:crypto");
    const jobKey = createHmac("sha256", key).update("job:j").digest();
    const old = createHmac("sha256", jobKey).update("file:0").digest("base64url");
    expect(signer.checkFile("j", 0, old)).toBe("unexpiring");
    expect(new Signer(randomBytes(32)).checkFile("j", 0, old)).toBe("forged");
  });

  test("fileLinkDays must be above 0", () => {
    expect(() => new Signer(key, { fileLinkDays: 0 })).toThrow(/fileLinkDays must be above 0/);
  });
});

describe("the /files route", () => {
  let server: HttpServer;
  let contentType = "image/png";
  const opened: string[] = [];

  beforeAll(async () => {
    server = await startHttpServer({
      port: 0,
      log: createLogger("silent"),
      signer,
      hooks: {
        notReady: () => Promise.resolve(undefined),
        openOutput: (jobId) => {
          opened.push(jobId);
          // A deleted result's output is not there any more (src/jobs/open-output.ts).
          if (jobId === "deleted") return Promise.resolve(undefined);
          const body = Readable.from([Buffer.from("<script>alert(1)</script>")]);
          return Promise.resolve({ body, size: 25, contentType });
        },
      },
    });
  });
  afterAll(() => server.close());

  test("listens on 127.0.0.1 unless told otherwise", () => {
    expect(server.localUrl).toBe(`http://127.0.0.1:${server.port}`);
  });

  test("an expired link is 410, saying how to get a fresh one, without asking the service", async () => {
    opened.length = 0;
    const res = await fetch(signer.fileUrl(server.localUrl, "job", 0, Date.now() - 3 * DAY));
    expect(res.status).toBe(410);
    expect(await res.text()).toMatch(/expired: \/show with the job posts a fresh one/);
    expect(opened).toEqual([]);
  });

  test("a deleted result's link is 404", async () => {
    expect((await fetch(signer.fileUrl(server.localUrl, "deleted", 0))).status).toBe(404);
  });

  test("the service's type is never sniffed, and only media open inline", async () => {
    for (const [type, disposition] of [
      ["image/png", "inline"],
      ["video/mp4", "inline"],
      ["text/html", "attachment"],
      ["image/svg+xml", "attachment"],
      ["application/octet-stream", "attachment"],
    ]) {
      contentType = type!;
      const res = await fetch(signer.fileUrl(server.localUrl, "job", 0));
      expect(res.status).toBe(200);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect([res.headers.get("content-type"), res.headers.get("content-disposition")]).toEqual([type, disposition]);
      await res.arrayBuffer();
    }
  });
});
