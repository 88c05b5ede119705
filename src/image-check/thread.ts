import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * A worker thread running one of this folder's modules. Compiled, `url` is the JavaScript beside
 * this file. Run from the TypeScript sources (`npm start`, the tests), it is the `.ts` file, which
 * the thread loads through tsx's loader, registered in the thread first: Node 20 applies a
 * `--import` given to a worker to what the worker imports, not to its own file.
 */
export function threadOf(url: URL, options: Pick<WorkerOptions, "workerData" | "transferList"> = {}): Worker {
  const fromSources = import.meta.url.endsWith(".ts");
  const worker = fromSources
    ? new Worker(throughTsx(new URL(url.href.replace(/\.js$/, ".ts"))), { ...options, ...quiet, eval: true })
    : new Worker(url, { ...options, ...quiet });
  // A bot at rest, or stopped, is not kept alive by its image check.
  worker.unref();
  worker.stdout.resume();
  worker.stderr.resume();
  return worker;
}

/** Not the process's console: the libraries' own lines would break the JSON log. */
const quiet = { stdout: true, stderr: true } as const;

function throughTsx(file: URL): string {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx/package.json"));
  const api = new URL("dist/esm/api/index.mjs", tsx).href;
  return `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
}
