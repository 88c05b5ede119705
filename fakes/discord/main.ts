import { startFakeDiscord } from "./server.js";

// Standalone fake Discord for `npm run fake:discord`: the same token and ids on every start, so
// the lines below go into `.env` once.
const fake = await startFakeDiscord({ port: Number(process.env.FAKE_DISCORD_PORT ?? 8191), stableIds: true });
console.log(`fake Discord listening; put these in .env:
DISCORD_API_URL=${fake.apiUrl}
DISCORD_TOKEN=${fake.token}
DISCORD_APPLICATION_ID=${fake.applicationId}
(server ${fake.guild.id}: npm run deploy-commands -- --guild ${fake.guild.id})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
