import { RESTEvents, type SendableChannels } from "discord.js";
import { describe, expect, test } from "vitest";
import { startFakeDiscord, type FakeDiscord } from "../../fakes/discord/server.js";
import { loginClient, startWithClient } from "./client.js";

const { fake, client } = await startWithClient({
  rateLimits: { messageCreate: { limit: 2, windowMs: 400 }, webhookExecute: { limit: 1, windowMs: 60_000 } },
});
const fetched = await client.channels.fetch(fake.guild.channelId);
if (!fetched?.isSendable()) throw new Error("channel not sendable");
const channel: SendableChannels = fetched;

const post = (f: FakeDiscord, path: string, body: unknown, auth = true) =>
  fetch(`${f.apiUrl}/v10${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(auth ? { authorization: `Bot ${f.token}` } : {}) },
    body: JSON.stringify(body),
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("rate limits", () => {
  test("every answer carries the bucket headers, and the request over the limit is a 429", async () => {
    await sleep(400);
    const first = await post(fake, `/channels/${fake.guild.channelId}/messages`, { content: "1" });
    expect(
      Object.fromEntries(["limit", "remaining", "bucket"].map((h) => [h, first.headers.get(`x-ratelimit-${h}`)])),
    ).toEqual({
      limit: "2",
      remaining: "1",
      bucket: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(Number(first.headers.get("x-ratelimit-reset-after"))).toBeGreaterThan(0.3);
    expect(Number(first.headers.get("x-ratelimit-reset")) * 1000).toBeGreaterThan(Date.now());
    await post(fake, `/channels/${fake.guild.channelId}/messages`, { content: "2" });
    const third = await post(fake, `/channels/${fake.guild.channelId}/messages`, { content: "3" });
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("1");
    expect(third.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(await third.json()).toEqual({
      message: "You are being rate limited.",
      retry_after: expect.any(Number),
      global: false,
    });
  });

  test("discord.js paces itself on the headers: five sends, no 429", async () => {
    await sleep(400);
    const before = fake.restLog.length;
    for (let i = 0; i < 5; i++) await channel.send(`paced ${i}`);
    expect(fake.restLog.slice(before).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });

  test("discord.js meets an unexpected 429, waits Retry-After and succeeds", async () => {
    await sleep(400);
    const limited: unknown[] = [];
    client.rest.once(RESTEvents.RateLimited, (info) => limited.push(info));
    await post(fake, `/channels/${fake.guild.channelId}/messages`, { content: "other process 1" });
    await post(fake, `/channels/${fake.guild.channelId}/messages`, { content: "other process 2" });
    const sent = await channel.send("after the wait");
    expect(fake.messages.get(sent.id)?.content).toBe("after the wait");
    expect(fake.restLog.slice(-2).map((r) => r.status)).toEqual([429, 200]);
    expect(limited).toHaveLength(1);
  });

  test("buckets are per major parameter: one interaction's webhook does not limit another's", async () => {
    const [a, b] = [await fake.driver.slashCommand("one"), await fake.driver.slashCommand("two")];
    for (const h of [a, b]) await post(fake, `/interactions/${h.id}/${h.token}/callback`, { type: 5 });
    expect((await post(fake, `/webhooks/${fake.applicationId}/${a.token}?wait=true`, { content: "a1" })).status).toBe(
      200,
    );
    expect((await post(fake, `/webhooks/${fake.applicationId}/${a.token}?wait=true`, { content: "a2" })).status).toBe(
      429,
    );
    expect((await post(fake, `/webhooks/${fake.applicationId}/${b.token}?wait=true`, { content: "b1" })).status).toBe(
      200,
    );
  });

  test("the global limit refuses bot requests with global:true, but not interaction callbacks", async () => {
    const other = await startFakeDiscord({ rateLimits: { global: { limit: 3, windowMs: 60_000 } } });
    const otherClient = await loginClient(other); // its GET /gateway/bot is the first of the 3
    try {
      const handle = await other.driver.slashCommand("ping");
      for (let i = 0; i < 2; i++)
        expect((await post(other, `/channels/${other.guild.channelId}/messages`, { content: `${i}` })).status).toBe(
          200,
        );
      const refused = await post(other, `/channels/${other.guild.channelId}/messages`, { content: "over" });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("x-ratelimit-global")).toBe("true");
      expect(await refused.json()).toMatchObject({ global: true });
      expect((await post(other, `/interactions/${handle.id}/${handle.token}/callback`, { type: 5 })).status).toBe(204);
    } finally {
      await otherClient.destroy();
      await other.close();
    }
  });
});

describe("a sliding global limit, as Discord counts it", () => {
  test("refuses the request past the limit in any one second, across what a fixed window would reset", async () => {
    const other = await startFakeDiscord({
      rateLimits: { global: { limit: 5, windowMs: 1_000, sliding: true } },
    });
    const get = () =>
      fetch(`${other.apiUrl}/v10/users/${other.botUser.id}`, { headers: { authorization: `Bot ${other.token}` } });
    try {
      expect((await get()).status).toBe(200);
      await sleep(700);
      // Four more fill the span that began 0.7 s ago; a fixed window from the first would allow them all.
      for (let i = 0; i < 4; i++) expect((await get()).status).toBe(200);
      await sleep(400); // the first has left the span, the four have not
      expect((await get()).status).toBe(200);
      const refused = await get();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("x-ratelimit-global")).toBe("true");
      const body = (await refused.json()) as { retry_after: number; global: boolean };
      // Until the oldest of the four leaves the span: about 0.3 s.
      expect(body.global).toBe(true);
      expect(body.retry_after).toBeGreaterThan(0.1);
      expect(body.retry_after).toBeLessThan(0.7);
    } finally {
      await other.close();
    }
  });
});
