import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { FakeCloud } from "../../fakes/cloud/server.js";
import type { FakePlatform } from "../../fakes/platform/server.js";
import type { Playground } from "../../playground/start.js";
import { startPlaygroundOnServices } from "./setup.js";

/**
 * The page's API without a browser, with the services' URLs set: the playground then sends jobs
 * there (here, to fakes standing in for the real services) instead of starting its simulators.
 */
describe("the playground with FLOW_CLOUD_URL and FLOW_API_URL set", () => {
  let cloud: FakeCloud;
  let platform: FakePlatform;
  let playground: Playground;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ playground, cloud, platform, close } = await startPlaygroundOnServices());
  }, 60_000);

  afterAll(async () => {
    await close?.();
  });

  const post = async (action: string, body: object) => {
    const response = await fetch(`${playground.url}api/${action}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-playground-token": playground.token },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  test("says so on the page, and runs /generate on those services", async () => {
    expect(playground.simulated).toBe(false);
    expect(playground.cloud).toBeUndefined();
    const state = (await (
      await fetch(`${playground.url}api/state?as=owner`, { headers: { "x-playground-token": playground.token } })
    ).json()) as { services: string };
    expect(state.services).toBe(`Real services: ${cloud.url} and ${platform.url}`);
    expect(await post("command", { as: "owner", text: "/generate prompt:a quiet harbour" })).toEqual({
      status: 200,
      body: {},
    });
    const job = await playground.discord.waitFor(() => [...cloud.jobs.values()][0]);
    expect(JSON.stringify(job)).toContain("a quiet harbour");
  });

  test("a command Discord's client would not send is refused with the reason, and nothing reaches the bot", async () => {
    const before = playground.discord.messages.all().length;
    expect(await post("command", { as: "owner", text: "/generate prompt:x count:0" })).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^`count` must be between 1 and/) },
    });
    expect(await post("button", { as: "owner", messageId: "1", customId: "x" })).toEqual({
      status: 400,
      body: { error: "no message 1" },
    });
    expect(playground.discord.messages.all()).toHaveLength(before);
  });

  test("autocomplete asks the bot: /generate's model, lora and sampler offer the cloud's names, filtered", async () => {
    const choices = async (text: string, focused: string) =>
      ((await post("autocomplete", { as: "member", text, focused })).body.choices as Array<{ value: string }>).map(
        (c) => c.value,
      );
    expect(await choices("/generate prompt:x model:xl", "model")).toEqual(["flow-xl-v2.safetensors"]);
    expect(await choices("/generate prompt:x lora:water", "lora")).toEqual(["flow-watercolor.safetensors"]);
    expect(await choices("/generate prompt:x sampler:dpmpp_2m", "sampler")).toContain("dpmpp_2m");
  });

  test("autocomplete asks the bot: /cancel job lists the running job", async () => {
    cloud.knobs.stepMs = 2_000;
    await post("command", { as: "member", text: "/generate prompt:a slow lighthouse" });
    await expect
      .poll(
        async () =>
          (await post("autocomplete", { as: "member", text: "/cancel job:", focused: "job" })).body.choices?.length ??
          0,
      )
      .toBeGreaterThan(0);
    const { body } = await post("autocomplete", { as: "member", text: "/cancel job:slow", focused: "job" });
    expect(body.choices.map((c: { name: string }) => c.name).join("\n")).toContain("a slow lighthouse");
  });
});
