import { startFakePlatform } from "./server.js";

const port = Number(process.env.FAKE_PLATFORM_PORT ?? 8190);
const platform = await startFakePlatform({ port, knobs: {
  taskMs: Number(process.env.FAKE_PLATFORM_TASK_MS ?? 5000),
  videoTaskMs: Number(process.env.FAKE_PLATFORM_VIDEO_MS ?? 60_000),
} });
console.log(`fake platform on ${platform.url} (bearer token: ${platform.token})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void platform.close().then(() => process.exit(0)));
}
