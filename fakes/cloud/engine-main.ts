import { startFakeEngine, type FakeEngine } from "./engine.js";
import { textWorkflow } from "./fixtures.js";

/**
 * `npm run fake:engine`: fake self-hosted engines with realistic timings, one per port of
 * FAKE_ENGINE_PORTS (default 8188; `8188,8189` runs two, the second already busy with a prompt of
 * another client, so that the bot's spreading by load shows, and holding other models than the
 * first, so that its routing by model shows: a job for `engine-xl.safetensors` runs on the first
 * only, one for `engine-anime.safetensors` or the `anime-line.safetensors` LoRA on the others).
 */
const ports = (process.env.FAKE_ENGINE_PORTS ?? "8188").split(",").map((p) => Number(p.trim()));
const engines: FakeEngine[] = [];
const others = {
  checkpoints: ["engine-sd15.safetensors", "engine-anime.safetensors"],
  loras: ["detail-tweaker.safetensors", "anime-line.safetensors"],
};
for (const [i, port] of ports.entries()) {
  const timings = { port, stepMs: 150, latencyMs: 10, interruptDelayMs: 3_000, loadMs: 1_500 };
  engines.push(await startFakeEngine(i === 0 ? timings : { ...timings, models: others }));
  if (i > 0) await busy(engines[i]!.url);
}
console.log(`fake engine(s) listening; put this in .env (no cloud URL or key needed):
FLOW_ENGINE_URLS=${engines.map((e) => e.url).join(",")}`);

/** A long prompt from another client, so that this engine reports more queue_remaining than the first. */
async function busy(url: string): Promise<void> {
  const prompt = textWorkflow({ checkpoint: "engine-sd15.safetensors", width: 64, height: 64 });
  await fetch(`${url}/prompt`, { method: "POST", body: JSON.stringify({ prompt, client_id: "someone-else" }) });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void Promise.all(engines.map((e) => e.close())).then(() => process.exit(0)));
}
