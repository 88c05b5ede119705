import { spawn } from "node:child_process";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");

/**
 * Runs an npm script (from the project root unless `cwd` says otherwise) with only the given
 * environment, collecting its output, until `until` matches or it exits.
 */
export function runScript(script: string, env: Record<string, string>, until?: RegExp, cwd = root) {
  const child = spawn("npm", ["run", "--silent", script], {
    cwd,
    // Its own process group, as in a terminal: Ctrl-C signals npm and the bot together.
    detached: true,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const matched = new Promise<string>((resolve, reject) => {
    const check = () => until?.test(output) && resolve(output);
    child.stdout.on("data", (d) => ((output += d), check()));
    child.stderr.on("data", (d) => ((output += d), check()));
    child.on("exit", (code) => (until ? reject(new Error(`exited ${code} before ${until}:\n${output}`)) : resolve(output)));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, matched, exited, output: () => output, interrupt: () => process.kill(-child.pid!, "SIGINT") };
}
