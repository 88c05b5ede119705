import { createServer, Socket, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { app } from "../../commands/index.js";
import { createBot, type Bot } from "../../src/app/bot.js";
import { loadConfig } from "../../src/config/config.js";
import { openDatabase, type Database } from "../../src/db/client.js";
import { createLogger } from "../../src/logging/logger.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { startFakeDiscord, type FakeDiscord } from "../../fakes/discord/server.js";
import { createPostgresDatabase, createTempDir, randomSecretKey } from "../helpers/db.js";
import { TEST_TIMINGS } from "./harness.js";

/** A TCP relay in front of Postgres that can be cut, as a network partition would. */
async function relay(target: URL): Promise<{ port: number; cut(): void; restore(): void; close(): Promise<void> }> {
  let down = false;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = new Socket().connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("error", () => undefined).on("close", () => open.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise((resolve) => (server.close(() => resolve()), [...open].forEach((s) => s.destroy()))),
  };
}

describe("/healthz and /readyz of a running bot", () => {
  let discord: FakeDiscord;
  let cloud: FakeCloud;
  let database: Database;
  let bot: Bot;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let temp: Awaited<ReturnType<typeof createTempDir>>;
  let link: Awaited<ReturnType<typeof relay>>;
  const get = (path: string) =>
    fetch(`${bot.http!.localUrl}${path}`).then(async (res) => ({ status: res.status, text: await res.text() }));

  beforeAll(async () => {
    [discord, cloud, postgres, temp] = await Promise.all([
      startFakeDiscord(),
      startFakeCloud(),
      createPostgresDatabase(),
      createTempDir(),
    ]);
    link = await relay(new URL(postgres.url));
    const url = new URL(postgres.url);
    url.host = `127.0.0.1:${link.port}`;
    const config = loadConfig({
      DISCORD_TOKEN: discord.token,
      DISCORD_API_URL: discord.apiUrl,
      FLOW_CLOUD_URL: cloud.url,
      FLOW_API_URL: cloud.url,
      DATABASE_URL: url.toString(),
      FLOWBOT_SECRET_KEY: randomSecretKey(),
      FLOWBOT_HTTP_PORT: "0",
      FLOWBOT_DATA_DIR: temp.dir,
    });
    const log = createLogger("silent");
    database = await openDatabase({ ...config.db, logger: log, poolSize: 2 });
    bot = createBot({
      app,
      config,
      log,
      store: database.store,
      signingKey: database.signingKey,
      timings: TEST_TIMINGS,
    });
    await bot.start();
  });
  afterAll(async () => {
    await bot?.stop();
    await database?.close();
    await link?.close();
    await Promise.all([discord?.close(), cloud?.close(), postgres?.drop(), temp?.remove()]);
  });

  test("ready once online: both answer 200", async () => {
    expect(await get("/healthz")).toMatchObject({ status: 200 });
    expect(await get("/readyz")).toMatchObject({ status: 200 });
  });

  test("/readyz is 503 naming the gateway while it is down, 200 once it is back; /healthz stays 200", async () => {
    discord.gateway.hold();
    discord.disconnectGateway();
    await vi.waitFor(async () =>
      expect(await get("/readyz")).toEqual({ status: 503, text: "not ready: the Discord gateway is not connected\n" }),
    );
    expect((await get("/healthz")).status).toBe(200);
    discord.gateway.release();
    await vi.waitFor(async () => expect((await get("/readyz")).status).toBe(200), { timeout: 15_000 });
  });

  test("/readyz is 503 naming the database while it does not answer, 200 once it does", async () => {
    link.cut();
    await vi.waitFor(
      async () =>
        expect(await get("/readyz")).toEqual({ status: 503, text: "not ready: the database does not answer\n" }),
      { timeout: 10_000 },
    );
    expect((await get("/healthz")).status).toBe(200);
    link.restore();
    await vi.waitFor(async () => expect((await get("/readyz")).status).toBe(200), { timeout: 10_000 });
  });
});
