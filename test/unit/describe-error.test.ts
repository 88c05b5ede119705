import { describe, expect, test } from "vitest";
import { ApiError } from "../../src/api/errors.js";
import { describeError, describeExecutionError, UserError } from "../../src/errors.js";
import { text } from "../../src/i18n/index.js";
// Commands' names in each language come with their features, as in the bot.
import "../../src/features/index.js";

const api = (
  status: number | undefined,
  service: "cloud" | "registry" | "partner" = "cloud",
  code = `http_${status}`,
) => new ApiError({ service, status, code, message: "service said no", retryable: false });

describe("describeError", () => {
  test.each([
    [api(401), /refused this server's API key.*\/settings key/],
    [api(402), /out of credits/],
    [api(429), /subscription .* is not active/],
    [api(429, "partner"), /rate limiting/],
    [api(400), /rejected the request: service said no/],
    [api(404, "registry"), /node registry does not know that/],
    [api(503), /not answering right now/],
    [api(undefined, "cloud", "timeout"), /did not answer in time/],
    [api(undefined, "cloud", "network"), /not answering right now/],
  ])("maps %s to a clear message", (error, message) => {
    expect(describeError(error)).toEqual({ message: expect.stringMatching(message), expected: true });
  });

  test.each([
    [api(401), /refused your own API key.*`\/preferences key:set`/],
    [api(402), /your own API key is out of credits/],
    [api(429), /subscription behind your own API key is not active/],
  ])("a member's own key (outside servers): %s names it as theirs, never a server's", (error, message) => {
    const { message: said } = describeError(error, "en", "member");
    expect(said).toMatch(message);
    expect(said).not.toMatch(/server|Manage Server/i);
  });

  test("a partner's 429 reads the same whoever holds the key: a rate limit, not a subscription", () => {
    expect(describeError(api(429, "partner"), "en", "member").message).toMatch(/rate limiting/);
  });

  test("shows a UserError as it is", () => {
    expect(describeError(new UserError("width must be between 64 and 2048"))).toEqual({
      message: "width must be between 64 and 2048",
      expected: true,
    });
  });

  test("hides an unexpected error behind a generic message", () => {
    const { message, expected } = describeError(
      new TypeError("cannot read properties of undefined (reading 'apiKey')"),
    );
    expect(expected).toBe(false);
    expect(message).not.toContain("apiKey");
    expect(message).toMatch(/Something went wrong/);
  });
});

describe("describeExecutionError", () => {
  test.each([
    [
      "ValidationError",
      "Value 9999 bigger than max of 4096: width",
      /rejected the workflow's inputs: Value 9999 bigger than max/,
    ],
    ["OOMError", "CUDA out of memory", /out of GPU memory. Try a smaller size/],
    ["ModelDownloadError", "", /model this workflow needs is unavailable/],
    ["ImageDownloadError", "", /could not download the input image/],
    ["InsufficientFundsError", "", /out of credits/],
    ["InactiveSubscriptionError", "", /subscription .* is not active/],
    ["PanicError", "boom", /failed while running the job \(PanicError\)/],
  ])("maps %s", (type, message, expected) => {
    expect(describeExecutionError(type, message)).toMatch(expected);
  });

  test("keeps only the first line of a long exception message", () => {
    const text = describeExecutionError("ValidationError", `first line\n${"trace ".repeat(500)}`);
    expect(text).toContain("first line");
    expect(text).not.toContain("trace");
  });
});

describe("in the reader's language", () => {
  test("a service's refusal, an execution error and the generic reply speak the locale asked for", () => {
    expect(describeError(api(401), "de").message).toBe(
      "Der Workflow-Dienst hat den API-Schlüssel dieses Servers abgelehnt. Ein Mitglied mit „Server verwalten“ kann mit `/einstellungen schlüssel` einen neuen festlegen.",
    );
    expect(describeExecutionError("OOMError", "", "ja")).toBe(
      "サービスの GPU メモリが不足しました。サイズを小さくするか、画像の枚数を減らしてください。",
    );
    expect(describeError(new TypeError("x"), "fr").message).toMatch(/^Un problème est survenu de notre côté/);
  });

  test("a UserError made of a catalogue text is put into each reader's words; its message (for logs) is English", () => {
    const error = new UserError(text("check.range", { field: "width", min: 64, max: 2048 }));
    expect(error.message).toBe("`width` must be a whole number from 64 to 2,048.");
    expect(describeError(error, "es-ES").message).toBe("`width` debe ser un número entero de 64 a 2048.");
  });
});
