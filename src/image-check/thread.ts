import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * A worker thread running one of this folder's plain JavaScript modules (`./worker.js`,
 * `./video-worker.js`): the same file from the sources and compiled (the build copies them).
 * `onMessage` is attached here, before the thread is unreferenced: a `message` listener added
 * afterwards references the thread's port again, and a stopped bot's process would never exit.
 */
export function threadOf(
  url: URL,
  options: Pick<WorkerOptions, "workerData" | "transferList" | "resourceLimits"> = {},
  onMessage?: (message: unknown) => void,
): Worker {
  // Not the process's console: the libraries' own lines would break the JSON log. Never read
  // (./quiet.js keeps them empty): a thread whose output is read keeps the process alive.
  const worker = new Worker(url, { ...options, stdout: true, stderr: true });
  if (onMessage) worker.on("message", onMessage);
  // A bot at rest, or stopped, is not kept alive by its image check.
  worker.unref();
  return worker;
}
