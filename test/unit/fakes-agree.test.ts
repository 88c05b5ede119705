import { describe, expect, test } from "vitest";
import { startFakeCloud } from "../../fakes/cloud/server.js";
import { startFakeDiscord } from "../../fakes/discord/server.js";
import { FAKE_API_KEY } from "../../fakes/keys.js";
import { startFakePlatform } from "../../fakes/platform/server.js";

/** What a newcomer running the standalone fakes puts in `.env` once, and keeps. */
describe("the standalone fakes agree, and keep their ids", () => {
  test("the fake cloud and the fake platform take the same key, as the real platform's one key serves both", async () => {
    const [cloud, platform] = await Promise.all([startFakeCloud(), startFakePlatform()]);
    try {
      expect(cloud.apiKey).toBe(FAKE_API_KEY);
      expect(platform.token).toBe(FAKE_API_KEY);
      const queue = await fetch(`${cloud.url}/api/queue`, { headers: { "X-API-Key": FAKE_API_KEY } });
      const nodes = await fetch(`${platform.url}/proxy/vidpartner/extend`, {
        method: "POST",
        headers: { "X-API-KEY": FAKE_API_KEY, "content-type": "application/json" },
        body: "{}",
      });
      expect(queue.status).toBe(200);
      expect(nodes.status).not.toBe(401);
    } finally {
      await Promise.all([cloud.close(), platform.close()]);
    }
  });

  test("with stable ids the fake Discord has the same token, application, guild and channel on every start", async () => {
    const first = await startFakeDiscord({ stableIds: true });
    const firstIds = [first.token, first.applicationId, first.guild.id, first.guild.channelId, first.guild.owner.id];
    await first.close();
    const second = await startFakeDiscord({ stableIds: true });
    try {
      expect([
        second.token,
        second.applicationId,
        second.guild.id,
        second.guild.channelId,
        second.guild.owner.id,
      ]).toEqual(firstIds);
      expect(new Set(firstIds.slice(1)).size).toBe(4);
    } finally {
      await second.close();
    }
    const random = await startFakeDiscord();
    expect(random.token).not.toBe(firstIds[0]);
    await random.close();
  });
});
