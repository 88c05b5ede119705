import { Writable } from "node:stream";
import { afterEach, describe, expect, test } from "vitest";
import { WebSocketServer } from "ws";
import { startFakeEngine, type FakeEngine } from "../../fakes/cloud/engine.js";
import { textToImage } from "../../src/workflows/built-in.js";
import { EnginePool } from "../../src/engines/pool.js";
import { graphForEngine } from "../../src/engines/workflow.js";
import { createLogger } from "../../src/logging/logger.js";
import { ModelCatalogue } from "../../src/models/catalogue.js";
import { freePort } from "../helpers/free-port.js";

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function poolOf(engines: FakeEngine[], checkpoint?: string) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const pool = new EnginePool({ urls: engines.map((e) => e.url), checkpoint, log: createLogger("info", sink) });
  open.push(pool);
  pool.start();
  await pool.pickSoon();
  return { pool, lines };
}

async function engine(options: Parameters<typeof startFakeEngine>[0] = {}) {
  const started = await startFakeEngine(options);
  open.push(started);
  return started;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe("the engine pool", () => {
  test("an engine without any checkpoint says so at start, in one line naming it", async () => {
    const bare = await engine({ models: { checkpoints: [] } });
    const stocked = await engine();
    const { pool, lines } = await poolOf([bare, stocked]);
    await until(() => lines.some((l) => l.includes("has no checkpoint")));
    const warnings = lines.filter((l) => l.includes("checkpoint"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(bare.url);
    const { graph } = textToImage();
    await expect(graphForEngine(pool, pool.engine(bare.url), graph, true)).rejects.toThrow(/no checkpoint/);
    const onStocked = await graphForEngine(pool, pool.engine(stocked.url), graph, true);
    expect(onStocked["4"]!.inputs.ckpt_name).toBe("engine-sd15.safetensors");
  });

  test("FLOW_ENGINE_CHECKPOINT wins over the engine's first; both object_info formats are read", async () => {
    const combo = await engine({ comboFormat: "combo", models: { checkpoints: ["a.safetensors", "b.safetensors"] } });
    const { pool } = await poolOf([combo], "b.safetensors");
    const graph = await graphForEngine(pool, pool.engine(combo.url), textToImage().graph, true);
    expect(graph["4"]!.inputs.ckpt_name).toBe("b.safetensors");
    expect(await pool.engine(combo.url).client.checkpoints()).toEqual(["a.safetensors", "b.safetensors"]);
  });

  test("one socket per engine with the process's client id; an engine that stops answering is left out until it answers", async () => {
    const first = await engine();
    const second = await engine();
    const { pool } = await poolOf([first, second]);
    await until(() => first.sockets().length === 1 && second.sockets().length === 1);
    expect(first.sockets()).toEqual([pool.clientId]);
    expect(second.sockets()).toEqual([pool.clientId]);
    first.dropSockets();
    await until(() => !pool.answering(pool.engine(first.url)));
    expect(pool.pick()?.url).toBe(second.url);
    await until(() => pool.answering(pool.engine(first.url)));
    expect(pool.answering(pool.engine(first.url))).toBe(true);
  });

  test("an engine's lists are read once at start, not again at its first answer; one that answers later is read then", async () => {
    const up = await engine();
    const port = await freePort();
    const late = `http://127.0.0.1:${port}`;
    const models = new ModelCatalogue({ log: createLogger("silent") });
    const pool = new EnginePool({ urls: [up.url, late], models, log: createLogger("silent") });
    open.push(pool);
    pool.start();
    await until(() => models.holdingsOf(up.url) !== undefined && pool.answering(pool.engine(up.url)));
    // The socket's first answer came after the start's read began: it asks for no second one.
    await new Promise((r) => setTimeout(r, 300));
    expect(up.requests.filter((r) => r.path === "/models")).toHaveLength(1);
    expect(models.holdingsOf(late)).toBeUndefined();
    const later = await engine({ port, models: { checkpoints: ["late.safetensors"] } });
    await until(() => models.holdingsOf(late) !== undefined);
    expect([...models.holdingsOf(late)!.get("checkpoint")!]).toEqual(["late.safetensors"]);
    expect(later.requests.filter((r) => r.path === "/models").length).toBeGreaterThanOrEqual(1);
  });

  test("with a catalogue, the start's check and a job's checkpoint take the catalogue's read: each engine's object_info is read once", async () => {
    const bare = await engine({ models: { checkpoints: [] } });
    // More engines than the catalogue reads at once: those that wait their turn are not read meanwhile by the check.
    const fleet = await Promise.all(Array.from({ length: 11 }, () => engine()));
    const stocked = fleet.at(-1)!;
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const models = new ModelCatalogue({ log: createLogger("silent") });
    const urls = [bare, ...fleet].map((e) => e.url);
    const pool = new EnginePool({ urls, models, log: createLogger("info", sink) });
    open.push(pool);
    pool.start();
    await until(() => lines.some((l) => l.includes("has no checkpoint")) && models.allRead());
    expect(lines.filter((l) => l.includes("has no checkpoint"))).toHaveLength(1);
    const graph = await graphForEngine(pool, pool.engine(stocked.url), textToImage().graph, true);
    expect(graph["4"]!.inputs.ckpt_name).toBe("engine-sd15.safetensors");
    for (const each of [bare, ...fleet]) expect(each.requests.filter((r) => r.path === "/object_info")).toHaveLength(1);
  });

  test("an engine's socket offers no compression: a server that would take it keeps no compressor per engine", async () => {
    const offered: Array<string | undefined> = [];
    const server = new WebSocketServer({ port: 0, perMessageDeflate: true });
    server.on("connection", (_socket, request) => offered.push(request.headers["sec-websocket-extensions"]));
    await new Promise((resolve) => server.once("listening", resolve));
    open.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const pool = new EnginePool({ urls: [url], log: createLogger("silent") });
    open.push(pool);
    pool.start();
    await until(() => offered.length > 0);
    expect(offered).toEqual([undefined]);
  });
});
