/**
 * What a run of several bot processes adds: the REST proxy in a process of its own, as
 * `npm run rest-proxy` runs it, and the processes' own figures made one.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import type { ProbeFigures, WindowFigures } from "./probe.js";

const root = join(import.meta.dirname, "..");

export interface ProxyProcess {
  /** What every bot process's DISCORD_API_URL is set to. */
  apiUrl: string;
  /** Times the proxy held requests back for a rate limit, a route's bucket or the global 50/s (its own log line, counted). */
  heldBack(): number;
  close(): Promise<void>;
}

/**
 * `scripts/rest-proxy.ts` (what `npm run rest-proxy` runs) in front of `upstream`, on a free port;
 * resolves once it logs the URL it listens on.
 */
export function startProxyProcess(upstream: string): Promise<ProxyProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "scripts", "rest-proxy.ts")], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", DISCORD_API_URL: upstream, FLOWBOT_REST_PROXY_PORT: "0", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let heldBack = 0;
  let pending = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error("the REST proxy logged no URL in 60 s")), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(error);
    };
    child.once("exit", (code) => fail(new Error(`the REST proxy exited (${code}) before it listened`)));
    // Read to the end, so that its log never fills the pipe.
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop()!;
      for (const line of lines) {
        if (line.includes("holding requests back")) heldBack++;
        const url = /"url":"([^"]+)"/.exec(line)?.[1];
        if (url === undefined) continue;
        clearTimeout(timer);
        child.removeAllListeners("exit");
        resolve({
          apiUrl: url,
          heldBack: () => heldBack,
          close: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
              child.once("exit", () => (clearTimeout(force), done()));
              child.kill("SIGTERM");
            }),
        });
      }
    });
  });
}

const max = (xs: number[]) => Math.max(...xs);
const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The window of several processes as one: CPU and statements summed; lag, statement latency and
 * memory the worst process's (memory is per process: each must fit its own limits).
 */
export function mergeWindows(windows: WindowFigures[]): WindowFigures {
  if (windows.length === 1) return windows[0]!;
  const peak = windows.reduce((a, b) => (b.peakRssBytes > a.peakRssBytes ? b : a));
  const kinds: Record<string, number> = {};
  for (const w of windows)
    for (const [kind, n] of Object.entries(w.dbStatementKinds)) kinds[kind] = (kinds[kind] ?? 0) + n;
  return {
    lagP50Ms: max(windows.map((w) => w.lagP50Ms)),
    lagP99Ms: max(windows.map((w) => w.lagP99Ms)),
    lagMaxMs: max(windows.map((w) => w.lagMaxMs)),
    peakRssBytes: peak.peakRssBytes,
    peakHeapUsedBytes: peak.peakHeapUsedBytes,
    peakExternalBytes: peak.peakExternalBytes,
    peakHeapSpaces: peak.peakHeapSpaces,
    cpuMs: sumOf(windows.map((w) => w.cpuMs)),
    dbStatements: sumOf(windows.map((w) => w.dbStatements)),
    dbStatementKinds: Object.fromEntries(Object.entries(kinds).sort((a, b) => b[1] - a[1])),
    dbLatencyMs: { p50: max(windows.map((w) => w.dbLatencyMs.p50)), p99: max(windows.map((w) => w.dbLatencyMs.p99)) },
    extra: mergeExtras(windows.map((w) => w.extra)),
  };
}

/** The probe job is delivered by one process: the figures of the one whose memory grew most. */
export function mergeProbes(probes: ProbeFigures[]): ProbeFigures {
  return probes.reduce((a, b) => (b.peakRssBytes - b.baselineRssBytes > a.peakRssBytes - a.baselineRssBytes ? b : a));
}

/** Counts summed; times (`…Ms`, percentiles) the worst process's. */
export function mergeExtras(extras: Array<Record<string, number>>): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const extra of extras) {
    for (const [name, n] of Object.entries(extra))
      merged[name] = name.endsWith("Ms") ? Math.max(merged[name] ?? 0, n) : (merged[name] ?? 0) + n;
  }
  return merged;
}
