import type { EngineStatus } from "./pool.js";

/**
 * The engines as the readiness answer lists them, a line each: whether it answers, its queue, this
 * process's prompts there (of its most), and the names it holds by kind, as last read.
 * `engine http://gpu-1:8188 up, queue 2, in flight 1 of 4, weight 2, models 2 checkpoint, 5 lora, 40 sampler (read 31 s ago)`.
 */
export function engineStatusLines(engines: readonly EngineStatus[], now = Date.now()): string[] {
  return engines.map((engine) => {
    const parts = [
      engine.up ? "up" : "down",
      `queue ${engine.queue ?? "unknown"}`,
      `in flight ${engine.inFlight}${engine.maxInFlight === undefined ? "" : ` of ${engine.maxInFlight}`}`,
      `weight ${engine.weight}`,
    ];
    const counts = Object.entries(engine.models).map(([kind, count]) => `${count} ${kind}`);
    const read =
      engine.modelsReadAt === undefined
        ? "models not read yet"
        : `models ${counts.join(", ") || "none"} (read ${Math.round((now - engine.modelsReadAt) / 1000)} s ago)`;
    return `engine ${engine.url} ${[...parts, read].join(", ")}`;
  });
}
