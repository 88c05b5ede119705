/**
 * `npx tsx bench/parts.ts`: figures for the paths that run per event or per job, one at a time. It reports; it asserts
 * nothing (behaviour is the tests' business). Everything runs against the local fakes.
 */
import { performance } from "node:perf_hooks";
import { CloudClient } from "../src/api/cloud.js";
import { parseBinaryFrame, parseTextFrame } from "../src/api/frames.js";
import { generatePresenter } from "../src/features/generate/presenter.js";
import { renderProgress, type JobView } from "../src/discord/render/render.js";
import { Coalescer } from "../src/discord/job-message/coalescer.js";
import { StreamHub } from "../src/jobs/remotes/streams.js";
import { applyValues, textToImage } from "../src/workflows/built-in.js";
import { createLogger } from "../src/logging/logger.js";
import { startFakeCloud } from "../fakes/cloud/server.js";
import { makePng } from "../fakes/png.js";

interface Row {
  name: string;
  figure: string;
  note: string;
}
const rows: Row[] = [];

function time(fn: () => void, iterations: number): number {
  const start = performance.now();
  for (let i = 0; i < iterations; i++) fn();
  return performance.now() - start;
}

function benchFrames(): void {
  const text = JSON.stringify({
    type: "progress",
    data: { value: 12, max: 20, prompt_id: "0b6d3c4e-7d1e-4c89-9a53-5c1d2b6f6a10", node: "3" },
  });
  const n = 200_000;
  const ms = time(() => parseTextFrame(text), n);
  rows.push({
    name: "parse progress text frame",
    figure: `${Math.round(n / (ms / 1000)).toLocaleString()} /s`,
    note: `${((ms * 1000) / n).toFixed(2)} µs each`,
  });

  const meta = Buffer.from(JSON.stringify({ node_id: "3", prompt_id: "p", image_type: "image/png" }));
  const image = makePng(256, 256, 1);
  const frame = Buffer.alloc(8 + meta.length + image.length);
  frame.writeUInt32BE(4, 0);
  frame.writeUInt32BE(meta.length, 4);
  meta.copy(frame, 8);
  image.copy(frame, 8 + meta.length);
  const m = 100_000;
  const binMs = time(() => parseBinaryFrame(frame), m);
  rows.push({
    name: "parse preview frame (type 4)",
    figure: `${Math.round(m / (binMs / 1000)).toLocaleString()} /s`,
    note: `${(frame.length / 1024).toFixed(0)} KB frame, no copy`,
  });
}

async function benchCoalescing(): Promise<void> {
  const view: JobView = {
    id: "00000000-0000-4000-8000-000000000000",
    kind: "generate",
    userId: "1",
    locale: "en",
    params: { prompt: "bench", seed: 1, width: 1024, height: 1024, steps: 1000, count: 1 },
    phase: "running",
    createdAt: Date.now(),
    notes: [],
  };
  let sends = 0;
  const frame = () => renderProgress(view, generatePresenter);
  const coalescer = new Coalescer(
    async (f: typeof frame) => void (f(), sends++, await new Promise((r) => setTimeout(r, 50))),
    {
      minIntervalMs: 1500,
    },
  );
  const events = 20_000;
  const start = performance.now();
  for (let i = 1; i <= events; i++) {
    view.progress = { value: i, max: events };
    coalescer.push(frame);
    if (i % 1000 === 0) await new Promise((r) => setImmediate(r));
  }
  const ms = performance.now() - start;
  await coalescer.finish(frame);
  rows.push({
    name: "progress events absorbed",
    figure: `${Math.round(events / (ms / 1000)).toLocaleString()} /s`,
    note: `${events.toLocaleString()} events → ${sends} Discord edits`,
  });
}

async function benchStream(): Promise<void> {
  const jobs = 8;
  const steps = 50;
  const cloud = await startFakeCloud({ stepMs: 2, steps, concurrency: jobs, previews: true });
  const hub = new StreamHub({ cloudUrl: cloud.url, log: createLogger("silent") });
  const client = new CloudClient({ baseUrl: cloud.url, apiKey: cloud.apiKey });
  await hub.ready(cloud.apiKey);
  const { graph, mapping } = textToImage();
  let routed = 0;
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: jobs }, async (_, i) => {
      const submitted = performance.now();
      const { promptId } = await client.submit(
        applyValues(graph, mapping, { prompt: `bench ${i}`, seed: i, width: 256, height: 256 }),
      );
      await new Promise<void>((resolve) => {
        const stop = hub.watch(cloud.apiKey, promptId, (event) => {
          routed++;
          if (event.type === "execution_success") {
            latencies.push(performance.now() - submitted);
            stop();
            resolve();
          }
        });
      });
    }),
  );
  const ms = performance.now() - start;
  latencies.sort((a, b) => a - b);
  rows.push({
    name: "events routed by prompt_id",
    figure: `${Math.round(routed / (ms / 1000)).toLocaleString()} /s`,
    note: `${jobs} concurrent jobs on one socket, ${routed} events; bound by the fake's step time`,
  });
  rows.push({
    name: "job latency (submit → success)",
    figure: `p50 ${latencies[Math.floor(jobs / 2)]!.toFixed(0)} ms`,
    note: `max ${latencies.at(-1)!.toFixed(0)} ms; ${steps} steps × 2 ms`,
  });

  const job = [...cloud.jobs.values()][0]!;
  const refs = Object.values(job.nodeOutputs).flatMap((o) => o.images ?? []);
  const downloads = 40;
  let bytes = 0;
  const dlStart = performance.now();
  for (let i = 0; i < downloads; i++) {
    const download = await client.view(refs[0]!);
    for await (const chunk of download.body) bytes += (chunk as Buffer).length;
  }
  const dlMs = performance.now() - dlStart;
  rows.push({
    name: "output download (view → signed URL)",
    figure: `${(bytes / 1024 / 1024 / (dlMs / 1000)).toFixed(1)} MB/s`,
    note: `${(dlMs / downloads).toFixed(1)} ms per file, keep-alive`,
  });

  await hub.close();
  await cloud.close();
}

benchFrames();
await benchCoalescing();
await benchStream();

const width = Math.max(...rows.map((r) => r.name.length));
const fig = Math.max(...rows.map((r) => r.figure.length));
console.log(`flowbot bench · node ${process.version} · ${new Date().toISOString()}\n`);
for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.figure.padStart(fig)}  ${row.note}`);
