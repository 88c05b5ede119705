import { startFakePlatform } from "./server.js";

/** `npm run fake:platform`: the fake registry + partner proxy on FAKE_PLATFORM_PORT (default 8190). */
const port = Number(process.env.FAKE_PLATFORM_PORT ?? 8190);
const platform = await startFakePlatform({
  port,
  knobs: {
    taskMs: Number(process.env.FAKE_PLATFORM_TASK_MS ?? 5000),
    videoTaskMs: Number(process.env.FAKE_PLATFORM_VIDEO_MS ?? 60_000),
  },
});
console.log(`fake platform listening; put these in .env (the fake cloud takes the same key):
FLOW_API_URL=${platform.url}
FLOW_API_KEY=${platform.token}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void platform.close().then(() => process.exit(0)));
}
