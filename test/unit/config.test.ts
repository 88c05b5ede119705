import { describe, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, loadConfig, VARIABLES } from "../../src/config/config.js";

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("no error");
}

describe("loadConfig", () => {
  const REQUIRED = { DISCORD_TOKEN: "t0ken", FLOW_CLOUD_URL: "https://cloud.test", FLOW_API_URL: "https://api.test" };

  test("runs with a token and the two service URLs, on the embedded database, serving HTTP on 8080", () => {
    const config = loadConfig(REQUIRED);
    expect(config.db).toMatchObject({ url: undefined, dataDir: "./data", migrate: true });
    expect(config.discord.apiUrl).toBeUndefined();
    expect(config.http).toEqual({ port: 8080, publicUrl: undefined });
  });

  test("the service URLs have no default: a missing one is named with what it should be", () => {
    const message = messageOf(() => loadConfig({ DISCORD_TOKEN: "t" }));
    expect(message).toContain("FLOW_CLOUD_URL is not set: it should be the cloud service's base URL");
    expect(message).toContain("FLOW_API_URL is not set: it should be the registry and partner API's base URL");
    expect(message).not.toContain("DISCORD_TOKEN");
  });

  test("shards: auto and every shard by default; a count and ids in lists and ranges", () => {
    expect(loadConfig(REQUIRED).discord.shards).toEqual({ count: "auto", ids: undefined });
    expect(loadConfig({ ...REQUIRED, DISCORD_SHARD_COUNT: "4", DISCORD_SHARDS: "2-3" }).discord.shards).toEqual({
      count: 4,
      ids: [2, 3],
    });
    expect(loadConfig({ ...REQUIRED, DISCORD_SHARDS: "5,0-1,1" }).discord.shards).toEqual({
      count: "auto",
      ids: [0, 1, 5],
    });
  });

  test.each([
    [
      { DISCORD_SHARD_COUNT: "0" },
      'DISCORD_SHARD_COUNT is not valid (it is "0"): it should be auto (the count Discord recommends) or the bot\'s total number of shards',
    ],
    [{ DISCORD_SHARD_COUNT: "many" }, 'DISCORD_SHARD_COUNT is not valid (it is "many")'],
    [
      { DISCORD_SHARDS: "0..3" },
      'DISCORD_SHARDS is not valid (it is "0..3"): it should be the shard ids this process runs, e.g. 0,1 or 0-3',
    ],
    [{ DISCORD_SHARDS: "3-1" }, 'DISCORD_SHARDS is not valid (it is "3-1")'],
    [
      { DISCORD_SHARD_COUNT: "2", DISCORD_SHARDS: "1-2" },
      'DISCORD_SHARDS is not valid (it is "1-2"): it should be the shard ids this process runs, e.g. 0,1 or 0-3, each below DISCORD_SHARD_COUNT',
    ],
  ])("refuses shard settings %o, naming the variable and what it takes", (env, expected) => {
    expect(messageOf(() => loadConfig({ ...REQUIRED, ...env }))).toContain(expected);
  });

  test("problems are told in plain words, never the schema library's text, and never a secret's value", () => {
    const message = messageOf(() =>
      loadConfig({
        ...REQUIRED,
        FLOWBOT_HTTP_PORT: "80000",
        FLOWBOT_SECRET_KEY: "hunter2",
        DATABASE_URL: "mysql://u:pw@h/db",
        FLOW_API_URL: "ftp://x",
      }),
    );
    expect(message).toContain(
      'FLOWBOT_HTTP_PORT is not valid (it is "80000"): it should be a port number from 0 to 65535',
    );
    expect(message).toContain('FLOW_API_URL is not valid (it is "ftp://x")');
    expect(message).toContain("FLOWBOT_SECRET_KEY is not valid: it should be 32 random bytes, base64-encoded");
    expect(message).toContain("DATABASE_URL is not valid: it should be a postgres:// URL");
    expect(message).not.toMatch(/hunter2|pw@|Invalid|expected|Too big/);
  });

  test(".env.example lists every variable with a comment", () => {
    const example = readFileSync(join(import.meta.dirname, "..", "..", ".env.example"), "utf8");
    for (const name of Object.keys(VARIABLES)) {
      expect(example).toMatch(new RegExp(`^# .+\\n#? ?${name}=`, "m"));
    }
  });

  test("reports every problem at once", () => {
    let error: unknown;
    try {
      loadConfig({
        DATABASE_URL: "mysql://x",
        FLOWBOT_SECRET_KEY: "short",
        FLOW_CLOUD_URL: "not a url",
        LOG_LEVEL: "loud",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["DISCORD_TOKEN", "DATABASE_URL", "FLOWBOT_SECRET_KEY", "FLOW_CLOUD_URL", "LOG_LEVEL"]) {
      expect(message).toContain(name);
    }
  });

  test("strips trailing slashes from service URLs", () => {
    const config = loadConfig({
      ...REQUIRED,
      FLOW_CLOUD_URL: "http://127.0.0.1:8188/",
      FLOW_API_URL: "http://127.0.0.1:8190//",
    });
    expect(config.flow).toMatchObject({ cloudUrl: "http://127.0.0.1:8188", apiUrl: "http://127.0.0.1:8190" });
  });

  test("listen addresses and the file links' days: unset by default, checked when set", () => {
    expect(loadConfig(REQUIRED).restProxy).toEqual({ port: 8081, host: "127.0.0.1" });
    const set = loadConfig({
      ...REQUIRED,
      FLOWBOT_HTTP_HOST: "0.0.0.0",
      FLOWBOT_REST_PROXY_HOST: "::",
      FLOWBOT_FILE_LINK_DAYS: "7",
    });
    expect([set.http.host, set.restProxy.host, set.http.fileLinkDays]).toEqual(["0.0.0.0", "::", 7]);
    const message = messageOf(() => loadConfig({ ...REQUIRED, FLOWBOT_FILE_LINK_DAYS: "0", FLOWBOT_HTTP_HOST: "a b" }));
    expect(message).toContain('FLOWBOT_FILE_LINK_DAYS is not valid (it is "0"): it should be how many days');
    expect(message).toContain('FLOWBOT_HTTP_HOST is not valid (it is "a b"): it should be the address');
  });

  test.each(["0", "1", "0.6", ".25", "1.0"])("FLOWBOT_IMAGE_CHECK_THRESHOLD=%s is taken", (value) => {
    expect(loadConfig({ ...REQUIRED, FLOWBOT_IMAGE_CHECK_THRESHOLD: value }).imageCheck.threshold).toBe(Number(value));
  });

  test.each(["1.5", "-0.1", "60%", "abc"])("FLOWBOT_IMAGE_CHECK_THRESHOLD=%s is refused in plain words", (value) => {
    const message = messageOf(() => loadConfig({ ...REQUIRED, FLOWBOT_IMAGE_CHECK_THRESHOLD: value }));
    expect(message).toContain(
      `FLOWBOT_IMAGE_CHECK_THRESHOLD is not valid (it is "${value}"): it should be the image check's threshold, a number from 0 to 1`,
    );
    expect(loadConfig(REQUIRED).imageCheck.threshold).toBeUndefined();
  });

  test("FLOWBOT_MIGRATE=false turns start-up migrations off", () => {
    expect(loadConfig({ ...REQUIRED, FLOWBOT_MIGRATE: "false" }).db.migrate).toBe(false);
  });
});
