import { describe, expect, test } from "vitest";
import { loadConfig } from "../../src/config/config.js";

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("no error");
};

describe("loadConfig with self-hosted engines", () => {
  test("engines only: no cloud URL, no platform URL, no key", () => {
    const config = loadConfig({ DISCORD_TOKEN: "t", FLOW_ENGINE_URLS: " http://gpu-1:8188/ ,http://gpu-2:8188" });
    expect(config.engines).toEqual({
      urls: ["http://gpu-1:8188", "http://gpu-2:8188"],
      checkpoint: undefined,
      header: undefined,
    });
    expect(config.flow).toMatchObject({ cloudUrl: undefined, apiUrl: undefined, defaultApiKey: undefined });
  });

  test("a checkpoint and one header for a reverse proxy; the header's value is never repeated back", () => {
    const config = loadConfig({
      DISCORD_TOKEN: "t",
      FLOW_ENGINE_URLS: "https://gpu.example.com",
      FLOW_ENGINE_CHECKPOINT: "sd_xl_base_1.0.safetensors",
      FLOW_ENGINE_HEADER: "Authorization: Bearer s3cret-value",
    });
    expect(config.engines.checkpoint).toBe("sd_xl_base_1.0.safetensors");
    expect(config.engines.header).toEqual({ name: "Authorization", value: "Bearer s3cret-value" });
    const message = messageOf(() =>
      loadConfig({ DISCORD_TOKEN: "t", FLOW_ENGINE_URLS: "http://gpu:8188", FLOW_ENGINE_HEADER: "no colon s3cret" }),
    );
    expect(message).toContain("FLOW_ENGINE_HEADER is not valid: it should be one header");
    expect(message).not.toContain("s3cret");
  });

  test("a malformed engine URL is named", () => {
    const message = messageOf(() => loadConfig({ DISCORD_TOKEN: "t", FLOW_ENGINE_URLS: "http://gpu:8188,ftp://x" }));
    expect(message).toContain('FLOW_ENGINE_URLS is not valid (it is "http://gpu:8188,ftp://x")');
  });

  test("without engines, the cloud and platform URLs stay required", () => {
    const message = messageOf(() => loadConfig({ DISCORD_TOKEN: "t", FLOW_CLOUD_URL: "https://cloud.test" }));
    expect(message).toContain("FLOW_API_URL is not set");
    expect(message).not.toContain("FLOW_CLOUD_URL");
  });
});
