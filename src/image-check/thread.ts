import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * A worker thread running one of this folder's plain JavaScript modules (`./worker.js`,
 * `./video-worker.js`): the same file from the sources and compiled (the build copies them).
 */
export function threadOf(url: URL, options: Pick<WorkerOptions, "workerData" | "transferList"> = {}): Worker {
  // Not the process's console: the libraries' own lines would break the JSON log.
  const worker = new Worker(url, { ...options, stdout: true, stderr: true });
  // A bot at rest, or stopped, is not kept alive by its image check.
  worker.unref();
  worker.stdout.resume();
  worker.stderr.resume();
  return worker;
}
