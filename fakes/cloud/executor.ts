import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { NodeOutput, Workflow } from "../../src/api/cloud-types.js";
import { makePng } from "../png.js";
import { samplerSteps, type FakeCloudKnobs } from "./knobs.js";
import { PARTNER_NODE } from "./object-info.js";
import { executionOrder, renderImages } from "./outputs.js";
import type { SocketHub } from "./sockets.js";
import { drawPlan, sizedOutput, type JobPlan } from "./workload.js";
import { asText } from "../text.js";

export interface StoredFile {
  data: Buffer;
  type: string;
  contentType: string;
}

export interface FakeJob {
  id: string;
  number: number;
  apiKey: string;
  workflow: Workflow;
  extraData: Record<string, unknown> | undefined;
  /** The status value the live service answers (wire-notes.md). */
  status: "queued_waiting" | "executing" | "success" | "error" | "cancelled";
  /** Generated files in the order they were produced. */
  outputs: Array<{ node: string; filename: string; data: Buffer }>;
  nodeOutputs: Record<string, NodeOutput>;
  createTime: number;
  interrupted: boolean;
  /** Drawn at submit when the `workload` knob is set. */
  plan?: JobPlan;
  /** When execution started and when its terminal event was sent (ms since the epoch). */
  startedAt?: number;
  endedAt?: number;
  /** Progress events sent for the job. */
  progressEvents: number;
}

/** Under a workload, previews come from a few made once: drawing thousands a second would load the fake, not the bot. */
const loadPreviews = Array.from({ length: 8 }, (_, i) => makePng(16, 16, `load:${i}`));
const loadPreview = (step: number) => loadPreviews[step % loadPreviews.length]!;

const CACHED_CLASSES = new Set(["CheckpointLoaderSimple"]);
const SAMPLING_CLASSES = new Set(["KSampler", PARTNER_NODE]);

/** Runs submitted workflows through the events a real execution sends, `concurrency` at a time. */
export class Executor {
  readonly jobs = new Map<string, FakeJob>();
  private readonly pending: FakeJob[] = [];
  private readonly running = new Set<FakeJob>();
  private counter = 0;
  private fileCounter = 0;
  private closed = false;

  constructor(
    private readonly knobs: FakeCloudKnobs,
    private readonly sockets: SocketHub,
    private readonly files: Map<string, StoredFile>,
  ) {}

  submit(apiKey: string, workflow: Workflow, extraData: Record<string, unknown> | undefined): FakeJob {
    const job: FakeJob = {
      id: randomUUID(),
      number: this.counter++,
      apiKey,
      workflow,
      extraData,
      status: "queued_waiting",
      outputs: [],
      nodeOutputs: {},
      createTime: Date.now(),
      interrupted: false,
      progressEvents: 0,
    };
    if (this.knobs.workload) job.plan = drawPlan(this.knobs.workload, job.number);
    this.jobs.set(job.id, job);
    this.pending.push(job);
    if (this.running.size >= this.knobs.concurrency)
      this.sockets.json(apiKey, "notification", { value: "Waiting for a free machine" });
    // Start after the submit answer is on its way, as a real queue would.
    setImmediate(() => this.pump());
    return job;
  }

  queue(apiKey: string): { running: FakeJob[]; pending: FakeJob[] } {
    const mine = (job: FakeJob) => job.apiKey === apiKey;
    return { running: [...this.running].filter(mine), pending: this.pending.filter(mine) };
  }

  queueRemaining(apiKey: string): number {
    const { running, pending } = this.queue(apiKey);
    return running.length + pending.length;
  }

  /** Removes pending jobs of the key; running ones are left alone. */
  delete(apiKey: string, ids: string[]): string[] {
    const deleted: string[] = [];
    for (const job of [...this.pending]) {
      if (job.apiKey !== apiKey || !ids.includes(job.id)) continue;
      this.pending.splice(this.pending.indexOf(job), 1);
      job.status = "cancelled";
      deleted.push(job.id);
      this.sockets.json(apiKey, "execution_interrupted", {
        prompt_id: job.id,
        node_id: null,
        node_type: null,
        executed: [],
      });
    }
    if (deleted.length > 0) this.sendStatus(apiKey);
    return deleted;
  }

  interrupt(apiKey: string): void {
    for (const job of this.running) if (job.apiKey === apiKey) job.interrupted = true;
  }

  close(): void {
    this.closed = true;
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.knobs.concurrency && this.pending.length > 0) {
      const job = this.pending.shift()!;
      this.running.add(job);
      void this.run(job).finally(() => {
        this.running.delete(job);
        this.sendStatus(job.apiKey);
        this.pump();
      });
    }
    for (const key of new Set(this.pending.map((j) => j.apiKey))) this.sendStatus(key);
  }

  private sendStatus(apiKey: string): void {
    this.sockets.json(apiKey, "status", { status: { exec_info: { queue_remaining: this.queueRemaining(apiKey) } } });
  }

  private async run(job: FakeJob): Promise<void> {
    const emit = (type: string, data: object = {}) =>
      this.sockets.json(job.apiKey, type, { ...data, prompt_id: job.id });
    job.status = "executing";
    job.startedAt = Date.now();
    this.sendStatus(job.apiKey);
    emit("execution_start", { timestamp: Date.now() });
    const order = executionOrder(job.workflow);
    const cached = order.filter((id) => CACHED_CLASSES.has(job.workflow[id]!.class_type));
    emit("execution_cached", { nodes: cached, timestamp: Date.now() });
    const executed = [...cached];
    for (const id of order.filter((n) => !cached.includes(n))) {
      const classType = job.workflow[id]!.class_type;
      if (this.closed) return;
      if (job.interrupted)
        return this.end(job, "cancelled", "execution_interrupted", { node_id: id, node_type: classType, executed });
      emit("executing", { node: id, display_node: id });
      if (SAMPLING_CLASSES.has(classType)) {
        const failure = this.failureOf(job, classType);
        if (failure) {
          const data = {
            node_id: id,
            node_type: classType,
            executed,
            exception_type: failure.exceptionType,
            exception_message: failure.exceptionMessage,
            traceback: [],
            current_inputs: {},
            current_outputs: {},
          };
          return this.end(job, "error", "execution_error", data);
        }
        if (!(await this.sample(job, id))) {
          if (this.closed) return;
          return this.end(job, "cancelled", "execution_interrupted", { node_id: id, node_type: classType, executed });
        }
      }
      if (classType === "SaveImage" || classType === "PreviewImage")
        emit("executed", { node: id, display_node: id, output: this.save(job, id) });
      executed.push(id);
    }
    emit("executing", { node: null });
    this.end(job, "success", "execution_success", { timestamp: Date.now() });
  }

  /** Progress steps with previews; false when interrupted. */
  private async sample(job: FakeJob, node: string): Promise<boolean> {
    const max = job.plan?.steps ?? samplerSteps(this.knobs.steps, job.workflow[node]?.inputs);
    this.sockets.text(job.apiKey, node, `sampling ${max} steps`);
    for (let value = 1; value <= max; value++) {
      await sleep(job.plan?.stepMs ?? this.knobs.stepMs);
      while (this.knobs.holdProgress && !job.interrupted && !this.closed) await sleep(10);
      if (job.interrupted || this.closed) return false;
      const data = { value, max, node, prompt_id: job.id };
      this.sockets.json(job.apiKey, "progress", data);
      job.progressEvents++;
      this.sockets.json(job.apiKey, "progress_state", {
        prompt_id: job.id,
        nodes: {
          [node]: {
            value,
            max,
            state: value === max ? "finished" : "running",
            node_id: node,
            prompt_id: job.id,
            display_node_id: node,
            parent_node_id: null,
            real_node_id: node,
          },
        },
      });
      if (this.knobs.previews)
        this.sockets.preview(
          job.apiKey,
          job.plan ? loadPreview(value) : makePng(this.knobs.previewSize, this.knobs.previewSize, `${job.id}:${value}`),
          { promptId: job.id, nodeId: node },
        );
    }
    return true;
  }

  private failureOf(job: FakeJob, classType: string): FakeCloudKnobs["executionError"] {
    if (this.knobs.executionError) return this.knobs.executionError;
    if (classType === PARTNER_NODE && job.extraData?.api_key_platform !== job.apiKey) {
      return { exceptionType: "Exception", exceptionMessage: "Unauthorized: Please login first to use this node." };
    }
    return undefined;
  }

  private save(job: FakeJob, node: string): NodeOutput {
    const prefix = asText(job.workflow[node]!.inputs.filename_prefix ?? "flow").replace(/[^\w-]+/g, "_");
    const images = renderImages(job.workflow, this.files).map((png) => {
      const data = job.plan ? sizedOutput(png, job.plan.outputBytes) : png;
      const filename = `${prefix}_${String(++this.fileCounter).padStart(5, "0")}_.png`;
      this.files.set(filename, { data, type: "output", contentType: "image/png" });
      job.outputs.push({ node, filename, data });
      return { filename, subfolder: "", type: "output" };
    });
    job.nodeOutputs[node] = { images };
    return { images };
  }

  private end(job: FakeJob, status: FakeJob["status"], type: string, data: object): void {
    job.status = status;
    job.endedAt = Date.now();
    this.sockets.json(job.apiKey, type, { ...data, prompt_id: job.id });
  }
}
