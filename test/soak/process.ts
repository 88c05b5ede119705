import { fork, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { imageCommand } from "../../scripts/image-command.js";
import type { SoakCommand, SoakReport, SoakSample } from "./protocol.js";

const root = join(import.meta.dirname, "..", "..");

/** The soak's bot in a child process (test/soak/bot.ts), as the image runs it, and what it logged. */
export interface BotProcess {
  child: ChildProcess;
  httpPort: number;
  /** Warnings and errors it logged, by level; the first few distinct lines. */
  logged: { warn: number; error: number; lines: string[] };
  sample(): Promise<SoakSample>;
  /** Stops the bot; the handles left in the process, and whether it then exited by itself. */
  stop(exitWithinMs: number): Promise<{ handles: Record<string, number>; exited: boolean }>;
  kill(): void;
}

export async function startBotProcess(env: Record<string, string>): Promise<BotProcess> {
  const image = imageCommand();
  // The image's node flags (its command less `node` and the script), tsx to run the sources, and a gc for the samples.
  const execArgv = ["--import", "tsx", "--expose-gc", ...image.argv.slice(1, -1)];
  const child = fork(join(root, "test", "soak", "bot.ts"), [], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      ...image.env,
      LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? "warn",
      ...env,
    },
    execArgv,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  const logged = { warn: 0, error: 0, lines: [] as string[] };
  const seen = new Set<string>();
  let partial = "";
  // SOAK_LOG=FILE keeps the bot's whole log there (at SOAK_LOG_LEVEL, warn by default).
  const file = process.env.SOAK_LOG ? createWriteStream(process.env.SOAK_LOG) : undefined;
  const onOutput = (data: Buffer) => {
    file?.write(data);
    const lines = (partial + String(data)).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 50);
      if (level < 40) continue;
      if (level >= 50) logged.error++;
      else if (level >= 40) logged.warn++;
      const key = (/"msg":"([^"]*)"/.exec(line)?.[1] ?? line).slice(0, 200);
      if (!seen.has(key) && seen.size < 12) {
        seen.add(key);
        logged.lines.push(line.replace(/"(time|pid|hostname|stack)":("[^"]*"|\d+),?/g, "").slice(0, 300));
      }
    }
  };
  child.stdout!.on("data", onOutput);
  child.stderr!.on("data", onOutput);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const ready = await next(child, "ready", 60_000);
  return {
    child,
    httpPort: ready.httpPort,
    logged,
    async sample() {
      send(child, { type: "sample" });
      return (await next(child, "sample", 30_000)).figures;
    },
    async stop(exitWithinMs) {
      send(child, { type: "stop" });
      const { handles } = await next(child, "stopped", 60_000);
      const exitedInTime = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), exitWithinMs)),
      ]);
      return { handles, exited: exitedInTime };
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}

function send(child: ChildProcess, command: SoakCommand): void {
  child.send(command);
}

function next<T extends SoakReport["type"]>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<SoakReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`the soak's bot process sent no "${type}" in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (report: SoakReport) =>
      report.type === type && done(undefined, report as Extract<SoakReport, { type: T }>);
    const onExit = (code: number | null) => done(new Error(`the soak's bot process exited (${code}) before "${type}"`));
    const done = (error?: Error, report?: Extract<SoakReport, { type: T }>) => {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve(report!);
    };
    child.on("message", onMessage);
    child.on("exit", onExit);
  });
}
