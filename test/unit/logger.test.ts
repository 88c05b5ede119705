import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import { createLogger, maskSecrets, registerSecret } from "../../src/logger.js";

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
    log.info({ apiKey: "k-123456789", headers: { "x-api-key": "k-987654321", authorization: "Bot abc" }, extra_data: { api_key_platform: "p-123456789" } }, "request");
    expect(lines.join("")).not.toMatch(/k-123456789|k-987654321|Bot abc|p-123456789/);
    expect(lines.join("")).toContain("[redacted]");
  });

  test("masks a registered secret wherever it appears, even inside a message or an error", () => {
    registerSecret("fc_secret_value_42");
    const { lines, log } = capture();
    log.error({ err: new Error("refused fc_secret_value_42 at /ws?token=fc_secret_value_42") }, "url was wss://x/ws?token=fc_secret_value_42");
    expect(lines.join("")).not.toContain("fc_secret_value_42");
  });

  test("masks secrets with regular-expression characters, and the longer of two overlapping ones whole", () => {
    registerSecret("a+b(c)*d.e[f]");
    registerSecret("short-secret");
    registerSecret("short-secret-but-longer");
    expect(maskSecrets("x a+b(c)*d.e[f] y")).toBe("x [redacted] y");
    expect(maskSecrets("short-secret-but-longer")).toBe("[redacted]");
  });

  test("ignores values too short to be secrets", () => {
    registerSecret("abc");
    expect(maskSecrets("abc")).toBe("abc");
  });
});
