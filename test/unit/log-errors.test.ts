import { Writable } from "node:stream";
import { DiscordAPIError, HTTPError, RateLimitError } from "@discordjs/rest";
import { describe, expect, test } from "vitest";
import { ApiError } from "../../src/api/errors.js";
import { createLogger } from "../../src/logging/logger.js";

const TOKEN = "aW50ZXJhY3Rpb24SECRETINTERACTIONTOKEN";
const URL_WITH_TOKEN = `https://discord.com/api/v10/webhooks/123456789012345678/${TOKEN}/messages/%40original?wait=true`;
const png = Buffer.alloc(2 * 1024 * 1024, 7);
const body = { files: [{ name: "out.png", data: png }], body: { content: "secret prompt" } };

function logOne(err: unknown): { line: string; err: Record<string, unknown> } {
  const lines: string[] = [];
  const log = createLogger(
    "info",
    new Writable({ write: (chunk, _e, done) => void (lines.push(String(chunk)), done()) }),
  );
  log.warn({ err, attempt: 0 }, "could not end the job; trying again");
  const line = lines[0]!;
  return { line, err: JSON.parse(line).err };
}

describe("the error serializer", () => {
  test.each([
    [
      "DiscordAPIError",
      new DiscordAPIError({ code: 50035, message: "Invalid Form Body" }, 50035, 400, "PATCH", URL_WITH_TOKEN, body),
      { status: 400, code: 50035 },
    ],
    ["HTTPError", new HTTPError(503, "Service Unavailable", "PATCH", URL_WITH_TOKEN, body), { status: 503 }],
  ])("logs a %s with status, code, method and route; no token, no files, no body", (type, error, fields) => {
    const { line, err } = logOne(error);
    expect(err).toMatchObject({
      type,
      method: "PATCH",
      route: "/webhooks/123456789012345678/:token/messages/@original",
      ...fields,
    });
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain("secret prompt");
    expect(line).not.toMatch(/requestBody|"files"/);
    expect(line.length).toBeLessThan(3000);
  });

  test("logs a RateLimitError without its major parameter, which holds the webhook token", () => {
    const error = new RateLimitError({
      timeToReset: 1200,
      limit: 5,
      method: "POST",
      hash: "abc",
      url: URL_WITH_TOKEN,
      route: "/webhooks/:id",
      majorParameter: `123456789012345678/${TOKEN}`,
      global: false,
      retryAfter: 1200,
      sublimitTimeout: 0,
      scope: "shared",
    });
    const { line, err } = logOne(error);
    expect(err).toMatchObject({
      type: "RateLimitError",
      method: "POST",
      retryAfter: 1200,
      global: false,
      scope: "shared",
    });
    expect(line).not.toContain(TOKEN);
  });

  test("keeps an ApiError's service, status and code, and its cause, with URLs reduced to their origin", () => {
    const cause = new Error(
      "connect ETIMEDOUT https://storage.example/bucket/out.png?X-Amz-Signature=deadbeef&token=abc",
    );
    const error = new ApiError({
      service: "cloud",
      status: 503,
      code: "service_unavailable",
      message: "down",
      retryable: true,
      cause,
    });
    const { line, err } = logOne(error);
    expect(err).toMatchObject({
      type: "ApiError",
      service: "cloud",
      status: 503,
      code: "service_unavailable",
      retryable: true,
      message: "down",
    });
    expect(err.cause).toMatchObject({ type: "Error", message: "connect ETIMEDOUT https://storage.example/…" });
    expect(line).not.toMatch(/deadbeef|bucket\/out|token=abc/);
  });

  test("masks a token= query in a plain error's message and stack", () => {
    const { line } = logOne(new Error("socket closed: wss://cloud.example/ws?clientId=1&token=fc_live_abcdef123456"));
    expect(line).not.toContain("fc_live_abcdef123456");
  });

  test("cuts a message that is bulk", () => {
    const { line } = logOne(new Error(`bad body: ${"b".repeat(100_000)}`));
    expect(line.length).toBeLessThan(12_000);
  });

  test("leaves other properties of an error out", () => {
    const error = Object.assign(new Error("boom"), {
      config: { headers: { "x-api-key": "k" } },
      response: { data: "x".repeat(10_000) },
    });
    const { line, err } = logOne(error);
    expect(err).toMatchObject({ type: "Error", message: "boom" });
    expect(line.length).toBeLessThan(3000);
    expect(line).not.toContain("x-api-key");
  });
});
