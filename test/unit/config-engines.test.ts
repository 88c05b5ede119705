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
      limits: { "http://gpu-1:8188": { weight: 1 }, "http://gpu-2:8188": { weight: 1 } },
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

  test("each engine may carry a weight and a most-in-flight", () => {
    const config = loadConfig({
      DISCORD_TOKEN: "t",
      FLOW_ENGINE_URLS: "http://gpu-1:8188/;weight=2.5;max=3, http://gpu-2:8188 ;max=1,http://gpu-3:8188",
    });
    expect(config.engines.urls).toEqual(["http://gpu-1:8188", "http://gpu-2:8188", "http://gpu-3:8188"]);
    expect(config.engines.limits).toEqual({
      "http://gpu-1:8188": { weight: 2.5, maxInFlight: 3 },
      "http://gpu-2:8188": { weight: 1, maxInFlight: 1 },
      "http://gpu-3:8188": { weight: 1 },
    });
  });

  test.each([
    ["http://gpu:8188;weight=0", 'the weight of http://gpu:8188 must be a number above 0 up to 1000 (it is "0")'],
    ["http://gpu:8188;weight=", 'the weight of http://gpu:8188 must be a number above 0 up to 1000 (it is "")'],
    ["http://gpu:8188;max=1.5", 'the max of http://gpu:8188 must be a whole number from 1 to 1000 (it is "1.5")'],
    ["http://gpu:8188;max=0", 'the max of http://gpu:8188 must be a whole number from 1 to 1000 (it is "0")'],
    ["http://gpu:8188;speed=2", '"speed=2" after http://gpu:8188 is neither weight=N nor max=N'],
    ["http://gpu:8188,http://gpu:8188/", "http://gpu:8188 is listed twice"],
  ])("a bad value in %s is named with what it should be", (value, detail) => {
    const message = messageOf(() => loadConfig({ DISCORD_TOKEN: "t", FLOW_ENGINE_URLS: value }));
    expect(message).toContain(`FLOW_ENGINE_URLS is not valid (it is "${value}"): ${detail}.`);
    expect(message).toContain("It should be the base URLs of your self-hosted engines");
    expect(message).toContain(";weight=N");
  });

  test("without engines, the cloud and platform URLs stay required", () => {
    const message = messageOf(() => loadConfig({ DISCORD_TOKEN: "t", FLOW_CLOUD_URL: "https://cloud.test" }));
    expect(message).toContain("FLOW_API_URL is not set");
    expect(message).not.toContain("FLOW_CLOUD_URL");
  });
});
