import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { makePng } from "../png.js";
import type { Json } from "./catalogue.js";
import type { FakePlatform } from "./server.js";

export interface Delivery {
  url: string;
  body: unknown;
  status?: number;
  error?: string;
}

export interface ResultFile {
  data: Buffer;
  contentType: string;
  ext: string;
}

type Status = "CREATED" | "IN_PROGRESS" | "COMPLETED" | "FAILED";
const VIDEO_STATES: Record<Status, string> = {
  CREATED: "created",
  IN_PROGRESS: "processing",
  COMPLETED: "success",
  FAILED: "failed",
};

export interface Task {
  id: string;
  operation: string;
  video: boolean;
  status: Status;
  urls: string[];
  /** Video results' cover images, one per URL. */
  covers: string[];
  createdAt: number;
  /** When the task ends (ms since the epoch); Infinity when it never does. */
  endsAt: number;
  callbackUrl?: string;
  makeResult: () => ResultFile;
  delivering: Promise<void>;
}

export interface TaskOptions {
  video?: boolean;
  callbackUrl?: string;
  makeResult?: () => ResultFile;
}

export function pngResult(width: number, height: number, seed: string): () => ResultFile {
  return () => ({ data: makePng(width, height, seed), contentType: "image/png", ext: "png" });
}

/** A real 3-second H.264 clip (made by make-clip.ts), so that the result plays in a browser. */
const CLIP = readFileSync(new URL("./clip.mp4", import.meta.url));

/** The clip; `size` pads it with a trailing `free` box (which players skip) to that many bytes in all. */
export function mp4Result(size = 0): () => ResultFile {
  return () => {
    const padding = Math.max(0, size - CLIP.length);
    if (padding < 8) return { data: CLIP, contentType: "video/mp4", ext: "mp4" };
    const free = Buffer.alloc(padding);
    free.writeUInt32BE(padding);
    free.write("free", 4);
    return { data: Buffer.concat([CLIP, free]), contentType: "video/mp4", ext: "mp4" };
  };
}

/** Tasks that go CREATED → IN_PROGRESS → COMPLETED (or FAILED) over `taskMs`, notifying their callback URL. */
export class TaskStore {
  private readonly tasks = new Map<string, Task>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly platform: FakePlatform,
    /** Result files by path (`/files/<task>/0.png`): kept across restarts where the platform is (the playground's). */
    readonly files: Map<string, ResultFile> = new Map(),
  ) {}

  create(operation: string, options: TaskOptions): Task {
    const id = randomUUID();
    const task: Task = {
      id,
      operation,
      video: options.video ?? false,
      status: "CREATED",
      urls: [],
      covers: [],
      createdAt: Date.now(),
      endsAt: Infinity,
      makeResult: options.makeResult ?? pngResult(256, 256, id),
      delivering: Promise.resolve(),
      ...(options.callbackUrl ? { callbackUrl: options.callbackUrl } : {}),
    };
    this.tasks.set(id, task);
    const { taskMs, taskFails, videoTaskMs } = this.platform.knobs;
    const ms = task.video ? (videoTaskMs ?? taskMs) : taskMs;
    const toProgress = Math.min(taskMs, ms) * 0.3;
    // A task completed early (`completeHeld`) stays completed.
    this.after(
      Number.isFinite(toProgress) ? toProgress : 1_000,
      () => task.status === "CREATED" && this.move(task, "IN_PROGRESS"),
    );
    if (Number.isFinite(ms)) {
      task.endsAt = task.createdAt + ms;
      this.after(ms, () => this.move(task, taskFails ? "FAILED" : "COMPLETED"));
    }
    return task;
  }

  get(id: string): Task | undefined {
    return this.tasks.get(id);
  }

  /** Completes now every task made never to end (`taskMs: Infinity`); returns how many. */
  completeHeld(): number {
    let count = 0;
    for (const task of this.tasks.values()) {
      if (Number.isFinite(task.endsAt) || task.video || task.status === "COMPLETED" || task.status === "FAILED")
        continue;
      task.endsAt = Date.now();
      this.move(task, "COMPLETED");
      count++;
    }
    return count;
  }

  imageRecord(task: Task): Json {
    return { task_id: task.id, status: task.status, generated: task.urls };
  }

  /** Progress rises with the time the task has run; a task that never ends creeps towards 99. */
  videoRecord(task: Task): Json {
    const elapsed = Date.now() - task.createdAt;
    const running = Number.isFinite(task.endsAt)
      ? Math.min(99, Math.floor((100 * elapsed) / (task.endsAt - task.createdAt)))
      : Math.min(99, Math.floor(elapsed / 1000));
    const progress = { CREATED: 0, IN_PROGRESS: running, COMPLETED: 100, FAILED: 0 }[task.status];
    return {
      id: task.id,
      state: VIDEO_STATES[task.status],
      err_code: task.status === "FAILED" ? "generation_failed" : "",
      progress,
      creations: task.urls.map((url, i) => ({
        id: `${task.id}-${i}`,
        url,
        cover_url: task.covers[i],
        watermarked_url: url,
      })),
    };
  }

  record(task: Task): Json {
    return task.video ? this.videoRecord(task) : this.imageRecord(task);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private after(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      action();
    }, ms);
    this.timers.add(timer);
  }

  private move(task: Task, status: Status): void {
    if (status === "COMPLETED") {
      const file = task.makeResult();
      const path = `/files/${task.id}/0.${file.ext}`;
      this.files.set(path, file);
      task.urls = [this.platform.url + path];
      if (task.video) {
        const cover = `/files/${task.id}/0-cover.png`;
        this.files.set(cover, { data: makePng(64, 36, `cover ${task.id}`), contentType: "image/png", ext: "png" });
        task.covers = [this.platform.url + cover];
      }
    }
    task.status = status;
    const { callbackUrl } = task;
    if (!callbackUrl) return;
    const body = this.record(task);
    task.delivering = task.delivering.then(() => this.deliver(callbackUrl, body));
  }

  private async deliver(url: string, body: Json): Promise<void> {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(2000),
      });
      await response.arrayBuffer();
      this.platform.callbacks.push({ url, body, status: response.status });
    } catch (err) {
      this.platform.callbacks.push({ url, body, error: String(err) });
    }
  }
}
