/*
 * Imported first by this folder's threads: what the libraries print (TensorFlow.js's notices,
 * ffmpeg's log) is dropped in the thread. The thread's stdout and stderr are not the process's
 * (the JSON log stays clean), and are never read: reading them would keep a stopped bot's
 * process alive.
 */
const drop = () => true;
process.stdout.write = drop;
process.stderr.write = drop;
for (const name of ["log", "info", "warn", "error", "debug", "trace"]) console[name] = () => undefined;
