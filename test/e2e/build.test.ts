import { spawn } from "node:child_process";
import { builtinModules } from "node:module";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test, vi } from "vitest";
import { hermeticRoot, runScript, useProcessFakes } from "../helpers/npm.js";

describe("npm run build", () => {
  const fakes = useProcessFakes();

  test("produces a dist that runs with node alone as the image runs it, needs only production dependencies and ships no fakes", async () => {
    const build = runScript("build", {});
    expect(await build.exited).toBe(0);
    const root = hermeticRoot();
    const dist = join(root, "dist");
    expect(existsSync(join(dist, "test"))).toBe(false);
    expect(readdirSync(join(dist, "scripts")).sort()).toEqual(["deploy-commands.js", "migrate.js", "rest-proxy.js"]);
    expect(readdirSync(join(dist, "migrations")).some((f) => f.endsWith(".sql"))).toBe(true);

    // The image installs production dependencies only (optional ones among them, which `npm ci
    // --omit=dev` installs where they can run): dist must need nothing else (tsx, typescript...).
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    const dependencies = { ...manifest.dependencies, ...manifest.optionalDependencies };
    const imported = new Set<string>();
    for (const file of readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"))) {
      for (const [, specifier] of readFileSync(join(dist, file), "utf8").matchAll(
        /(?:from|import\()\s*"([^".][^"]*)"/g,
      ))
        imported.add(specifier!);
    }
    const packages = [...imported]
      .filter((s) => !s.startsWith("node:") && !builtinModules.includes(s))
      .map((s) =>
        s
          .split("/")
          .slice(0, s.startsWith("@") ? 2 : 1)
          .join("/"),
      );
    expect(packages).toContain("discord.js");
    for (const name of packages) expect(Object.keys(dependencies), `dist imports ${name}`).toContain(name);

    // The image's command, as PID 1 runs it: node alone gets SIGTERM and stops cleanly. Embedded,
    // on a new data dir (the database is made in a child process first), as on a first start.
    const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
    const [command, ...args] = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    expect(args.at(-1)).toBe("dist/main.js");
    const bot = spawn(command!, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", ...fakes.env() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    bot.stdout.on("data", (d) => (output += d));
    bot.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => bot.on("exit", (code) => resolve(code)));
    await vi.waitFor(() => expect(output).toContain('"msg":"online"'), { timeout: 60_000, interval: 100 });
    expect(output).toContain("database migrations");
    bot.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"shutting down"');
  }, 300_000);
});
