import { beforeEach, describe, expect, test, vi } from "vitest";
import { ended, setGuildKey, useHarness } from "./harness.js";
import { startPartnerUpscale } from "./partner-job.js";

const h = useHarness();
beforeEach(() => setGuildKey(h));

/** The value of one sample in Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const lines = text.split("\n").filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = lines.find((l) => wanted.every((pair) => l.includes(pair)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

async function scrape(): Promise<string> {
  const res = await fetch(h.bot.http!.metricsUrl!);
  expect(res.status).toBe(200);
  return res.text();
}

describe("/metrics of a running bot", () => {
  test("is served on a listener of its own (FLOWBOT_METRICS_PORT, on 127.0.0.1), never on the public port", async () => {
    const metricsUrl = new URL(h.bot.http!.metricsUrl!);
    expect(metricsUrl.hostname).toBe("127.0.0.1");
    expect(Number(metricsUrl.port)).not.toBe(h.bot.http!.port);
    expect((await fetch(`${h.bot.http!.localUrl}/metrics`)).status).toBe(404);
    expect((await fetch(new URL("/healthz", metricsUrl))).status).toBe(404);
    expect(await scrape()).toContain("# TYPE flowbot_jobs_total counter");
  });

  test("the job, Discord request and progress counters move after a /generate", async () => {
    const before = await scrape();
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "a metric of foxes" });
    await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    const completed = { kind: "generate", outcome: "completed" };
    const after = await vi.waitFor(async () => {
      const text = await scrape();
      expect(sample(text, "flowbot_jobs_total", completed)).toBeGreaterThan(
        sample(before, "flowbot_jobs_total", completed),
      );
      return text;
    });
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved("flowbot_jobs_total", { kind: "generate", outcome: "completed" })).toBe(1);
    expect(moved("flowbot_job_duration_seconds_count", { kind: "generate", outcome: "completed" })).toBe(1);
    // Every edit of the job message went through Discord's webhook route, counted without its token.
    expect(
      moved("flowbot_discord_requests_total", {
        route: "/webhooks/:id/:token/messages/:param",
        method: "PATCH",
        status: "200",
      }),
    ).toBeGreaterThan(0);
    expect(after).not.toContain(interaction.token);
    expect(moved("flowbot_progress_updates_total", { result: "sent" })).toBeGreaterThan(0);
    expect(sample(after, "flowbot_process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  test("a dropped event stream is counted as a reconnect", async () => {
    const before = sample(await scrape(), "flowbot_event_stream_reconnects_total");
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "foxes through a reconnect" });
    await h.discord.waitFor(() => h.cloud.sockets() > 0);
    h.cloud.dropSockets();
    await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    await vi.waitFor(
      async () => expect(sample(await scrape(), "flowbot_event_stream_reconnects_total")).toBeGreaterThan(before),
      { timeout: 10_000 },
    );
  });

  test("a 429 from Discord is counted by route", async () => {
    const route = { route: "/channels/:id/messages", method: "POST" };
    const before = sample(await scrape(), "flowbot_discord_rate_limited_total", route);
    // Another user of the same token (a second process) spends the channel's message bucket first.
    const post = () =>
      fetch(`${h.discord.apiUrl}/v10/channels/${h.discord.guild.channelId}/messages`, {
        method: "POST",
        headers: { authorization: `Bot ${h.discord.token}`, "content-type": "application/json" },
        body: JSON.stringify({ content: "elsewhere" }),
      });
    while ((await post()).status !== 429);
    const channel = await h.bot.client.channels.fetch(h.discord.guild.channelId);
    if (!channel?.isSendable()) throw new Error("the test channel is not sendable");
    await channel.send({ content: "after a wait", allowedMentions: { parse: [] } });
    const after = await scrape();
    expect(sample(after, "flowbot_discord_rate_limited_total", route)).toBe(before + 1);
    expect(sample(after, "flowbot_discord_requests_total", { ...route, status: "429" })).toBeGreaterThan(0);
  });
});

describe("without FLOWBOT_PUBLIC_URL", () => {
  test("a partner task is sent with no webhook_url, and the job completes by reading its task back", async () => {
    await setGuildKey(h);
    const earlier = h.platform.requests.length;
    const jobId = await startPartnerUpscale(h.bot, h.discord, h.cloud.apiKey);
    // A start's turn ends when the job is recorded: the task is posted just after.
    const sent = await vi.waitFor(() => {
      const post = h.platform.requests
        .slice(earlier)
        .find((r) => r.method === "POST" && r.path.endsWith("/image-upscaler"));
      if (!post) throw new Error("the task is not posted yet");
      return post;
    });
    expect(sent.body).not.toHaveProperty("webhook_url");
    await vi.waitFor(async () => expect((await h.bot.context.store.jobs.get(jobId))?.status).toBe("completed"), {
      timeout: 15_000,
    });
    expect(h.platform.callbacks).toEqual([]);
  });
});
