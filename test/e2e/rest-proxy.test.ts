import { setTimeout as sleep } from "node:timers/promises";
import { Agent, fetch as undiciFetch } from "undici";
import { describe, expect, test } from "vitest";
import { SLIDING_GLOBAL, startFakeDiscord } from "../../fakes/discord/server.js";
import { makePng } from "../../fakes/png.js";
import { createLogger } from "../../src/logging/logger.js";
import { startRestProxy, type RestProxy, type RestProxyLimits } from "../../src/proxy/rest-proxy.js";
import { runScript } from "../helpers/npm.js";
import { ended, setGuildKey, useHarness } from "./harness.js";

describe("the bot through the REST proxy", () => {
  const h = useHarness({ restProxy: true });

  test("knows only the proxy's URL, and its interactions, edits, files and replies reach Discord", async () => {
    expect(h.env.DISCORD_API_URL).not.toBe(h.discord.apiUrl);
    await setGuildKey(h);
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "through the proxy", count: 2 });
    const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    expect(interaction.callbacks[0]).toMatchObject({ type: 5 });
    expect(message.attachments.map((a) => a.data)).toEqual(
      [...h.cloud.jobs.values()].at(-1)!.outputs.map((o) => o.data),
    );
    expect(message.edits).toBeGreaterThan(1);

    // A reaction's upscale replies under the member's message with the bot token, then edits the result in.
    const image = {
      filename: "m.png",
      contentType: "image/png",
      data: makePng(32, 24, "proxied"),
      width: 32,
      height: 24,
    };
    const target = await h.discord.postUserMessage(h.discord.guild.channelId, {
      content: "upscale me",
      attachments: [image],
    });
    await h.discord.driver.react(target.id, "🔍");
    const reply = await h.discord.waitFor(() => h.discord.messages.all().find((m) => m.replyTo === target.id));
    expect((await ended(h, reply.id)).attachments).toHaveLength(1);
    const uploads = h.discord.restLog.filter((r) => r.files?.length && r.status < 300).map((r) => r.route);
    expect(uploads).toEqual(
      expect.arrayContaining([
        "PATCH /webhooks/:app/:token/messages/:message",
        "PATCH /channels/:channel/messages/:message",
      ]),
    );
    expect(h.discord.restLog.filter((r) => r.status === 429)).toEqual([]);
  }, 90_000);
});

describe("the REST proxy", () => {
  test("keeps one global budget for two processes: Discord's global 429s are waited out, never passed on", async () => {
    const discord = await startFakeDiscord({ rateLimits: { default: { limit: 1_000, windowMs: 1_000 } } });
    const proxy = await startRestProxy({
      upstream: discord.apiUrl,
      port: 0,
      host: "127.0.0.1",
      log: createLogger("silent"),
    });
    const processes = [new Agent(), new Agent()];
    try {
      const get = (i: number, base: string) =>
        undiciFetch(`${base}/v10/users/${discord.botUser.id}`, {
          headers: { authorization: `Bot ${discord.token}` },
          dispatcher: processes[i % 2]!,
        });
      const direct = await Promise.all(Array.from({ length: 120 }, (_, i) => get(i, discord.apiUrl)));
      expect(direct.filter((r) => r.status === 429).length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // the fake's window passes
      const proxied = await Promise.all(Array.from({ length: 120 }, (_, i) => get(i, proxy.apiUrl)));
      expect(proxied.map((r) => r.status)).toEqual(Array(120).fill(200));
    } finally {
      await Promise.all(processes.map((a) => a.close()));
      await proxy.close();
      await discord.close();
    }
  });

  test("two processes against a Discord that counts 50 in ANY second: no global 429, at close to 50 a second", async () => {
    const discord = await startFakeDiscord({
      rateLimits: { default: { limit: 1_000, windowMs: 1_000 }, global: SLIDING_GLOBAL },
    });
    // The edge `@discordjs/rest`'s own window lets through: one request, then 99 more 0.6 s later.
    const edge = async (proxy: RestProxy) => {
      const processes = [new Agent(), new Agent()];
      const get = (i: number) =>
        undiciFetch(`${proxy.apiUrl}/v10/users/${discord.botUser.id}`, {
          headers: { authorization: `Bot ${discord.token}` },
          dispatcher: processes[i % 2]!,
        }).then((r) => r.status);
      try {
        const started = Date.now();
        const statuses = [await get(0)];
        await sleep(600);
        statuses.push(...(await Promise.all(Array.from({ length: 99 }, (_, i) => get(i + 1)))));
        return { statuses, ms: Date.now() - started };
      } finally {
        await Promise.all(processes.map((a) => a.close()));
      }
    };
    const start = (limits?: Partial<RestProxyLimits>) =>
      startRestProxy({ upstream: discord.apiUrl, port: 0, log: createLogger("silent"), ...(limits ? { limits } : {}) });
    const globals = () => discord.restLog.filter((r) => r.status === 429 && r.global).length;
    try {
      // Without the proxy's sliding window (its limit out of reach), that edge draws global 429s.
      const unbounded = await start({ globalLimit: 1_000_000 });
      const before = await edge(unbounded);
      await unbounded.close();
      expect(before.statuses).toEqual(Array(100).fill(200));
      const refused = globals();
      expect(refused, "the fake counts in any one second").toBeGreaterThan(0);

      await sleep(1_100);
      discord.restLog.length = 0;
      const proxy = await start();
      const after = await edge(proxy);
      await proxy.close();
      expect(after.statuses).toEqual(Array(100).fill(200));
      expect(discord.restLog.filter((r) => r.status === 429)).toEqual([]);
      // 100 requests, the first 50 within 0.6 s: the other 50 go one window (1.1 s) after those, not
      // one a window: within two windows more, whatever the machine's load (2.75 s seen at load 4).
      expect(after.ms).toBeLessThan(600 + 3 * 1_100);
      console.log(`fixed window: ${before.ms} ms, ${refused} global 429s; sliding window: ${after.ms} ms, none`);
    } finally {
      await discord.close();
    }
  });

  test("a request Discord fails is retried with its body: the message is sent, not refused as empty", async () => {
    const discord = await startFakeDiscord();
    const proxy = await startRestProxy({
      upstream: discord.apiUrl,
      port: 0,
      host: "127.0.0.1",
      log: createLogger("silent"),
    });
    try {
      const path = `/channels/${discord.guild.channelId}/messages`;
      discord.failRequests({ method: "POST", path: new RegExp(`^${path}$`), status: 502, times: 1 });
      const response = await fetch(`${proxy.apiUrl}/v10${path}`, {
        method: "POST",
        headers: { authorization: `Bot ${discord.token}`, "content-type": "application/json" },
        body: JSON.stringify({ content: "sent twice, once refused" }),
      });
      expect(response.status).toBe(200);
      expect(discord.restLog.filter((r) => r.path === path).map((r) => r.status)).toEqual([502, 200]);
      expect(discord.messages.all().map((m) => m.content)).toEqual(["sent twice, once refused"]);
    } finally {
      await proxy.close();
      await discord.close();
    }
  });

  test("`npm run rest-proxy` logs its URL, answers its health route and forwards to DISCORD_API_URL", async () => {
    const discord = await startFakeDiscord();
    // The bot's own settings left empty, as .env.example ships them: the proxy needs none of them.
    const unset = { DISCORD_TOKEN: "", FLOW_CLOUD_URL: "", FLOW_API_URL: "" };
    const proxy = runScript(
      "rest-proxy",
      { ...unset, DISCORD_API_URL: discord.apiUrl, FLOWBOT_REST_PROXY_PORT: "0" },
      /REST proxy listening/,
    );
    try {
      const line = (await proxy.matched).split("\n").find((l) => l.includes("REST proxy listening"))!;
      const { url, upstream } = JSON.parse(line) as { url: string; upstream: string };
      expect(upstream).toBe(discord.apiUrl);
      const health = await fetch(`${url.replace(/\/api$/, "")}/healthz`);
      expect([health.status, await health.json()]).toEqual([200, { status: "ok" }]);
      expect(discord.restLog).toEqual([]);
      const gateway = await fetch(`${url}/v10/gateway/bot`, { headers: { authorization: `Bot ${discord.token}` } });
      expect(await gateway.json()).toMatchObject({ shards: 1 });
      expect(discord.restLog.map((r) => `${r.route} ${r.status}`)).toEqual(["GET /gateway/bot 200"]);
    } finally {
      proxy.interrupt();
      await proxy.exited;
      await discord.close();
    }
  }, 60_000);
});
