import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import { createLogger, maskSecrets, registerSecret, unregisterSecret } from "../../src/logging/logger.js";
import { MAX_SECRETS, registeredSecretCount } from "../../src/logging/secrets.js";

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, log: createLogger("info", sink) };
}

describe("the logger", () => {
  test("redacts secret fields by path", () => {
    const { lines, log } = capture();
    log.info(
      {
        apiKey: "k-123456789",
        headers: { "x-api-key": "k-987654321", authorization: "Bot abc" },
        extra_data: { api_key_platform: "p-123456789" },
      },
      "request",
    );
    expect(lines.join("")).not.toMatch(/k-123456789|k-987654321|Bot abc|p-123456789/);
    expect(lines.join("")).toContain("[redacted]");
  });

  test("masks a registered secret wherever it appears, even inside a message or an error", () => {
    registerSecret("fc_secret_value_42");
    const { lines, log } = capture();
    log.error(
      { err: new Error("refused fc_secret_value_42 at /ws?token=fc_secret_value_42") },
      "url was wss://x/ws?token=fc_secret_value_42",
    );
    expect(lines.join("")).not.toContain("fc_secret_value_42");
  });

  test("masks secrets with regular-expression characters, and the longer of two overlapping ones whole", () => {
    registerSecret("a+b(c)*d.e[f]");
    registerSecret("short-secret");
    registerSecret("short-secret-but-longer");
    expect(maskSecrets('{"msg":"x a+b(c)*d.e[f] y"}')).toBe('{"msg":"x [redacted] y"}');
    expect(maskSecrets('{"msg":"short-secret-but-longer"}')).toBe('{"msg":"[redacted]"}');
  });

  test("ignores values too short to be secrets", () => {
    registerSecret("abc");
    expect(maskSecrets('{"msg":"abc"}')).toBe('{"msg":"abc"}');
  });
});

describe("secret masking keeps every line JSON", () => {
  test("a registered value that looks like JSON syntax is masked inside strings only", () => {
    const value = '"level":30,"time":';
    registerSecret(value);
    const { lines, log } = capture();
    log.info({ guildId: "1" }, "an ordinary line");
    log.info({ typed: value }, `the member typed ${value}`);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, guildId: "1", msg: "an ordinary line" });
    expect(JSON.parse(lines[1]!)).toMatchObject({ typed: "[redacted]", msg: "the member typed [redacted]" });
    unregisterSecret(value);
  });

  test.each([
    ["starts inside a \\n escape", "nabcdefgh_secret", "line\nabcdefgh_secret"],
    ["starts inside a \\u escape", "0001abcd_secret", "ctl\u0001abcd_secret"],
    ["ends with a backslash", "ends_with\\", "x ends_with\\\\"],
  ])("a value that %s never splits an escape", (_name, value, text) => {
    registerSecret(value);
    const line = `${JSON.stringify({ msg: text, also: `plain ${value}` })}\n`;
    const masked = JSON.parse(maskSecrets(line));
    expect(masked.also).toBe("plain [redacted]");
    unregisterSecret(value);
  });

  test("the list is bounded, forgets removed keys, and keeps the operator's pinned values", () => {
    registerSecret("pinned-operator-token-1234", { pinned: true });
    const masked = (value: string) => !maskSecrets(JSON.stringify({ msg: value })).includes(value);
    for (let i = 0; i < 2 * MAX_SECRETS; i++) registerSecret(`guild-key-number-${i}`);
    expect(registeredSecretCount()).toBeLessThanOrEqual(MAX_SECRETS);
    expect(masked("guild-key-number-0")).toBe(false);
    expect(masked(`guild-key-number-${2 * MAX_SECRETS - 1}`)).toBe(true);
    expect(masked("pinned-operator-token-1234")).toBe(true);

    unregisterSecret(`guild-key-number-${2 * MAX_SECRETS - 1}`);
    expect(masked(`guild-key-number-${2 * MAX_SECRETS - 1}`)).toBe(false);
    unregisterSecret("pinned-operator-token-1234");
    expect(masked("pinned-operator-token-1234")).toBe(true);
  });
});
