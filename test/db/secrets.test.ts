import { randomBytes } from "node:crypto";
import { chmod, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ConfigError } from "../../src/config/config.js";
import { loadSecret, SecretBox } from "../../src/db/secrets.js";
import { createTempDir } from "../helpers/db.js";

const box = new SecretBox(randomBytes(32));

describe("SecretBox", () => {
  test("decrypts what it encrypted, with a fresh IV each time", () => {
    const first = box.encrypt("sk-secret-value");
    const second = box.encrypt("sk-secret-value");
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(Buffer.from(first.split(":")[1]!, "base64")).toHaveLength(12);
    expect([box.decrypt(first), box.decrypt(second)]).toEqual(["sk-secret-value", "sk-secret-value"]);
  });

  test("refuses a value encrypted with another key", () => {
    const other = new SecretBox(randomBytes(32));
    expect(() => box.decrypt(other.encrypt("sk-secret-value"))).toThrow(/could not be decrypted/);
  });

  test.each([
    ["the ciphertext", 3],
    ["the tag", 2],
    ["the IV", 1],
  ])("refuses a value whose %s was changed", (_part, index) => {
    const parts = box.encrypt("sk-secret-value").split(":");
    const bytes = Buffer.from(parts[index]!, "base64");
    bytes[0] = bytes[0]! ^ 1;
    parts[index] = bytes.toString("base64");
    expect(() => box.decrypt(parts.join(":"))).toThrow(/could not be decrypted/);
  });

  test.each(["plain-text-key", "v2:a:b:c", "v1:a:b", "v1:a:b:c:d"])("refuses %s as not in the v1 format", (blob) => {
    expect(() => box.decrypt(blob)).toThrow(/not in the v1 encrypted format/);
  });

  test.each([31, 33])("refuses a %i-byte key", (length) => {
    expect(() => new SecretBox(randomBytes(length))).toThrow(ConfigError);
  });
});

describe("loadSecret", () => {
  test("with a database server, a missing FLOWBOT_SECRET_KEY is a clear start error", async () => {
    await expect(loadSecret({ dataDir: "/nonexistent", embedded: false })).rejects.toThrow(
      /FLOWBOT_SECRET_KEY is required with DATABASE_URL/,
    );
  });

  test("makes an existing secret file readable by its owner only, and uses its key", async () => {
    const temp = await createTempDir();
    try {
      const key = randomBytes(32);
      const path = join(temp.dir, "secret.key");
      await writeFile(path, key.toString("base64"), { mode: 0o644 });
      await chmod(path, 0o644);
      const loaded = await loadSecret({ dataDir: temp.dir, embedded: true });
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect(new SecretBox(key).decrypt(loaded.encrypt("x"))).toBe("x");
    } finally {
      await temp.remove();
    }
  });

  test("uses the configured key", async () => {
    const key = randomBytes(32);
    const loaded = await loadSecret({ secretKey: key.toString("base64"), dataDir: "/nonexistent", embedded: true });
    expect(new SecretBox(key).decrypt(loaded.encrypt("x"))).toBe("x");
  });
});
