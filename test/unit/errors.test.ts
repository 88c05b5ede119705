import { describe, expect, test } from "vitest";
import { parseErrorBody, parseRetryAfter } from "../../src/api/errors.js";

describe("parseErrorBody", () => {
  test.each([
    [
      "cloud validation failure",
      "cloud",
      400,
      '{"error":{"type":"prompt_outputs_failed_validation","message":"Prompt outputs failed validation","details":"ckpt_name"},"node_errors":{"4":{"errors":[]}}}',
      {
        code: "prompt_outputs_failed_validation",
        message: "Prompt outputs failed validation: ckpt_name",
        retryable: false,
      },
    ],
    [
      "cloud code/message",
      "cloud",
      402,
      '{"code":"insufficient_credits","message":"Not enough credits"}',
      { code: "insufficient_credits", message: "Not enough credits", retryable: false },
    ],
    [
      "cloud 429 is subscription inactive",
      "cloud",
      429,
      '{"code":"subscription_inactive","message":"inactive"}',
      { code: "subscription_inactive", retryable: false },
    ],
    [
      "registry error/message",
      "registry",
      404,
      '{"error":"not_found","message":"Node not found"}',
      { code: "not_found", message: "Node not found", retryable: false },
    ],
    [
      "video message/details",
      "partner",
      400,
      '{"message":"invalid body","details":["duration out of range"]}',
      { code: "http_400", message: "invalid body: duration out of range" },
    ],
    [
      "plain text 503",
      "cloud",
      503,
      "upstream unavailable",
      { code: "http_503", message: "upstream unavailable", retryable: true },
    ],
    ["platform 429 is a rate limit", "partner", 429, "", { code: "http_429", message: "HTTP 429", retryable: true }],
  ] as const)("reads %s", (_name, service, status, body, expected) => {
    const error = parseErrorBody(service, status, body);
    expect(error).toMatchObject({ service, status, ...expected });
  });

  test("keeps per-node errors of a rejected workflow", () => {
    const error = parseErrorBody(
      "cloud",
      400,
      '{"error":{"type":"invalid_prompt","message":"bad"},"node_errors":{"3":{"class_type":"KSampler"}}}',
    );
    expect(error.nodeErrors).toEqual({ "3": { class_type: "KSampler" } });
  });
});

describe("parseRetryAfter", () => {
  test.each([
    ["2", 2],
    ["0", 0],
    ["", undefined],
    [undefined, undefined],
    ["soon", undefined],
  ])("reads %j as %j seconds", (value, expected) => {
    expect(parseRetryAfter(value)).toBe(expected);
  });

  test("reads an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5);
  });
});
