import { startFakeDiscord } from "./server.js";

// Standalone fake Discord for `npm run fake:discord` and the demo: point DISCORD_API_URL at apiUrl.
const fake = await startFakeDiscord({ port: Number(process.env.FAKE_DISCORD_PORT ?? 8191) });
console.log(`fake Discord listening
  DISCORD_API_URL=${fake.apiUrl}
  DISCORD_TOKEN=${fake.token}
  DISCORD_APPLICATION_ID=${fake.applicationId}
  guild ${fake.guild.id}, channel ${fake.guild.channelId}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
