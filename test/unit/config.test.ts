import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.js";

describe("loadConfig", () => {
  test("runs with only a token, on the embedded database", () => {
    const config = loadConfig({ DISCORD_TOKEN: "t0ken" });
    expect(config.db).toMatchObject({ url: undefined, dataDir: "./data", migrate: true });
    expect(config.discord.apiUrl).toBeUndefined();
  });

  test("reports every problem at once", () => {
    let error: unknown;
    try {
      loadConfig({ DATABASE_URL: "mysql://x", FLOWBOT_SECRET_KEY: "short", FLOW_CLOUD_URL: "not a url", LOG_LEVEL: "loud" });
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
    const config = loadConfig({ DISCORD_TOKEN: "t", FLOW_CLOUD_URL: "http://127.0.0.1:8188/", FLOW_API_URL: "http://127.0.0.1:8190//" });
    expect(config.flow).toMatchObject({ cloudUrl: "http://127.0.0.1:8188", apiUrl: "http://127.0.0.1:8190" });
  });

  test("FLOWBOT_MIGRATE=false turns start-up migrations off", () => {
    expect(loadConfig({ DISCORD_TOKEN: "t", FLOWBOT_MIGRATE: "false" }).db.migrate).toBe(false);
  });
});
