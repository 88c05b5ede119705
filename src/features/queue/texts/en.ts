/** `/queue`: the server's line and the jobs running, page by page. */
export const en = {
  "button.cancelNumbered": "Cancel {n}",
  "line.queueWaiting": {
    one: "waiting for a free slot — {count, number} ahead in this server",
    other: "waiting for a free slot — {count, number} ahead in this server",
  },
  "line.queueNext": "waiting for a free slot — next in line",
  "queue.empty": "Nothing is queued or running on this server.",
  "queue.title": "Queued and running jobs",
  "queue.line": "{kind} · {user} · {state} · started {time}",
  "queue.link": "message",
  "queue.running": "running",
  "queue.queued": "queued",
  "queue.submitting": "submitting",
  "queue.partner": "{state} (partner task, no queue position)",
  "queue.unavailable": "{state} (queue position unavailable)",
  "queue.engineRoom": "waiting for an engine with room — {count, number} ahead",
  "queue.ahead": "queued — {count, number} ahead in the service's queue",
} as const;
