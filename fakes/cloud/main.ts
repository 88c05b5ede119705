import { startFakeCloud } from "./server.js";

/** `npm run fake:cloud`: the fake cloud on FAKE_CLOUD_PORT (default 8188) with realistic timings. */
const port = Number(process.env.FAKE_CLOUD_PORT ?? 8188);
const cloud = await startFakeCloud({ port, stepMs: 150, latencyMs: 30 });
console.log(`fake cloud listening; put these in .env (the fake platform takes the same key):
FLOW_CLOUD_URL=${cloud.url}
FLOW_API_KEY=${cloud.apiKey}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cloud.close().then(() => process.exit(0)));
}
