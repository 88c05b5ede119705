import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
const compose = readFileSync(join(root, "compose.yaml"), "utf8");

/** Docker cannot run in CI here: these read the files for what `docker compose up` relies on. */
describe("the Docker files", () => {
  test("the image runs the compiled bot with node as PID 1 and checks its health on /healthz", () => {
    expect(dockerfile).toMatch(
      /^CMD \["node", "--max-semi-space-size=4", "--heap-growing-percent=30", "dist\/main\.js"\]$/m,
    );
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD \["node", "-e", "[^"]*\/healthz[^"]*"\]$/m);
    expect(dockerfile).toMatch(/^EXPOSE 8080$/m);
  });

  test("a build stage compiles; the final stage holds dist/ and production dependencies only", () => {
    const stages = dockerfile.split(/^(?=FROM )/m).slice(1);
    const named = (name: string) => stages.find((s) => new RegExp(`^FROM \\S+ AS ${name}$`, "m").test(s))!;
    expect(named("build")).toMatch(/^RUN npm ci --no-audit --no-fund$/m);
    expect(named("build")).toMatch(/^RUN npm run build$/m);
    expect(named("deps")).toMatch(/^RUN npm ci --omit=dev /m);
    const final = stages.at(-1)!;
    expect(final).toMatch(/^FROM node:20-bookworm-slim$/m);
    const copies = final.match(/^COPY .*$/gm)!;
    expect(copies).toEqual([
      "COPY --from=deps /app/node_modules ./node_modules",
      "COPY package.json ./",
      "COPY --from=build /app/dist ./dist",
    ]);
    expect(final).not.toMatch(/tsx|main\.ts|COPY src/);
  });

  test("compose publishes the bots' ports on this machine only, and never the metrics port", () => {
    const ports = [...compose.matchAll(/^ {6}- "([^"]+)"$/gm)].map((m) => m[1]);
    expect(ports).toEqual(["127.0.0.1:8080:8080", "127.0.0.1:8082:8080"]);
    expect(compose).toMatch(/FLOWBOT_METRICS_PORT: "9464"/);
  });

  test("compose runs the bot and Postgres, restarted unless stopped, with a volume and the secret from the environment", () => {
    const services = compose.split(/^ {2}(?=[\w-]+:$)/m).slice(1);
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

  test("compose runs the REST proxy with its health route, and the bots send their requests through it", () => {
    const services = compose.split(/^ {2}(?=[\w-]+:$)/m).slice(1);
    const service = (name: string) => services.find((s) => s.startsWith(`${name}:`))!;
    const proxy = service("rest-proxy");
    expect(proxy).toMatch(/^ {4}command: \["node", "dist\/scripts\/rest-proxy\.js"\]$/m);
    expect(proxy).toMatch(/FLOWBOT_REST_PROXY_PORT: "8081"/);
    expect(proxy).toMatch(/test: \["CMD", "node", "-e", "fetch\('http:\/\/127\.0\.0\.1:8081\/healthz'\)/);
    expect(proxy).toMatch(/^ {4}restart: unless-stopped$/m);
    // The proxy forwards to DISCORD_API_URL from .env: setting it to itself here would loop.
    expect(proxy).not.toMatch(/DISCORD_API_URL/);
    for (const name of ["bot", "bot-2"]) {
      expect(service(name)).toMatch(/DISCORD_API_URL: http:\/\/rest-proxy:8081\/api/);
      expect(service(name)).toMatch(/rest-proxy:\n {8}condition: service_healthy/);
    }
  });

  test("compose has an example of two bot processes on two shard ranges", () => {
    const services = compose.split(/^ {2}(?=[\w-]+:$)/m).slice(1);
    const [bot, second] = ["bot", "bot-2"].map((name) => services.find((s) => s.startsWith(`${name}:`))!);
    expect(bot).toMatch(/DISCORD_SHARDS: \$\{BOT_SHARDS:-\}/);
    expect(second).toMatch(/DISCORD_SHARDS: \$\{BOT_2_SHARDS:-2-3\}/);
    expect(second).toMatch(/^ {4}profiles: \[sharded\]$/m);
    expect(second).toMatch(/DATABASE_URL: postgres:\/\/flowbot:\$\{POSTGRES_PASSWORD\}@db:5432\/flowbot/);
    // Each process serves its own HTTP port on the host.
    expect(second).toMatch(/"127.0.0.1:8082:8080"/);
    expect(compose).toMatch(
      /DISCORD_SHARD_COUNT=4, BOT_SHARDS=0-1 and\n# BOT_2_SHARDS=2-3 in \.env, then `docker compose --profile sharded up -d`/,
    );
  });

  test("the sharded profile runs no shard twice: bot-2 waits for a check of BOT_SHARDS and DISCORD_SHARD_COUNT", () => {
    const services = compose.split(/^ {2}(?=[\w-]+:$)/m).slice(1);
    const service = (name: string) => services.find((s) => s.startsWith(`${name}:`))!;
    const check = service("shards-check");
    expect(check).toMatch(/^ {4}profiles: \[sharded\]$/m);
    expect(check).toMatch(/^ {4}restart: "no"$/m);
    expect(service("bot-2")).toMatch(/depends_on:\n {6}shards-check:\n {8}condition: service_completed_successfully/);
    // Compose reads the variables of every service, started or not: a `${VAR:?}` in a profile's
    // service would stop a plain `docker compose up`, unless the services always run need it too.
    const required = (text: string) => new Set([...text.matchAll(/\$\{(\w+):?\?/g)].map((m) => m[1]));
    const always = new Set([...required(service("bot")), ...required(service("db"))]);
    for (const name of ["shards-check", "bot-2"])
      expect(
        [...required(service(name))].filter((v) => !always.has(v)),
        name,
      ).toEqual([]);
    const passed: Record<string, { from: string; default: string }> = Object.fromEntries(
      [...check.matchAll(/^ {6}(\w+): \$\{(\w+):-([^}]*)\}$/gm)].map((m) => [m[1], { from: m[2], default: m[3] }]),
    );
    expect(passed).toEqual({
      DISCORD_SHARD_COUNT: { from: "DISCORD_SHARD_COUNT", default: "" },
      BOT_SHARDS: { from: "BOT_SHARDS", default: "" },
      BOT_2_SHARDS: { from: "BOT_2_SHARDS", default: "2-3" },
    });
    // The check itself, run as the container runs it, with what Compose would pass from .env.
    const script = /^ {6}- node\n {6}- -e\n {6}- \|\n((?: {8}.*\n| *\n)+)/m.exec(check)![1]!.replace(/^ {8}/gm, "");
    const run = (env: Record<string, string>) => {
      const defaults = Object.fromEntries(Object.entries(passed).map(([name, v]) => [name, env[v.from] ?? v.default]));
      const result = spawnSync(process.execPath, ["-e", script], { env: { PATH: process.env.PATH, ...defaults } });
      return { status: result.status, error: result.stderr.toString() };
    };
    expect(run({ DISCORD_SHARD_COUNT: "4", BOT_SHARDS: "0-1", BOT_2_SHARDS: "2-3" })).toEqual({ status: 0, error: "" });
    expect(run({ DISCORD_SHARD_COUNT: "4", BOT_SHARDS: "0,1" })).toEqual({ status: 0, error: "" });
    // BOT_SHARDS unset: `bot` would run every shard, 2-3 twice.
    expect(run({ DISCORD_SHARD_COUNT: "4" })).toEqual({
      status: 1,
      error: expect.stringMatching(/needs in \.env: BOT_SHARDS/),
    });
    for (const count of [undefined, "auto", "0"]) {
      const env = { BOT_SHARDS: "0-1", ...(count === undefined ? {} : { DISCORD_SHARD_COUNT: count }) };
      expect(run(env)).toEqual({ status: 1, error: expect.stringMatching(/needs in \.env: DISCORD_SHARD_COUNT/) });
    }
    expect(run({ DISCORD_SHARD_COUNT: "4", BOT_SHARDS: "0-2", BOT_2_SHARDS: "2-3" })).toEqual({
      status: 1,
      error: expect.stringMatching(/both run shard 2: give each its own range/),
    });
  });
});
