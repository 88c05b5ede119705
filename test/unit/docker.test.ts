import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
const compose = readFileSync(join(root, "compose.yaml"), "utf8");

/** Docker cannot run in CI here: these read the files for what `docker compose up` relies on. */
describe("the Docker files", () => {
  test("the image runs node as PID 1 and checks its health on /healthz", () => {
    expect(dockerfile).toMatch(/^CMD \["node", "--import", "tsx", "main\.ts"\]$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD \["node", "-e", "[^"]*\/healthz[^"]*"\]$/m);
    expect(dockerfile).toMatch(/^EXPOSE 8080$/m);
  });

  test("compose runs the bot and Postgres, restarted unless stopped, with a volume and the secret from the environment", () => {
    const services = compose.split(/^ {2}(?=\w+:$)/m).slice(1);
    const [db, bot] = ["db", "bot"].map((name) => services.find((s) => s.startsWith(`${name}:`))!);
    for (const service of [db, bot]) expect(service).toMatch(/^ {4}restart: unless-stopped$/m);
    expect(db).toMatch(/pgdata:\/var\/lib\/postgresql\/data/);
    expect(compose).toMatch(/^volumes:\n {2}pgdata:/m);
    expect(bot).toMatch(/FLOWBOT_SECRET_KEY: \$\{FLOWBOT_SECRET_KEY:\?/);
    expect(bot).toMatch(/DATABASE_URL: postgres:\/\/flowbot:\$\{POSTGRES_PASSWORD\}@db:5432\/flowbot/);
    expect(bot).toMatch(/FLOWBOT_MIGRATE: "true"/);
    expect(bot).toMatch(/condition: service_healthy/);
    // The image's own command: compose must not replace it (node stays PID 1).
    expect(bot).not.toMatch(/^ {4}(command|entrypoint):/m);
  });
});
